import {
  boxAvailableFor,
  boxLocationText,
  DISPATCH_MESSAGES,
  DISPATCH_PICKING_TEXT,
  pickQuantityError,
  requiredPiecesOf,
  type TBoxLocation,
  type TDispatchPick,
  type TPickingLine,
} from '@packline/domain';
import { Alert, Button, Checkbox, Modal, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { NumberInput } from '../../ui/number-input.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { useBoxLocations } from '../boxes/box-management.api.ts';

// The Locations dialog (spec 01 §2, §5): the boxes in stock of one order line's product, each with its pallet and its
// shelf cell or temporary zone; the boxes ticked, with the pieces taken from each, are the line's picks.

/** A box the dispatch being updated holds already (it may have left the in-stock list when taken whole). */
export interface THeldBox {
  boxId: number;
  productId: number;
  barCode: string;
  quantity: number;
}

export interface TLocationsDialogProps {
  line: TPickingLine;
  /** Every pick of the dispatch so far: a box shared with another line gives this line only what is left. */
  picks: readonly TDispatchPick[];
  /** The saved boxes of the dispatch being updated (none for a new dispatch). */
  held: readonly THeldBox[];
  onConfirm: (picks: TDispatchPick[]) => void;
  onClose: () => void;
}

interface TBoxRow {
  boxId: number;
  barCode: string;
  palletCode: string;
  location: string;
  /** Pieces this line may take from the box. */
  available: number;
}

function boxRows(
  boxes: readonly TBoxLocation[],
  line: TPickingLine,
  picks: readonly TDispatchPick[],
  heldBoxes: readonly THeldBox[],
): TBoxRow[] {
  const held = heldBoxes.filter((box) => box.productId === line.productId);
  const rows: TBoxRow[] = boxes.map((box) => ({
    boxId: box.boxId,
    barCode: box.barCode,
    palletCode: box.plate?.plateCode ?? '',
    location: boxLocationText(box),
    available: boxAvailableFor(box, line.orderProductId, picks, held),
  }));
  // A box this dispatch took whole is no longer in stock; it can still be kept or given back.
  for (const box of held) {
    if (rows.some((row) => row.boxId === box.boxId)) continue;
    rows.push({
      boxId: box.boxId,
      barCode: box.barCode,
      palletCode: '',
      location: DISPATCH_PICKING_TEXT.heldByThisDispatch,
      available: boxAvailableFor({ boxId: box.boxId, quantity: 0 }, line.orderProductId, picks, held),
    });
  }
  return rows;
}

export function LocationsDialog(props: TLocationsDialogProps) {
  const { line } = props;
  const locations = useBoxLocations(line.productId);
  const { picks, held } = props;
  const rows = useMemo(() => boxRows(locations.data ?? [], line, picks, held), [locations.data, line, picks, held]);
  // Ticked boxes → the pieces typed for each (null while the input is empty).
  const [initial] = useState<ReadonlyMap<number, number | null>>(
    () =>
      new Map(
        picks.filter((pick) => pick.orderProductId === line.orderProductId).map((pick) => [pick.boxId, pick.quantity]),
      ),
  );
  const [selection, setSelection] = useState<Map<number, number | null>>(() => new Map(initial));
  const cancel = useConfirmClose({
    changed: () =>
      selection.size !== initial.size ||
      [...selection].some(([boxId, quantity]) => !initial.has(boxId) || initial.get(boxId) !== quantity),
    onClose: props.onClose,
  });
  const [error, setError] = useState<string | null>(null);

  const required = requiredPiecesOf(line);
  const selected = [...selection.values()].reduce<number>((sum, quantity) => sum + (quantity ?? 0), 0);

  const toggle = (row: TBoxRow, checked: boolean) => {
    const next = new Map(selection);
    // A ticked box gives all it can by default.
    if (checked) next.set(row.boxId, row.available);
    else next.delete(row.boxId);
    setSelection(next);
    setError(null);
  };

  const changeQuantity = (row: TBoxRow, quantity: number | null) => {
    if (!selection.has(row.boxId)) {
      setError(DISPATCH_MESSAGES.selectFirstly);
      return;
    }
    setSelection(new Map(selection).set(row.boxId, quantity));
    setError(pickQuantityError(quantity, row.available));
  };

  const confirm = () => {
    const picks: TDispatchPick[] = [];
    for (const row of rows) {
      if (!selection.has(row.boxId)) continue;
      const quantity = selection.get(row.boxId) ?? null;
      const invalid = pickQuantityError(quantity, row.available);
      if (invalid || quantity === null) {
        setError(invalid ?? DISPATCH_MESSAGES.validQty);
        return;
      }
      picks.push({ boxId: row.boxId, productId: line.productId, orderProductId: line.orderProductId, quantity });
    }
    props.onConfirm(picks);
  };

  const columns: TableColumnsType<TBoxRow> = [
    {
      key: 'select',
      width: 48,
      render: (_, row) => (
        <Checkbox
          checked={selection.has(row.boxId)}
          disabled={row.available === 0 && !selection.has(row.boxId)}
          onChange={(event) => toggle(row, event.target.checked)}
          aria-label={`Select ${row.barCode}`}
          data-testid={`locations-box-${row.boxId}-select`}
        />
      ),
    },
    { title: 'Barcode', dataIndex: 'barCode', key: 'barCode' },
    { title: 'Quantity', dataIndex: 'available', key: 'available', width: 110 },
    { title: 'Pallet', dataIndex: 'palletCode', key: 'palletCode', width: 140 },
    { title: 'Location', dataIndex: 'location', key: 'location' },
    {
      title: 'Pick Qty',
      key: 'pick',
      width: 150,
      render: (_, row) => {
        const quantity = selection.get(row.boxId) ?? null;
        const invalid = selection.has(row.boxId) && pickQuantityError(quantity, row.available) !== null;
        return (
          <NumberInput
            min={0}
            value={quantity}
            status={invalid ? 'error' : undefined}
            onChange={(value) => changeQuantity(row, value)}
            aria-label={`Pick quantity of ${row.barCode}`}
            data-testid={`locations-box-${row.boxId}-qty`}
          />
        );
      },
    },
  ];

  return (
    <Modal
      open
      title={`Locations — ${line.productCode} ${line.productName}`}
      onCancel={cancel}
      width={1000}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={cancel} data-testid="locations-cancel">
          Cancel
        </Button>,
        <Button key="confirm" type="primary" onClick={confirm} data-testid="locations-confirm">
          Confirm
        </Button>,
      ]}
    >
      <div data-testid="locations-dialog">
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="locations-error" />
        )}
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text strong data-testid="locations-total">
            Selected {selected} / Required {required}
          </Typography.Text>
        </Space>
        <Table<TBoxRow>
          rowKey="boxId"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={locations.isLoading}
          pagination={false}
          scroll={{ y: 420 }}
          data-testid="locations-boxes"
        />
      </div>
    </Modal>
  );
}

import {
  formatCount,
  type TBoxInfo,
  TEMP_ZONE_MESSAGES,
  type TPallet,
  type TRawMaterialBox,
  type TStoreBox,
  ZONE_TYPE,
  ZONE_TYPES,
} from '@packline/domain';
import { Button, Descriptions, Form, Modal, Select, Space, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { pickBoxColumns } from '../boxes/box-info-columns.tsx';
import { rawMaterialBoxColumns } from '../raw-materials/raw-material-application-columns.tsx';
import { usePalletRawMaterialBoxes } from '../raw-materials/raw-material-applications.api.ts';
import { usePalletBoxes } from './pallet-boxes.api.ts';
import { PalletSelect } from './pallet-select.tsx';
import {
  useEmptyCells,
  useMovePalletToShelf,
  useMovePalletToTempZone,
  useStickerBoxes,
  useStoreBoxesToPallet,
} from './temp-zones.api.ts';

// The dialogs of the Temporary Zone and Relocate Pallet screens (spec 02 §2): a pallet's detail (its boxes) with
// Move to Shelf (a free cell: shelf, then cell) and Move to Tempzone, and Add to stock / Store To Pallet (boxes onto a
// pallet, each with its pieces).

// The server-sort marks of the shared box columns mean nothing on a pallet's short list.
const BOX_COLUMNS = pickBoxColumns<TBoxInfo>(['barCode', 'productCode', 'productName', 'quantity', 'status']).map(
  ({ sortField: _server, ...column }) => column,
);
// A pallet's raw material boxes, by the raw material box list's columns but where the box stands (the pallet's own place).
const RAW_MATERIAL_BOX_COLUMNS = rawMaterialBoxColumns
  .filter((column) => column.key !== 'pallet' && column.key !== 'place')
  .map(({ sortField: _server, ...column }) => column);
const ZONE_OPTIONS = ZONE_TYPES.map((z) => ({ value: z.zoneTypeId, label: z.zoneTypeName }));

/** Where a pallet stands, in words. */
export const placeOfPallet = (pallet: TPallet) => pallet.position || 'Not placed';

/** The boxes standing on a pallet: its product boxes, and its raw material boxes when it holds any. */
export function PalletBoxesTable({ plateId, testId }: { plateId: number | null; testId: string }) {
  const boxes = usePalletBoxes(plateId);
  const materials = usePalletRawMaterialBoxes(plateId);
  const rawRows = plateId === null ? [] : (materials.data ?? []);
  const productRows = plateId === null ? [] : boxes.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {(rawRows.length === 0 || (productRows?.length ?? 0) > 0) && (
        <CrudTable<TBoxInfo>
          dataSource={productRows}
          loading={boxes.isFetching}
          rowKey="boxId"
          columns={BOX_COLUMNS}
          pageSize={10}
          testId={testId}
          emptyText={plateId === null ? TEMP_ZONE_MESSAGES.selectPallet : 'No boxes on this pallet'}
        />
      )}
      {rawRows.length > 0 && (
        <CrudTable<TRawMaterialBox>
          dataSource={rawRows}
          loading={materials.isFetching}
          rowKey="rawMaterialBoxId"
          columns={RAW_MATERIAL_BOX_COLUMNS}
          pageSize={10}
          testId={`${testId}-raw-material`}
        />
      )}
    </Space>
  );
}

/** Move to Shelf: the pallet into a free active cell, picked shelf first, then the cell. */
export function MoveToShelfDialog(props: { pallet: TPallet | null; onClose: () => void }) {
  const open = props.pallet !== null;
  const cells = useEmptyCells(open);
  const move = useMovePalletToShelf();
  const dialog = useFormDialog<{ shelfCode: string; cellId: number }>({
    open,
    onClose: props.onClose,
    saveText: 'Move',
    saveTestId: 'move-to-shelf-save',
    onSave: (values) => move.mutateAsync({ plateId: props.pallet?.plateId ?? 0, cellId: values.cellId }),
  });
  const shelfCode = Form.useWatch('shelfCode', dialog.form);
  const shelves = useMemo(() => [...new Set((cells.data ?? []).map((c) => c.shelfCode))], [cells.data]);
  const cellOptions = (cells.data ?? [])
    .filter((c) => c.shelfCode === shelfCode)
    .map((c) => ({ value: c.cellId, label: `${c.rowName}-${c.colName}` }));
  return (
    <Modal {...dialog.modalProps} title={`Move ${props.pallet?.plateCode ?? ''} to Shelf`}>
      <Form
        {...dialog.formProps}
        layout="vertical"
        name="move-to-shelf"
        preserve={false}
        onValuesChange={(changed) => {
          if ('shelfCode' in changed) dialog.form.setFieldValue('cellId', undefined);
        }}
      >
        <Form.Item name="shelfCode" label="Shelf" rules={[requiredRule()]}>
          <Select
            showSearch
            loading={cells.isFetching}
            options={shelves.map((code) => ({ value: code, label: code }))}
            notFoundContent="No free cell"
            data-testid="move-shelf"
          />
        </Form.Item>
        <Form.Item name="cellId" label="Cell" rules={[requiredRule(TEMP_ZONE_MESSAGES.cellRequired)]}>
          <Select options={cellOptions} disabled={!shelfCode} data-testid="move-cell" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Move to Tempzone: the pallet leaves its cell (or zone) for a temporary zone. */
export function MoveToTempZoneDialog(props: { pallet: TPallet | null; onClose: () => void }) {
  const move = useMovePalletToTempZone();
  const dialog = useFormDialog<{ zoneTypeId: number }>({
    open: props.pallet !== null,
    onClose: props.onClose,
    initialValues: { zoneTypeId: props.pallet?.tempzone?.zoneTypeId ?? ZONE_TYPE.Packaging },
    saveText: 'Move',
    saveTestId: 'move-to-zone-save',
    onSave: (values) => move.mutateAsync({ plateId: props.pallet?.plateId ?? 0, zoneTypeId: values.zoneTypeId }),
  });
  return (
    <Modal {...dialog.modalProps} title={`Move ${props.pallet?.plateCode ?? ''} to Tempzone`}>
      <Form {...dialog.formProps} layout="vertical" name="move-to-zone" preserve={false}>
        <Form.Item name="zoneTypeId" label="Temporary Zone" rules={[requiredRule(TEMP_ZONE_MESSAGES.zoneTypeRequired)]}>
          <Select options={ZONE_OPTIONS} data-testid="move-zone" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The moves offered for a pallet: Move to Shelf and Move to Tempzone, each opening its dialog. */
export function usePalletMoves() {
  const [toShelf, setToShelf] = useState<TPallet | null>(null);
  const [toZone, setToZone] = useState<TPallet | null>(null);
  return {
    toShelf: setToShelf,
    toZone: setToZone,
    dialogs: (
      <>
        <MoveToShelfDialog pallet={toShelf} onClose={() => setToShelf(null)} />
        <MoveToTempZoneDialog pallet={toZone} onClose={() => setToZone(null)} />
      </>
    ),
  };
}

/** A pallet's detail: where it stands and its boxes; Move to Shelf and Move to Tempzone unless read only. */
export function PalletDetailDialog(props: {
  pallet: TPallet | null;
  readOnly?: boolean;
  onClose: () => void;
  /** Offers Relocate Pallet with this pallet chosen (the map's shelf dialog). */
  onRelocate?: (pallet: TPallet) => void;
}) {
  const moves = usePalletMoves();
  const { pallet } = props;
  const move = (to: (pallet: TPallet) => void) => () => {
    if (!pallet) return;
    to(pallet);
    props.onClose();
  };
  return (
    <>
      <Modal
        open={pallet !== null}
        onCancel={props.onClose}
        title={`Pallet ${pallet?.plateCode ?? ''}`}
        width={900}
        destroyOnHidden
        footer={[
          ...(props.readOnly
            ? []
            : [
                <Button key="shelf" onClick={move(moves.toShelf)} data-testid="pallet-move-shelf">
                  Move to Shelf
                </Button>,
                <Button key="zone" onClick={move(moves.toZone)} data-testid="pallet-move-zone">
                  Move to Tempzone
                </Button>,
              ]),
          ...(props.onRelocate
            ? [
                <Button key="relocate" onClick={move(props.onRelocate)} data-testid="pallet-relocate">
                  Relocate Pallet
                </Button>,
              ]
            : []),
          <Button key="close" onClick={props.onClose}>
            Close
          </Button>,
        ]}
      >
        {pallet && (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="pallet-detail">
            <Descriptions size="small" bordered column={2}>
              <Descriptions.Item label="Pallet Type">{pallet.plateType.plateTypeName}</Descriptions.Item>
              <Descriptions.Item label="Where">{placeOfPallet(pallet)}</Descriptions.Item>
              <Descriptions.Item label="Boxes">{formatCount(pallet.boxCount)}</Descriptions.Item>
            </Descriptions>
            <PalletBoxesTable plateId={pallet.plateId} testId="pallet-boxes" />
          </Space>
        )}
      </Modal>
      {moves.dialogs}
    </>
  );
}

/**
 * Add to stock (`stock`: the printed boxes on no pallet yet) or Store To Pallet (`pallet`: boxes of another pallet):
 * pick the boxes, correct their pieces, choose the pallet they go on; a pallet standing nowhere enters the zone chosen.
 */
export function StoreBoxesDialog(props: { mode: 'stock' | 'pallet' | null; onClose: () => void }) {
  const open = props.mode !== null;
  const [sourcePalletId, setSourcePalletId] = useState<number | null>(null);
  const stickers = useStickerBoxes(props.mode === 'stock');
  const sourceBoxes = usePalletBoxes(props.mode === 'pallet' ? sourcePalletId : null);
  const rows = props.mode === 'stock' ? stickers.data : sourcePalletId === null ? [] : sourceBoxes.data;
  const [selected, setSelected] = useState<number[]>([]);
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const store = useStoreBoxesToPallet();
  const reset = () => {
    setSelected([]);
    setPieces({});
    setSourcePalletId(null);
  };
  const dialog = useFormDialog<{ plateId: number; zoneTypeId: number }>({
    open,
    onClose: () => {
      reset();
      props.onClose();
    },
    initialValues: { zoneTypeId: ZONE_TYPE.Packaging },
    saveText: props.mode === 'stock' ? 'Add to stock' : 'Store To Pallet',
    saveTestId: 'store-boxes-save',
    onSave: async (values) => {
      const chosen = (rows ?? []).filter((b) => selected.includes(b.boxId));
      if (chosen.length === 0) {
        showErrorDialog(TEMP_ZONE_MESSAGES.addBoxes, null);
        return false;
      }
      const boxes: TStoreBox[] = chosen.map((b) => ({ boxId: b.boxId, quantity: pieces[b.boxId] ?? b.quantity }));
      await store.mutateAsync({ plateId: values.plateId, zoneTypeId: values.zoneTypeId, boxes });
    },
  });
  // The pallets of the zone the boxes go to are offered first (issue 30 §14).
  const zoneTypeId = Form.useWatch('zoneTypeId', dialog.form);
  const columns: TCrudColumn<TBoxInfo>[] = [
    ...BOX_COLUMNS.filter((c) => c.key !== 'quantity'),
    {
      key: 'pieces',
      title: 'Quantity',
      render: (_value, row) => (
        <NumberInput
          min={1}
          precision={0}
          value={pieces[row.boxId] ?? row.quantity}
          style={{ width: 110 }}
          onChange={(value) =>
            setPieces((current) => ({ ...current, [row.boxId]: Number(value ?? row.quantity) || row.quantity }))
          }
          data-testid="store-box-quantity"
        />
      ),
    },
  ];
  return (
    <Modal {...dialog.modalProps} width={1100} title={props.mode === 'stock' ? 'Add to stock' : 'Store To Pallet'}>
      <Form {...dialog.formProps} layout="inline" name="store-boxes" preserve={false} style={{ marginBottom: 12 }}>
        <Form.Item name="plateId" label="Pallet" rules={[requiredRule(TEMP_ZONE_MESSAGES.selectPallet)]}>
          <PalletSelect
            zoneTypeId={zoneTypeId}
            placeholder="Pallet code"
            testId="store-pallet"
            style={{ width: 300 }}
          />
        </Form.Item>
        <Form.Item name="zoneTypeId" label="Temporary Zone" tooltip="Where a pallet standing nowhere goes">
          <Select options={ZONE_OPTIONS} style={{ width: 180 }} data-testid="store-zone" />
        </Form.Item>
      </Form>
      {props.mode === 'pallet' && (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text>From pallet</Typography.Text>
          <PalletSelect
            value={sourcePalletId}
            onChange={(plateId) => {
              setSourcePalletId(plateId);
              setSelected([]);
            }}
            allowClear
            placeholder="Pallet code"
            testId="store-source-pallet"
            style={{ width: 300 }}
          />
        </Space>
      )}
      <CrudTable<TBoxInfo>
        dataSource={rows}
        loading={props.mode === 'stock' ? stickers.isFetching : sourceBoxes.isFetching}
        rowKey="boxId"
        columns={columns}
        pageSize={10}
        testId="store-boxes"
        emptyText={props.mode === 'stock' ? 'No printed boxes waiting for a pallet' : 'No boxes on this pallet'}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }}
      />
    </Modal>
  );
}

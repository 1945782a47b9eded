import {
  formatCount,
  PALLET_TYPE,
  RECEIVING_BOX_MESSAGES,
  RECEIVING_PALLET_GROUP_SIZE,
  type TPallet,
  type TReceivingBox,
  type TUnloadingDetail,
  type TUnloadingInspection,
  ZONE_TYPE,
} from '@packline/domain';
import { App, Button, Form, Modal, Space, Tag, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { succeeded } from '../../api/failures.ts';
import { ask } from '../../ui/confirm.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { numberRules, requiredRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { downloadBoxLabels, downloadPalletLabels } from '../labels/labels.api.ts';
import { PalletSelect } from '../pallets/pallet-select.tsx';
import { findPalletByCode, useAddTemporaryPallets, useMovePalletToTempZone } from '../pallets/temp-zones.api.ts';
import { MoveToShelfDialog } from '../pallets/temporary-zone-dialogs.tsx';
import {
  downloadRawMaterialBoxLabels,
  useAddBoxesToPallet,
  useDeleteReceivingBox,
  useGenerateReceivingBoxes,
  useMoveBoxesToPallet,
  useObsoleteReceivingBoxes,
  useReceiving,
  useReceivingBoxes,
} from './receiving.api.ts';

// Add to Stock (spec 02 §2 Purchase Receiving List: Unloading Details, Handle Details, Handle Boxes Details; §8): a
// line's boxes are generated (raw material boxes of a chosen KG, or product boxes of the product's package), their
// labels printed, put on pallets in their order, and the pallets moved into a cell or the Unloading Zone through the
// warehouse's dialogs. Leaving with a box or pallet not placed asks first.

const boxKey = (b: TReceivingBox) => `${b.kind}-${b.rawMaterialBoxId ?? b.boxId}`;
const itemOf = (b: TReceivingBox) =>
  b.rawMaterialBoxId !== null ? { rawMaterialBoxId: b.rawMaterialBoxId } : { boxId: b.boxId as number };
const placeOf = (b: TReceivingBox) =>
  b.cell
    ? `${b.cell.shelf.shelfCode}-${b.cell.rowName}-${b.cell.colName}`
    : (b.tempzone?.zoneTypeNavigation.zoneTypeName ?? (b.plate ? 'Not placed' : ''));

/** Handle Details: how many boxes of a line, and (raw material) how many KG in each. */
function HandleDetailsDialog(props: { inspectionId: number; line: TUnloadingDetail | null; onClose: () => void }) {
  const generate = useGenerateReceivingBoxes();
  const line = props.line;
  const isRaw = line?.rawMaterialId != null;
  const dialog = useFormDialog<{ productQuantityPerBox?: number; boxCount: number }>({
    open: line !== null,
    onClose: props.onClose,
    saveText: 'Generate',
    saveTestId: 'handle-generate',
    onSave: (values) =>
      generate.mutateAsync({
        inspectionId: props.inspectionId,
        detailId: line?.detailId ?? 0,
        productQuantityPerBox: isRaw ? values.productQuantityPerBox : undefined,
        boxCount: values.boxCount,
      }),
  });
  const left = line ? line.revQuantity - line.handledQuantity : 0;
  return (
    <Modal {...dialog.modalProps} title="Handle Details">
      <Typography.Paragraph>
        {line?.itemCode} {line?.itemName} · this time {line?.revQuantity} · handled {line?.handledQuantity} · left{' '}
        {left}
      </Typography.Paragraph>
      <Form {...dialog.formProps} layout="vertical" name="handle-details" preserve={false}>
        {isRaw ? (
          <Form.Item
            name="productQuantityPerBox"
            label="Quantity Per Box (KG)"
            rules={[requiredRule(RECEIVING_BOX_MESSAGES.perBoxRequired), ...numberRules({ min: 0.001 })]}
          >
            <NumberInput min={0.001} data-testid="handle-per-box" />
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary">Each box holds the product's package quantity.</Typography.Paragraph>
        )}
        <Form.Item
          name="boxCount"
          label="Box Count"
          rules={[
            requiredRule(RECEIVING_BOX_MESSAGES.countRequired),
            ...numberRules({ min: 1, max: 500, precision: 0 }),
          ]}
        >
          <NumberInput min={1} max={500} precision={0} data-testid="handle-count" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ReceivingStockDialog(props: { receiving: TUnloadingInspection; onClose: () => void }) {
  const { modal } = App.useApp();
  const current = useReceiving(props.receiving.inspectionId);
  const receiving = current.data ?? props.receiving;
  const boxes = useReceivingBoxes(receiving.inspectionId);
  const rows = boxes.data ?? [];
  const [handling, setHandling] = useState<TUnloadingDetail | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const [palletId, setPalletId] = useState<number | null>(null);
  const [toShelf, setToShelf] = useState<TPallet | null>(null);
  const addToPallet = useAddBoxesToPallet();
  const moveToPallet = useMoveBoxesToPallet();
  const remove = useDeleteReceivingBox();
  const obsolete = useObsoleteReceivingBoxes();
  const newPallet = useAddTemporaryPallets();
  const toZone = useMovePalletToTempZone();
  const lines = receiving.unloadingDetail;

  const chosen = rows.filter((b) => selected.includes(boxKey(b)));
  const pallets = useMemo(() => {
    const byId = new Map<number, { plateId: number; plateCode: string; place: string; boxes: number }>();
    for (const b of rows) {
      if (!b.plate || !b.live) continue;
      const seen = byId.get(b.plate.plateId);
      if (seen) seen.boxes += 1;
      else byId.set(b.plate.plateId, { ...b.plate, place: placeOf(b), boxes: 1 });
    }
    return [...byId.values()];
  }, [rows]);

  const needChosen = () => {
    if (chosen.length > 0) return true;
    showErrorDialog('Please select boxes firstly.', null);
    return false;
  };
  const onPallet = async (mode: 'add' | 'move') => {
    if (!needChosen()) return;
    if (palletId === null) return showErrorDialog(RECEIVING_BOX_MESSAGES.assignFirst, null);
    const items = chosen.map((b) => ({ ...itemOf(b), plateId: palletId }));
    if (await succeeded((mode === 'add' ? addToPallet : moveToPallet).mutateAsync(items))) setSelected([]);
  };
  /** The next group of boxes (RECEIVING_PALLET_GROUP_SIZE) of each line still on no pallet, in their order. */
  const selectNextGroup = () => {
    const waiting = rows.filter((b) => b.live && !b.plate);
    const group = lines.flatMap((line) =>
      waiting.filter((b) => b.detailId === line.detailId).slice(0, RECEIVING_PALLET_GROUP_SIZE),
    );
    setSelected(group.map(boxKey));
  };
  const createPallet = async () => {
    const codes = await newPallet.mutateAsync({ plateTypeId: PALLET_TYPE.Default, packagingFlag: 0, qty: 1 });
    const created = await findPalletByCode(codes[0] ?? '');
    setPalletId(created.plateId);
  };
  const printLabels = async () => {
    if (!needChosen()) return;
    const raw = chosen.flatMap((b) => (b.rawMaterialBoxId === null ? [] : [{ id: b.rawMaterialBoxId, code: b.code }]));
    const products = chosen.flatMap((b) => (b.boxId === null ? [] : [{ boxId: b.boxId, barCode: b.code }]));
    if (raw.length > 0) await succeeded(downloadRawMaterialBoxLabels(receiving.inspectionId, raw));
    if (products.length > 0) await succeeded(downloadBoxLabels(products));
  };
  const removeChosen = async () => {
    if (!needChosen()) return;
    if (!(await ask(modal, `Delete ${chosen.length} box(es) generated by mistake?`))) return;
    for (const b of chosen) if (!(await succeeded(remove.mutateAsync(b.code)))) break;
    setSelected([]);
  };
  const obsoleteChosen = async () => {
    if (!needChosen()) return;
    const ids = chosen.flatMap((b) => (b.rawMaterialBoxId === null ? [] : [b.rawMaterialBoxId]));
    if (ids.length === 0) return showErrorDialog('Only raw material boxes are made obsolete here.', null);
    if (await ask(modal, `Obsolete ${ids.length} raw material box(es)?`)) {
      if (await succeeded(obsolete.mutateAsync(ids))) setSelected([]);
    }
  };
  const close = async () => {
    const unplaced = rows.some((b) => b.live && (!b.plate || (!b.cell && !b.tempzone)));
    if (unplaced && !(await ask(modal, 'Some boxes or pallets are not placed yet. Leave anyway?'))) return;
    props.onClose();
  };

  const lineColumns: TCrudColumn<TUnloadingDetail>[] = [
    { title: 'Code', dataIndex: 'itemCode' },
    { title: 'Description', dataIndex: 'itemName' },
    { title: 'This Received Qty', dataIndex: 'revQuantity', align: 'right', render: formatCount },
    { title: 'Handled Qty', dataIndex: 'handledQuantity', align: 'right', render: formatCount },
    { title: 'Pallet Qty', dataIndex: 'palletQuantity', align: 'right', render: formatCount },
  ];
  const boxColumns: TCrudColumn<TReceivingBox>[] = [
    { title: 'No.', dataIndex: 'sequence' },
    { title: 'Barcode', dataIndex: 'code' },
    { title: 'Item', key: 'item', render: (_v, b) => `${b.itemCode} ${b.itemName}` },
    { title: 'Quantity', dataIndex: 'quantity', align: 'right', render: formatCount },
    { title: 'Pallet', key: 'pallet', render: (_v, b) => b.plate?.plateCode ?? '' },
    { title: 'Location', key: 'place', render: (_v, b) => placeOf(b) },
    {
      title: 'Status',
      key: 'live',
      render: (_v, b) => (b.live ? <Tag color="green">In stock</Tag> : <Tag>Obsolete</Tag>),
    },
  ];
  type TPalletRow = (typeof pallets)[number];
  const palletColumns: TCrudColumn<TPalletRow>[] = [
    { title: 'Pallet', dataIndex: 'plateCode' },
    { title: 'Boxes', dataIndex: 'boxes', align: 'right', render: formatCount },
    { title: 'Location', dataIndex: 'place' },
  ];

  return (
    <Modal
      open
      width={1200}
      title={`Unloading Details ${receiving.no} · ${receiving.poNo}`}
      onCancel={() => void close()}
      footer={
        <Button onClick={() => void close()} data-testid="stock-close">
          Close
        </Button>
      }
      data-testid="stock-dialog"
    >
      <CrudTable<TUnloadingDetail>
        rowKey="detailId"
        dataSource={lines}
        columns={lineColumns}
        pagination={false}
        testId="stock-lines"
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setHandling(row)} data-testid="stock-handle">
            Handle
          </Button>
        )}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Handle Boxes Details
      </Typography.Title>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button onClick={selectNextGroup} data-testid="stock-next-group">
          Select Next {RECEIVING_PALLET_GROUP_SIZE}
        </Button>
        <PalletSelect
          zoneTypeId={ZONE_TYPE.Unloading}
          value={palletId}
          onChange={setPalletId}
          placeholder="Pallet code"
          testId="stock-pallet"
          style={{ width: 320 }}
        />
        <Button onClick={() => void succeeded(createPallet())} data-testid="stock-new-pallet">
          New Pallet
        </Button>
        <Button type="primary" onClick={() => void onPallet('add')} data-testid="stock-add-pallet">
          Add to Pallet
        </Button>
        <Button onClick={() => void onPallet('move')} data-testid="stock-move-pallet">
          Move to Pallet
        </Button>
        <Button onClick={() => void printLabels()} data-testid="stock-print">
          Print Labels
        </Button>
        <Button onClick={() => void obsoleteChosen()} data-testid="stock-obsolete">
          Obsolete
        </Button>
        <Button danger onClick={() => void removeChosen()} data-testid="stock-delete">
          Delete
        </Button>
      </Space>
      <CrudTable<TReceivingBox>
        rowKey="key"
        dataSource={rows.map((b) => ({ ...b, key: boxKey(b) }))}
        loading={boxes.isFetching}
        columns={boxColumns}
        pageSize={10}
        testId="stock-boxes"
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        emptyText="No boxes generated yet"
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Pallets
      </Typography.Title>
      <CrudTable<TPalletRow>
        rowKey="plateId"
        dataSource={pallets}
        columns={palletColumns}
        pagination={false}
        testId="stock-pallets"
        rowActions={(row) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => void succeeded(findPalletByCode(row.plateCode).then(setToShelf))}
              data-testid="stock-to-shelf"
            >
              Move to Shelf
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() =>
                void succeeded(
                  toZone
                    .mutateAsync({ plateId: row.plateId, zoneTypeId: ZONE_TYPE.Unloading })
                    .then(() => boxes.refetch()),
                )
              }
              data-testid="stock-to-unloading"
            >
              Unloading Zone
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => void succeeded(downloadPalletLabels([row]))}
              data-testid="stock-pallet-label"
            >
              Label
            </Button>
          </>
        )}
      />
      <HandleDetailsDialog inspectionId={receiving.inspectionId} line={handling} onClose={() => setHandling(null)} />
      <MoveToShelfDialog
        pallet={toShelf}
        onClose={() => {
          setToShelf(null);
          void boxes.refetch();
        }}
      />
    </Modal>
  );
}

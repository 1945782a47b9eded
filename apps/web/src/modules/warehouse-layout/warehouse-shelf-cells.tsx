import { countOf, type TCell, type TShelf } from '@packline/domain';
import { Button, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAreYouSure } from '../../ui/confirm.ts';
import { requiredRule } from '../../ui/form-rules.ts';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { usePallet } from '../pallets/pallet-boxes.api.ts';
import { PalletDetailDialog } from '../pallets/temporary-zone-dialogs.tsx';
import { useDeleteShelf, useRenameCell, useShelf, useToggleCell } from '../pallets/warehouse-map.api.ts';
import { ShelfDialog } from './warehouse-layout-dialogs.tsx';

// A shelf opened on the map (spec 02 §2, §4): its cells as a grid, the top row on top, each with its row and column
// names and the pallet standing in it; inactive cells greyed out. Toggle or rename a cell; edit or delete the shelf.

const INACTIVE_COLOR = '#bfbfbf';

function RenameCellDialog({ cell, onClose }: { cell: TCell; onClose: () => void }) {
  const rename = useRenameCell();
  const dialog = useFormDialog<{ RowName: string; ColName: string }>({
    open: true,
    onClose,
    initialValues: { RowName: cell.rowName, ColName: cell.colName },
    onSave: (values) => rename.mutateAsync({ code: cell.code, ...values }),
    saveTestId: 'cell-rename-save',
  });
  return (
    <Modal {...dialog.modalProps} title={`Cell ${cell.code}`}>
      <Form {...dialog.formProps} layout="vertical" name="cell-rename" preserve={false}>
        <Form.Item name="RowName" label="Row Name" rules={[requiredRule()]}>
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item name="ColName" label="Column Name" rules={[requiredRule()]}>
          <Input maxLength={10} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CellTile({
  cell,
  searched,
  onRename,
  onOpenPallet,
}: {
  cell: TCell;
  searched: boolean;
  onRename: () => void;
  onOpenPallet: (plateId: number) => void;
}) {
  const toggle = useToggleCell();
  const areYouSure = useAreYouSure();
  // Disabling a cell a pallet stands in asks first, naming the pallet: it stays, but nothing can be put there.
  const onToggle = () => {
    if (cell.active === 1 && cell.plate) {
      const pallet = cell.plate.plateCode;
      areYouSure(
        () => toggle.mutateAsync({ code: cell.code, pallet }),
        `Cell ${cell.rowName}-${cell.colName} holds pallet ${pallet}. Disable it? ${pallet} stays in it, but no pallet can be put in a disabled cell.`,
      );
      return;
    }
    toggle.mutate({ code: cell.code });
  };
  const background = cell.active !== 1 ? INACTIVE_COLOR : searched ? '#ffccc7' : cell.plate ? '#e6f4ff' : '#ffffff';
  return (
    <div
      data-testid="shelf-cell"
      data-active={cell.active}
      style={{ border: '1px solid #d9d9d9', borderRadius: 4, padding: 8, background, minWidth: 140 }}
    >
      <Typography.Text strong>
        {cell.rowName}-{cell.colName}
      </Typography.Text>
      <div>
        {cell.plate ? (
          // Issue 30 §13: the pallet opens (its contents, Move to Shelf / Tempzone, Relocate Pallet).
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => cell.plate && onOpenPallet(cell.plate.plateId)}
            data-testid="cell-pallet"
          >
            {cell.plate.plateCode} ({countOf(cell.plate.boxCount, 'box')})
          </Button>
        ) : (
          'Empty'
        )}
      </div>
      <Space size={4}>
        <Button size="small" loading={toggle.isPending} onClick={onToggle} data-testid="cell-toggle">
          {cell.active === 1 ? 'Disable' : 'Enable'}
        </Button>
        <Button size="small" onClick={onRename}>
          Rename
        </Button>
      </Space>
    </div>
  );
}

/** The dialog of one shelf; `searchedPallets` are the pallets holding the searched product (their cells in red). */
export function ShelfCellsDialog(props: {
  shelf: TShelf | null;
  searchedPallets: ReadonlySet<number>;
  onClose: () => void;
}) {
  const shelf = useShelf(props.shelf?.shelfId ?? null);
  const remove = useDeleteShelf();
  const areYouSure = useAreYouSure();
  const [renaming, setRenaming] = useState<TCell | null>(null);
  const [editing, setEditing] = useState(false);
  const [palletId, setPalletId] = useState<number | null>(null);
  const pallet = usePallet(palletId);
  const navigate = useNavigate();
  const detail = shelf.data;
  const rows = detail ? [...new Set(detail.cells.map((c) => c.rowNo))].sort((a, b) => b - a) : [];
  const deleteShelf = () =>
    areYouSure(
      async () => {
        if (!detail) return;
        await remove.mutateAsync(detail.shelfId);
        props.onClose();
      },
      `Delete shelf ${detail?.shelfCode ?? ''} and its cells.`,
    );

  return (
    <Modal
      open={props.shelf !== null}
      onCancel={props.onClose}
      title={`Shelf ${detail?.shelfCode ?? props.shelf?.shelfCode ?? ''}`}
      width={Math.max(520, (detail?.totalCols ?? 2) * 170 + 80)}
      destroyOnHidden
      footer={[
        <Button key="edit" onClick={() => setEditing(true)} disabled={!detail} data-testid="shelf-edit">
          Edit Shelf
        </Button>,
        <Button key="delete" danger onClick={deleteShelf} disabled={!detail} data-testid="shelf-delete">
          Delete Shelf
        </Button>,
        <Button key="close" onClick={props.onClose}>
          Close
        </Button>,
      ]}
    >
      {!detail ? (
        <Spin />
      ) : (
        <Space direction="vertical" data-testid="shelf-cells">
          {rows.map((rowNo) => (
            <Space key={rowNo} align="start">
              {detail.cells
                .filter((c) => c.rowNo === rowNo)
                .map((c) => (
                  <CellTile
                    key={c.cellId}
                    cell={c}
                    searched={c.plate !== null && props.searchedPallets.has(c.plate.plateId)}
                    onRename={() => setRenaming(c)}
                    onOpenPallet={setPalletId}
                  />
                ))}
            </Space>
          ))}
        </Space>
      )}
      <PalletDetailDialog
        pallet={palletId === null ? null : pallet}
        onClose={() => setPalletId(null)}
        onRelocate={(pallet) => navigate(`/relocate-pallet?plateId=${pallet.plateId}`)}
      />
      {renaming && <RenameCellDialog cell={renaming} onClose={() => setRenaming(null)} />}
      {detail && editing && (
        <ShelfDialog
          open
          zoneId={detail.zoneId}
          shelf={detail}
          nextPosition={detail.position}
          onClose={() => setEditing(false)}
        />
      )}
    </Modal>
  );
}

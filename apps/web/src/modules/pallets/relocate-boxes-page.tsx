import { ArrowRightOutlined } from '@ant-design/icons';
import { PALLET_BOX_MESSAGES, type TBoxInfo } from '@packline/domain';
import { Button, Card, Col, Row, Typography } from 'antd';
import { type Key, useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { succeeded } from '../../api/failures.ts';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { pickBoxColumns } from '../boxes/box-info-columns.tsx';
import { PALLET_SOURCE, useMoveBoxes, usePalletBoxes } from './pallet-boxes.api.ts';

// spec 02 §2 Relocate Boxes: two panes, the source pallet and the target pallet, each picked by its code and showing
// the boxes on it. Boxes picked in the source move onto the target with Move (→, PlateBox/MoveBox); both panes then
// refresh. Each pane needs a pallet first (spec 02 §8 'Please select a pallet firstly.').

const COLUMNS = pickBoxColumns<TBoxInfo>(['barCode', 'productCode', 'productName', 'quantity', 'status']);
// The server-sort marks of the shared columns mean nothing on a pallet's short list.
const PANE_COLUMNS = COLUMNS.map(({ sortField: _server, ...column }) => column);

interface TPaneProps {
  title: string;
  name: 'source' | 'target';
  plateId: number | null;
  onPallet: (plateId: number | null) => void;
  selected?: number[];
  onSelect?: (boxIds: number[]) => void;
}

/** One pane: the pallet picker and the boxes on the chosen pallet (selectable in the source). */
function PalletPane({ title, name, plateId, onPallet, selected, onSelect }: TPaneProps) {
  const boxes = usePalletBoxes(plateId);
  return (
    <Card title={title} size="small" data-testid={`relocate-${name}`}>
      <RemoteSelect
        source={PALLET_SOURCE}
        value={plateId}
        onChange={onPallet}
        allowClear
        placeholder="Pallet code"
        testId={`relocate-${name}-pallet`}
        style={{ width: '100%', marginBottom: 12 }}
      />
      <CrudTable<TBoxInfo>
        dataSource={plateId === null ? [] : boxes.data}
        loading={boxes.isFetching}
        rowKey="boxId"
        columns={PANE_COLUMNS}
        pageSize={10}
        testId={`relocate-${name}-boxes`}
        emptyText={plateId === null ? PALLET_BOX_MESSAGES.selectPallet : 'No boxes on this pallet'}
        rowSelection={
          onSelect
            ? { selectedRowKeys: selected ?? [], onChange: (keys: Key[]) => onSelect(keys.map(Number)) }
            : undefined
        }
      />
    </Card>
  );
}

export default function RelocateBoxesPage() {
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [targetId, setTargetId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const move = useMoveBoxes();

  const moveSelected = async () => {
    if (sourceId === null || targetId === null) {
      showErrorDialog(PALLET_BOX_MESSAGES.selectPallet, null);
      return;
    }
    if (selected.length === 0) {
      showErrorDialog(PALLET_BOX_MESSAGES.selectBoxes, null);
      return;
    }
    const moved = await succeeded(move.mutateAsync(selected.map((boxId) => ({ boxId, targetPlateId: targetId }))));
    if (moved) setSelected([]);
  };

  return (
    <>
      <PageTitleOf url="/relocate-boxes" />
      <Row gutter={16} align="middle" wrap={false}>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <PalletPane
            title="Source pallet"
            name="source"
            plateId={sourceId}
            onPallet={(plateId) => {
              setSourceId(plateId);
              setSelected([]);
            }}
            selected={selected}
            onSelect={setSelected}
          />
        </Col>
        <Col flex="none" style={{ textAlign: 'center' }}>
          <Button
            type="primary"
            icon={<ArrowRightOutlined />}
            loading={move.isPending}
            onClick={moveSelected}
            aria-label="Move"
            data-testid="relocate-move"
          >
            Move
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {selected.length > 0 ? `${selected.length} selected` : ''}
          </Typography.Paragraph>
        </Col>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <PalletPane title="Target pallet" name="target" plateId={targetId} onPallet={setTargetId} />
        </Col>
      </Row>
    </>
  );
}

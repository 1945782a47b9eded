import {
  BOX_STATUS,
  formatQuantity,
  MOBILE_SCAN_URLS,
  PALLET_BOX_MESSAGES,
  SCAN_MESSAGES,
  type TBox,
  type TScanLookup,
} from '@packline/domain';
import { Alert, Button, Card, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../../api/failures.ts';
import { lookUpCode } from '../../labels/mobile/mobile-scan.api.ts';
import { MobileScanLayout, useScanLookup } from '../../labels/mobile/mobile-scan-layout.tsx';
import { PalletCard } from '../../labels/mobile/scan-cards.tsx';
import { useMoveBoxes } from './pallet-scan.api.ts';

// Scan: Relocate Boxes (issue 14): scan the boxes (each shows its product code and quantity, the list grows), then the
// pallet they go onto (its code confirms it), then Move (PlateBox/MoveBox).

type TScannedPallet = Extract<TScanLookup, { kind: 'pallet' }>;

export default function RelocateBoxesScanPage() {
  const [boxes, setBoxes] = useState<TBox[]>([]);
  const [target, setTarget] = useState<TScannedPallet | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const move = useMoveBoxes();

  const scanner = useScanLookup((found) => {
    setMoved(null);
    if (found.kind === 'pallet') {
      // Issue 30 §18: a box already on the pallet scanned as the target is refused now, not only at Move.
      const onIt = boxes.find((b) => b.plateId === found.pallet.plateId);
      if (onIt) return PALLET_BOX_MESSAGES.samePallet(onIt.barCode, found.pallet.plateCode);
      setTarget(found);
      return null;
    }
    if (found.kind !== 'box') return SCAN_MESSAGES.notABox;
    const { box } = found;
    if (boxes.some((b) => b.boxId === box.boxId)) return SCAN_MESSAGES.alreadyScanned;
    if (box.status !== BOX_STATUS.InStock) return `${SCAN_MESSAGES.boxNotInStock} ${box.barCode} is ${box.statusName}.`;
    if (target && box.plateId === target.pallet.plateId) {
      return PALLET_BOX_MESSAGES.samePallet(box.barCode, target.pallet.plateCode);
    }
    setBoxes((list) => [...list, box]);
    return null;
  });

  const moveNow = async () => {
    if (!target || boxes.length === 0) return;
    const targetPlateId = target.pallet.plateId;
    const done = await succeeded(move.mutateAsync(boxes.map((b) => ({ boxId: b.boxId, targetPlateId }))));
    if (!done) return;
    setMoved(`${boxes.length} ${boxes.length === 1 ? 'box' : 'boxes'} moved onto ${target.pallet.plateCode}.`);
    setBoxes([]);
    const after = await lookUpCode(target.pallet.plateCode).catch(() => null);
    setTarget(after?.kind === 'pallet' ? after : null);
  };

  const prompt =
    boxes.length === 0
      ? 'Scan a box'
      : target
        ? `Press Move, or scan more boxes for ${target.pallet.plateCode}`
        : 'Scan more boxes, or the pallet they go onto';

  return (
    <MobileScanLayout
      url={MOBILE_SCAN_URLS.relocateBoxes}
      prompt={prompt}
      busy={scanner.busy || move.isPending}
      problem={scanner.problem}
      onScan={scanner.onScan}
      actions={
        boxes.length > 0 || target ? (
          <Space style={{ width: '100%' }} orientation="vertical">
            <Button
              type="primary"
              size="large"
              block
              disabled={!target || boxes.length === 0}
              loading={move.isPending}
              onClick={moveNow}
              data-testid="scan-move"
            >
              {target && boxes.length > 0 ? `Move ${boxes.length} onto ${target.pallet.plateCode}` : 'Move'}
            </Button>
            <Button
              size="large"
              block
              onClick={() => {
                setBoxes([]);
                setTarget(null);
                scanner.setProblem(null);
              }}
            >
              Start again
            </Button>
          </Space>
        ) : null
      }
    >
      {moved ? <Alert type="success" showIcon title={moved} data-testid="scan-moved" /> : null}
      {boxes.length > 0 ? (
        <Card size="small" title={`Boxes to move: ${boxes.length}`}>
          <List
            size="small"
            dataSource={boxes}
            renderItem={(box) => (
              <List.Item
                key={box.boxId}
                data-testid="scanned-box"
                actions={[
                  <Button
                    key="remove"
                    type="link"
                    danger
                    onClick={() => setBoxes((list) => list.filter((b) => b.boxId !== box.boxId))}
                  >
                    Remove
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={`${box.product.productCode} · ${formatQuantity(box.quantity)}`}
                  description={`${box.barCode}${box.palletCode ? ` on ${box.palletCode}` : ''}`}
                />
              </List.Item>
            )}
          />
        </Card>
      ) : null}
      {target ? (
        <>
          <Typography.Text strong>Onto pallet</Typography.Text>
          <PalletCard pallet={target.pallet} boxes={target.boxes} rawMaterialBoxes={target.rawMaterialBoxes} />
        </>
      ) : null}
    </MobileScanLayout>
  );
}

import {
  LAYOUT_MESSAGES,
  MOBILE_SCAN_URLS,
  SCAN_MESSAGES,
  type TScanLookup,
  ZONE_TYPES,
  zoneTypeOfScan,
} from '@packline/domain';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../../api/failures.ts';
import { lookUpCode } from '../../labels/mobile/mobile-scan.api.ts';
import { MobileScanLayout, useScanLookup } from '../../labels/mobile/mobile-scan-layout.tsx';
import { CellCard, PalletCard, placeOfPallet } from '../../labels/mobile/scan-cards.tsx';
import { type TPalletTarget, useMovePallet } from './pallet-scan.api.ts';

// Scan: Relocate Pallet (issue 14): scan a pallet (its code and what is on it confirm it), then the cell or temporary
// zone it goes to (a zone by the name on its sign, or a tap), then Move. Scanning another pallet starts over with it.

type TScannedPallet = Extract<TScanLookup, { kind: 'pallet' }>;
type TScannedCell = Extract<TScanLookup, { kind: 'cell' }>;

/** Why the pallet cannot go to that cell, as far as the phone can tell; the server checks again. */
function cellRefusal(pallet: TScannedPallet, target: TScannedCell): string | null {
  if (pallet.pallet.cellId === target.cell.cellId) return SCAN_MESSAGES.sameCell;
  if (target.cell.active !== 1) return LAYOUT_MESSAGES.cellInactive;
  if (target.cell.plate) return LAYOUT_MESSAGES.cellTaken;
  return null;
}

export default function RelocatePalletScanPage() {
  const [pallet, setPallet] = useState<TScannedPallet | null>(null);
  const [cell, setCell] = useState<TScannedCell | null>(null);
  const [target, setTarget] = useState<TPalletTarget | null>(null);
  const [moved, setMoved] = useState<TScannedPallet | null>(null);
  const move = useMovePallet();

  const chooseZone = (zone: { zoneTypeId: number; zoneTypeName: string }, current: TScannedPallet) => {
    if (current.pallet.tempzone?.zoneTypeId === zone.zoneTypeId) return SCAN_MESSAGES.sameZone;
    setCell(null);
    setTarget({ kind: 'zone', zoneTypeId: zone.zoneTypeId, zoneTypeName: zone.zoneTypeName });
    return null;
  };

  const scanner = useScanLookup((found) => {
    if (found.kind === 'pallet') {
      setPallet(found);
      setCell(null);
      setTarget(null);
      setMoved(null);
      return null;
    }
    if (!pallet) return SCAN_MESSAGES.notAPallet;
    if (found.kind !== 'cell') return SCAN_MESSAGES.notACellOrZone;
    const refusal = cellRefusal(pallet, found);
    if (refusal) return refusal;
    setCell(found);
    setTarget({ kind: 'cell', cellId: found.cell.cellId, code: found.cell.code });
    return null;
  });

  const onScan = (code: string) => {
    // A zone's sign names no record: read it here, without asking the server.
    const zone = pallet ? zoneTypeOfScan(code) : null;
    if (pallet && zone) {
      scanner.setProblem(chooseZone(zone, pallet));
      return;
    }
    return scanner.onScan(code);
  };

  const moveNow = async () => {
    if (!pallet || !target) return;
    const plateId = pallet.pallet.plateId;
    const done = await succeeded(move.mutateAsync({ plateId, inCell: pallet.pallet.cellId !== null, target }));
    if (!done) return;
    const after = await lookUpCode(pallet.pallet.plateCode).catch(() => null);
    setMoved(after?.kind === 'pallet' ? after : null);
    setPallet(null);
    setCell(null);
    setTarget(null);
  };

  const prompt = !pallet
    ? 'Scan a pallet'
    : target
      ? `Press Move, or scan another cell or zone for ${pallet.pallet.plateCode}`
      : `Scan the cell or zone for ${pallet.pallet.plateCode}`;

  return (
    <MobileScanLayout
      url={MOBILE_SCAN_URLS.relocatePallet}
      prompt={prompt}
      busy={scanner.busy || move.isPending}
      problem={scanner.problem}
      onScan={onScan}
      actions={
        pallet ? (
          <Space style={{ width: '100%' }} orientation="vertical">
            <Button
              type="primary"
              size="large"
              block
              disabled={!target}
              loading={move.isPending}
              onClick={moveNow}
              data-testid="scan-move"
            >
              {target
                ? `Move ${pallet.pallet.plateCode} to ${target.kind === 'cell' ? target.code : target.zoneTypeName}`
                : 'Move'}
            </Button>
            <Button
              size="large"
              block
              onClick={() => {
                setPallet(null);
                setCell(null);
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
      {moved ? (
        <Alert
          type="success"
          showIcon
          title={`${moved.pallet.plateCode} now stands in ${placeOfPallet(moved.pallet)}.`}
          data-testid="scan-moved"
        />
      ) : null}
      {pallet ? (
        <PalletCard pallet={pallet.pallet} boxes={pallet.boxes} rawMaterialBoxes={pallet.rawMaterialBoxes} />
      ) : null}
      {pallet && !target ? (
        <Card size="small" title="Or tap a temporary zone">
          <Flex wrap gap={8}>
            {ZONE_TYPES.map((zone) => (
              <Button
                key={zone.zoneTypeId}
                size="large"
                onClick={() => scanner.setProblem(chooseZone(zone, pallet))}
                data-testid="scan-zone-choice"
              >
                {zone.zoneTypeName}
              </Button>
            ))}
          </Flex>
        </Card>
      ) : null}
      {cell ? (
        <CellCard cell={cell.cell} pallet={cell.pallet} boxes={cell.boxes} rawMaterialBoxes={cell.rawMaterialBoxes} />
      ) : null}
      {target?.kind === 'zone' ? (
        <Card size="small" data-testid="zone-card">
          <Typography.Text strong style={{ fontSize: 18 }}>
            {target.zoneTypeName}
          </Typography.Text>
        </Card>
      ) : null}
    </MobileScanLayout>
  );
}

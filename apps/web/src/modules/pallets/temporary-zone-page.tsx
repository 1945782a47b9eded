import { countOf, formatCount, palletContentQuantityText, type TPallet, type TTempZonePallet } from '@packline/domain';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useAreYouSure } from '../../ui/confirm.ts';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useClearEmptyPallets, useTempZonePallets, useZoneTypes } from './temp-zones.api.ts';
import { PalletDetailDialog, StoreBoxesDialog } from './temporary-zone-dialogs.tsx';

// spec 02 §2 Temporary Zone: the pallets standing in each temporary zone as tiles (code, boxes, what is on it); Add to
// stock (printed boxes onto a pallet), Store To Pallet (boxes of one pallet onto another), Clear Empty Pallet (the
// pallets holding no box of any kind leave their zone, after a confirmation); a tile opens the pallet with Move to Shelf and Move
// to Tempzone.

function PalletTile({ row, onOpen }: { row: TTempZonePallet; onOpen: () => void }) {
  return (
    <Card
      size="small"
      hoverable
      onClick={onOpen}
      style={{ width: 200 }}
      title={row.plate.plateCodeWithNote}
      data-testid="temp-zone-pallet"
      data-plate-code={row.plate.plateCode}
    >
      <div data-testid="temp-zone-pallet-boxes">{countOf(row.plate.boxCount, 'box')}</div>
      {/* A product line wraps rather than being cut: the code and count matter most on the floor. */}
      {row.contents.map((line) => (
        <Typography.Text
          key={`${line.kind}-${line.itemId}`}
          type="secondary"
          style={{ display: 'block', overflowWrap: 'anywhere' }}
          data-testid="temp-zone-pallet-line"
        >
          {line.code}: {countOf(line.boxCount, 'box')}, {palletContentQuantityText(line, formatCount)}
        </Typography.Text>
      ))}
    </Card>
  );
}

export default function TemporaryZonePage() {
  const zoneTypes = useZoneTypes();
  const pallets = useTempZonePallets();
  const clear = useClearEmptyPallets();
  const areYouSure = useAreYouSure();
  const [open, setOpen] = useState<TPallet | null>(null);
  const [storing, setStoring] = useState<'stock' | 'pallet' | null>(null);
  const rows = pallets.data ?? [];

  return (
    <>
      <PageTitleOf url="/temporary-zone" />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setStoring('stock')} data-testid="temp-zone-add-stock">
          Add to stock
        </Button>
        <Button onClick={() => setStoring('pallet')} data-testid="temp-zone-store">
          Store To Pallet
        </Button>
        <Button
          danger
          loading={clear.isPending}
          onClick={() =>
            areYouSure(
              () => clear.mutateAsync(),
              'The pallets holding no box (product or raw material) leave their temporary zone.',
            )
          }
          data-testid="temp-zone-clear"
        >
          Clear Empty Pallet
        </Button>
      </Space>
      {zoneTypes.isLoading || pallets.isLoading ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {(zoneTypes.data ?? []).map((zone) => {
            const inZone = rows.filter((row) => row.zoneTypeId === zone.zoneTypeId);
            return (
              <Card
                key={zone.zoneTypeId}
                size="small"
                title={`${zone.zoneTypeName} (${formatCount(zone.plateCount)})`}
                data-testid="temp-zone"
                data-zone={zone.zoneTypeName}
              >
                {inZone.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pallet" />
                ) : (
                  <Space wrap align="start" data-testid="temp-zone-tiles">
                    {inZone.map((row) => (
                      <PalletTile key={row.tempZoneId} row={row} onOpen={() => setOpen(row.plate)} />
                    ))}
                  </Space>
                )}
              </Card>
            );
          })}
        </Space>
      )}
      <PalletDetailDialog pallet={open} onClose={() => setOpen(null)} />
      <StoreBoxesDialog mode={storing} onClose={() => setStoring(null)} />
    </>
  );
}

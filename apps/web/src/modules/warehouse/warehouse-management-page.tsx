import {
  countOf,
  SHELF_BANDS,
  SHELF_SEARCHED_COLOR,
  shelfBandOf,
  type TBoxLocation,
  type TShelf,
  type TZone,
  ZONE_TYPES,
} from '@packline/domain';
import { Button, Card, Descriptions, Empty, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { PageTitle } from '../../ui/page-title.tsx';
import { ProductSelect } from '../catalogue/product-selects.tsx';
import { PalletLabelsDialog, PrintBarcodeDialog } from './label-print-dialogs.tsx';
import { useProductLocations, useTempZoneCount, useWarehouseZones } from './warehouse-layout.api.ts';
import { PalletManagementDialog, ShelfDialog, ZoneDialog } from './warehouse-layout-dialogs.tsx';
import { ShelfCellsDialog } from './warehouse-shelf-cells.tsx';

// spec 02 §2 Warehouse Management and §9: a product search, Pallet Management, the shelf map per zone (each shelf
// coloured by its free-cell ratio, the shelves holding the searched product in red), tiles for the temporary zones,
// and the searched product's total stock and location summary.

const BAND_LABELS: Record<(typeof SHELF_BANDS)[number]['band'], string> = {
  empty: 'All free',
  mostlyFree: 'At least 80% free',
  partlyFree: 'At least 30% free',
  nearlyFull: 'Under 30% free',
};

/** Where a box stands, as the summary names it. */
function placeOf(box: TBoxLocation): string {
  if (box.cell) return box.cell.shelf.shelfCode;
  if (box.tempzone) return box.tempzone.zoneTypeNavigation.zoneTypeName;
  return box.plate ? `Pallet ${box.plate.plateCode}` : 'Printed Barcode';
}

function summaryOf(boxes: readonly TBoxLocation[]) {
  const places = new Map<string, { boxes: number; quantity: number }>();
  for (const box of boxes) {
    const place = places.get(placeOf(box)) ?? { boxes: 0, quantity: 0 };
    place.boxes += 1;
    place.quantity += box.quantity;
    places.set(placeOf(box), place);
  }
  return {
    total: boxes.reduce((sum, b) => sum + b.quantity, 0),
    places: [...places.entries()].sort(([a], [b]) => a.localeCompare(b)),
    shelves: new Set(boxes.flatMap((b) => (b.cell ? [b.cell.shelf.shelfCode] : []))),
    plates: new Set(boxes.flatMap((b) => (b.plate ? [b.plate.plateId] : []))),
  };
}

function ShelfTile({ shelf, searched, onOpen }: { shelf: TShelf; searched: boolean; onOpen: () => void }) {
  const band = shelfBandOf(shelf.availableCellCount, shelf.activeCellCount);
  return (
    <Card
      size="small"
      hoverable
      onClick={onOpen}
      data-testid="shelf-tile"
      data-band={searched ? 'searched' : band.band}
      style={{ width: 110, background: searched ? SHELF_SEARCHED_COLOR : band.color, textAlign: 'center' }}
    >
      <Typography.Text strong>{shelf.shelfCode}</Typography.Text>
      <div>
        {shelf.availableCellCount}/{shelf.activeCellCount} free
      </div>
    </Card>
  );
}

function ZoneMap(props: {
  zone: TZone;
  searchedShelves: ReadonlySet<string>;
  onOpen: (shelf: TShelf) => void;
  onAddShelf: () => void;
  onEditZone: () => void;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button onClick={props.onAddShelf} data-testid="shelf-add">
          Add Shelf
        </Button>
        <Button onClick={props.onEditZone} data-testid="zone-edit">
          Edit Zone
        </Button>
      </Space>
      {props.zone.shelves.length === 0 ? (
        <Empty />
      ) : (
        <Space wrap data-testid="zone-map">
          {props.zone.shelves.map((shelf) => (
            <ShelfTile
              key={shelf.shelfId}
              shelf={shelf}
              searched={props.searchedShelves.has(shelf.shelfCode)}
              onOpen={() => props.onOpen(shelf)}
            />
          ))}
        </Space>
      )}
    </Space>
  );
}

function TempZoneTile({ zoneTypeId, name, boxes }: { zoneTypeId: number; name: string; boxes?: number }) {
  const count = useTempZoneCount(zoneTypeId);
  return (
    <Card size="small" style={{ width: 170 }} data-testid="temp-zone-tile" title={name}>
      <div>{countOf(count.data ?? 0, 'pallet')}</div>
      {boxes !== undefined && <div>{countOf(boxes, 'box')} of the product</div>}
    </Card>
  );
}

export default function WarehouseManagementPage() {
  const zones = useWarehouseZones();
  const [productId, setProductId] = useState<number | null>(null);
  const locations = useProductLocations(productId);
  const [zoneTab, setZoneTab] = useState<string | undefined>();
  const [openShelf, setOpenShelf] = useState<TShelf | null>(null);
  const [dialog, setDialog] = useState<'zone' | 'shelf' | 'pallets' | 'barcode' | 'palletLabels' | null>(null);

  const summary = useMemo(() => summaryOf(productId ? (locations.data ?? []) : []), [productId, locations.data]);
  const zoneList = zones.data ?? [];
  const current = zoneList.find((z) => z.zoneCode === zoneTab) ?? zoneList[0];
  const boxesIn = (zoneName: string) =>
    productId ? (summary.places.find(([place]) => place === zoneName)?.[1].boxes ?? 0) : undefined;

  return (
    <>
      <PageTitle>Warehouse Management</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <div style={{ width: 360 }}>
          <ProductSelect value={productId} onChange={setProductId} allowClear />
        </div>
        <Button onClick={() => setDialog('barcode')} data-testid="print-barcode">
          Print Barcode
        </Button>
        <Button onClick={() => setDialog('pallets')} data-testid="pallet-management">
          Pallet Management
        </Button>
        <Button onClick={() => setDialog('palletLabels')} data-testid="print-pallet-labels">
          Print Pallet Labels
        </Button>
        {zoneList.length === 0 && (
          <Button onClick={() => setDialog('zone')} data-testid="zone-edit">
            Edit Zone
          </Button>
        )}
      </Space>

      {productId !== null && (
        <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }} data-testid="stock-summary">
          <Descriptions.Item label="Total Stock">
            {locations.isFetching ? <Spin size="small" /> : summary.total}
          </Descriptions.Item>
          <Descriptions.Item label="Location">
            {summary.places.length === 0
              ? 'No stock'
              : summary.places.map(([place, { boxes, quantity }]) => (
                  <Tag key={place} color={summary.shelves.has(place) ? 'red' : undefined}>
                    {place}: {countOf(boxes, 'box')}, {quantity}
                  </Tag>
                ))}
          </Descriptions.Item>
        </Descriptions>
      )}

      <Space wrap style={{ marginBottom: 16 }}>
        {ZONE_TYPES.map((z) => (
          <TempZoneTile
            key={z.zoneTypeId}
            zoneTypeId={z.zoneTypeId}
            name={z.zoneTypeName}
            boxes={boxesIn(z.zoneTypeName)}
          />
        ))}
        {productId !== null && (
          <Card size="small" style={{ width: 170 }} title="Printed Barcode" data-testid="printed-barcode-tile">
            {countOf(boxesIn('Printed Barcode') ?? 0, 'box')} on no pallet
          </Card>
        )}
      </Space>

      <Space wrap style={{ marginBottom: 8 }}>
        {SHELF_BANDS.map((b) => (
          <Tag key={b.band} color={b.color} style={{ color: '#000' }}>
            {BAND_LABELS[b.band]}
          </Tag>
        ))}
        <Tag color={SHELF_SEARCHED_COLOR}>Holds the searched product</Tag>
      </Space>

      {zones.isLoading ? (
        <Spin />
      ) : (
        <Tabs
          activeKey={current?.zoneCode}
          onChange={setZoneTab}
          items={zoneList.map((zone) => ({
            key: zone.zoneCode,
            label: `Zone ${zone.zoneCode}`,
            children: (
              <ZoneMap
                zone={zone}
                searchedShelves={summary.shelves}
                onOpen={setOpenShelf}
                onAddShelf={() => setDialog('shelf')}
                onEditZone={() => setDialog('zone')}
              />
            ),
          }))}
        />
      )}

      <ShelfCellsDialog shelf={openShelf} searchedPlates={summary.plates} onClose={() => setOpenShelf(null)} />
      {dialog === 'zone' && (
        <ZoneDialog open zoneCode={current?.zoneCode} zones={zoneList} onClose={() => setDialog(null)} />
      )}
      {dialog === 'shelf' && current && (
        <ShelfDialog
          open
          zoneId={current.zoneId}
          nextPosition={Math.max(0, ...current.shelves.map((s) => s.position)) + 1}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'pallets' && <PalletManagementDialog open onClose={() => setDialog(null)} />}
      {dialog === 'barcode' && <PrintBarcodeDialog open onClose={() => setDialog(null)} />}
      {dialog === 'palletLabels' && <PalletLabelsDialog open onClose={() => setDialog(null)} />}
    </>
  );
}

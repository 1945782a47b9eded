import {
  countOf,
  formatQuantity,
  SHELF_BANDS,
  SHELF_SEARCHED_COLOR,
  shelfBandOf,
  type TBoxLocation,
  type TShelf,
  type TZone,
  ZONE_TYPES,
} from '@packline/domain';
import { Badge, Button, Card, Descriptions, Empty, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../ui/page-title.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { useBoxLocations } from '../boxes/box-management.api.ts';
import { PRODUCT_OPTIONS } from '../catalogue/products.api.ts';
import { usePallet } from '../pallets/pallet-boxes.api.ts';
import { useTempZoneCount } from '../pallets/temp-zones.api.ts';
import { PalletDetailDialog } from '../pallets/temporary-zone-dialogs.tsx';
import { useWarehouseZones } from '../pallets/warehouse-map.api.ts';
import { PalletLabelsDialog, PrintBarcodeDialog } from './label-print-dialogs.tsx';
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

/** Where a box stands: a shelf, a temporary zone, a pallet standing nowhere, or no pallet yet (Printed Barcode). */
type TPlace =
  | { kind: 'shelf'; shelfCode: string }
  | { kind: 'zone'; zoneTypeId: number }
  | { kind: 'pallet'; plateId: number }
  | { kind: 'printed' };

/** Where a box stands, as the summary names it, and what its tag opens. */
function placeOf(box: TBoxLocation): { name: string; place: TPlace } {
  if (box.cell)
    return { name: box.cell.shelf.shelfCode, place: { kind: 'shelf', shelfCode: box.cell.shelf.shelfCode } };
  if (box.tempzone) {
    return {
      name: box.tempzone.zoneTypeNavigation.zoneTypeName,
      place: { kind: 'zone', zoneTypeId: box.tempzone.zoneTypeId },
    };
  }
  if (box.plate)
    return { name: `Pallet ${box.plate.plateCode}`, place: { kind: 'pallet', plateId: box.plate.plateId } };
  return { name: 'Printed Barcode', place: { kind: 'printed' } };
}

function summaryOf(boxes: readonly TBoxLocation[]) {
  const places = new Map<string, { boxes: number; quantity: number; place: TPlace }>();
  for (const box of boxes) {
    const { name, place: where } = placeOf(box);
    const place = places.get(name) ?? { boxes: 0, quantity: 0, place: where };
    place.boxes += 1;
    place.quantity += box.quantity;
    places.set(name, place);
  }
  return {
    total: boxes.reduce((sum, b) => sum + b.quantity, 0),
    places: [...places.entries()].sort(([a], [b]) => a.localeCompare(b)),
    shelves: new Set(boxes.flatMap((b) => (b.cell ? [b.cell.shelf.shelfCode] : []))),
    pallets: new Set(boxes.flatMap((b) => (b.plate ? [b.plate.plateId] : []))),
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
  const holds = boxes !== undefined && boxes > 0;
  return (
    <Card
      size="small"
      style={{ width: 170, borderColor: holds ? SHELF_SEARCHED_COLOR : undefined }}
      data-testid="temp-zone-tile"
      data-zone-type={zoneTypeId}
      title={name}
    >
      <div>{countOf(count.data ?? 0, 'pallet')}</div>
      {boxes !== undefined && <div>{countOf(boxes, 'box')} of the product</div>}
    </Card>
  );
}

export default function WarehouseManagementPage() {
  const zones = useWarehouseZones();
  const [productId, setProductId] = useState<number | null>(null);
  const locations = useBoxLocations(productId);
  const [zoneTab, setZoneTab] = useState<string | undefined>();
  const [openShelf, setOpenShelf] = useState<TShelf | null>(null);
  const [dialog, setDialog] = useState<'zone' | 'shelf' | 'pallets' | 'barcode' | 'palletLabels' | null>(null);

  const summary = useMemo(() => summaryOf(productId ? (locations.data ?? []) : []), [productId, locations.data]);
  const zoneList = zones.data ?? [];
  const current = zoneList.find((z) => z.zoneCode === zoneTab) ?? zoneList[0];
  const boxesIn = (zoneName: string) =>
    productId ? (summary.places.find(([place]) => place === zoneName)?.[1].boxes ?? 0) : undefined;
  const [openPalletId, setOpenPalletId] = useState<number | null>(null);
  const openPallet = usePallet(openPalletId);
  const navigate = useNavigate();
  /** Issue 30 §13: a location tag opens its shelf (on its zone's tab), its pallet, or scrolls to its zone's tile. */
  const goTo = (place: TPlace) => {
    if (place.kind === 'shelf') {
      const zone = zoneList.find((z) => z.shelves.some((shelf) => shelf.shelfCode === place.shelfCode));
      const shelf = zone?.shelves.find((candidate) => candidate.shelfCode === place.shelfCode);
      if (!zone || !shelf) return;
      setZoneTab(zone.zoneCode);
      setOpenShelf(shelf);
    } else if (place.kind === 'pallet') {
      setOpenPalletId(place.plateId);
    } else {
      const selector =
        place.kind === 'zone' ? `[data-zone-type="${place.zoneTypeId}"]` : '[data-testid="printed-barcode-tile"]';
      document.querySelector(selector)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  };
  /** How many shelves of each zone hold the searched product: their tabs say so. */
  const searchedIn = (zone: TZone) => zone.shelves.filter((shelf) => summary.shelves.has(shelf.shelfCode)).length;

  return (
    <>
      <PageTitle>Warehouse Management</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <div style={{ width: 360 }}>
          <RemoteSelect
            source={PRODUCT_OPTIONS}
            value={productId}
            onChange={setProductId}
            allowClear
            placeholder="Search a product"
            style={{ width: '100%' }}
            testId="map-product-search"
          />
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
            {locations.isFetching ? <Spin size="small" /> : formatQuantity(summary.total)}
          </Descriptions.Item>
          <Descriptions.Item label="Location">
            {summary.places.length === 0
              ? 'No stock'
              : summary.places.map(([name, { boxes, quantity, place }]) => (
                  <Tag
                    key={name}
                    color={summary.shelves.has(name) ? 'red' : undefined}
                    onClick={() => goTo(place)}
                    style={{ cursor: 'pointer' }}
                    role="button"
                    data-testid="location-tag"
                  >
                    {name}: {countOf(boxes, 'box')}, {formatQuantity(quantity)}
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
            label:
              searchedIn(zone) > 0 ? (
                <Badge
                  count={searchedIn(zone)}
                  size="small"
                  offset={[8, -2]}
                  title={`${countOf(searchedIn(zone), 'shelf', 'shelves')} hold the searched product`}
                  data-testid="zone-tab-searched"
                >
                  <span style={{ color: 'inherit' }}>Zone {zone.zoneCode}</span>
                </Badge>
              ) : (
                `Zone ${zone.zoneCode}`
              ),
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

      <PalletDetailDialog
        pallet={openPalletId === null ? null : openPallet}
        onClose={() => setOpenPalletId(null)}
        onRelocate={(pallet) => navigate(`/relocate-pallet?plateId=${pallet.plateId}`)}
      />
      <ShelfCellsDialog shelf={openShelf} searchedPallets={summary.pallets} onClose={() => setOpenShelf(null)} />
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

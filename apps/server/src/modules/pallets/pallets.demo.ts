import { BOX_SOURCE, ORDER_STATUS, PALLET_TYPE, ZONE_TYPES } from '@packline/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { seedBoxManagementDemo } from '../boxes/box-management.demo.ts';
import { createBoxBatches, type TNewBoxes } from '../boxes/boxes.service.ts';
import { baseProduct, product } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { seedRawMaterialDemo } from '../raw-materials/raw-material-applications.demo.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { seedLayoutDemo } from '../warehouse-layout/warehouse-layout.demo.ts';
import {
  createPallets,
  createZoneWithShelves,
  placePalletsInCells,
  placePalletsInTempZones,
} from '../warehouse-layout/warehouse-layout.service.ts';

// Demo stock (issue 6): zones A-D of shelves (3 rows × 2 columns), pallets in their cells and in the temporary zones,
// and boxes in whole cartons for the products of the live orders waiting for dispatch, so every such order can be
// picked — the most pressing orders first, within a budget of boxes that keeps the benchmark data set bounded.
// A few cartons stand on no pallet yet. Then the customers' pallet stock log.

const ZONES = ['A', 'B', 'C', 'D'] as const;
const SHELF_ROWS = 3;
const SHELF_COLS = 2;
/** Cartons on one pallet (the demo's pallet stacking layouts hold 36 to 40). */
const BOXES_PER_PALLET = 40;
/** Boxes of stock per size unit, and at most (the benchmark's size 84 stays at 20,000). */
const BOXES_PER_SIZE = 1_500;
const MAX_BOXES = 20_000;
/** About one pallet in six stands in a temporary zone instead of a shelf cell. */
const TEMP_ZONE_SHARE = 6;
const TEMP_ZONES = ['Picking Area', 'Dispatching Area', 'Packaging Area'].map(
  (name) => ZONE_TYPES.find((z) => z.zoneTypeName === name)?.zoneTypeId as number,
);
const EMPTY_PALLETS = 6;
const WAITING_FOR_DISPATCH = [
  ORDER_STATUS.Dispatch,
  ORDER_STATUS.Warehouse,
  ORDER_STATUS.Production,
  ORDER_STATUS.Approved,
];
const DAY_MS = 86_400_000;

interface TNeed {
  productId: number;
  packQuantity: number;
  pieces: number;
}

/** Pieces still to deliver per product on the live orders waiting for dispatch, the most pressing orders first. */
async function readNeeds(tx: DbOrTx, budget: number): Promise<TNeed[]> {
  const productPackaging = alias(packagingType, 'product_packaging');
  const lines = await tx
    .select({
      productId: orderProduct.productId,
      pieces: sql<string>`(${orderProduct.quantity} - ${orderProduct.deliveredQuantity})`,
      packQuantity: sql<number | null>`coalesce(${packagingType.quantity}, ${productPackaging.quantity})`,
    })
    .from(orderProduct)
    .innerJoin(salesOrder, eq(salesOrder.orderId, orderProduct.orderId))
    .innerJoin(product, eq(product.productId, orderProduct.productId))
    .leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .leftJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .leftJoin(productPackaging, eq(productPackaging.packagingTypeId, product.packagingTypeId))
    .where(
      and(
        isNull(salesOrder.deletedAt),
        eq(salesOrder.draft, 0),
        inArray(salesOrder.orderStatusId, WAITING_FOR_DISPATCH),
        sql`${orderProduct.quantity} > ${orderProduct.deliveredQuantity}`,
      ),
    )
    .orderBy(desc(salesOrder.orderStatusId), asc(salesOrder.requiredDate), asc(orderProduct.orderProductId));

  const needs = new Map<number, TNeed>();
  let cartons = 0;
  for (const line of lines) {
    const packQuantity = Math.max(1, Number(line.packQuantity ?? 1));
    const lineCartons = Math.ceil(Number(line.pieces) / packQuantity);
    if (cartons + lineCartons > budget) break;
    cartons += lineCartons;
    const need = needs.get(line.productId) ?? { productId: line.productId, packQuantity, pieces: 0 };
    need.pieces += lineCartons * packQuantity;
    needs.set(line.productId, need);
  }
  return [...needs.values()];
}

export async function seedWarehouseDemo(tx: DbOrTx, random: TRandom, size: number): Promise<void> {
  const [keeper] = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, 'warehouse'));
  const createdBy = keeper?.employeeId ?? null;
  const budget = Math.min(MAX_BOXES, BOXES_PER_SIZE * Math.max(1, size));
  const needs = await readNeeds(tx, budget);

  // ---- Cartons: what the orders need plus up to two spare, each product's on consecutive pallets ----
  const cartons: { productId: number; packQuantity: number; daysAgo: number }[] = [];
  const loose: TNewBoxes[] = [];
  needs.forEach((need, index) => {
    const count = Math.ceil(need.pieces / need.packQuantity) + random.int(0, 2);
    const daysAgo = random.int(1, 60);
    for (let n = 0; n < count; n++)
      cartons.push({ productId: need.productId, packQuantity: need.packQuantity, daysAgo });
    // Every eighth product has a carton just labelled, on no pallet yet.
    if (index % 8 === 0) {
      loose.push({
        productId: need.productId,
        quantityPerBox: need.packQuantity,
        count: 1,
        source: BOX_SOURCE.ManualCreated,
        createdBy,
        createdAt: new Date(Date.now() - random.int(0, 2) * DAY_MS),
      });
    }
  });
  const loadedPallets = Math.ceil(cartons.length / BOXES_PER_PALLET);
  // At least one pallet in each of the temporary zones.
  const inTempZones = Math.min(loadedPallets, Math.max(TEMP_ZONES.length, Math.floor(loadedPallets / TEMP_ZONE_SHARE)));
  const inCells = loadedPallets - inTempZones + EMPTY_PALLETS;

  // ---- Shelves for the pallets in cells with a quarter to spare, spread over the four zones ----
  const cellsPerShelf = SHELF_ROWS * SHELF_COLS;
  const shelvesPerZone = Math.max(4, Math.ceil((inCells * 1.25) / cellsPerShelf / ZONES.length));
  const cells: { cellId: number }[][] = [];
  for (const zoneCode of ZONES) {
    cells.push(
      await createZoneWithShelves(tx, {
        zoneCode,
        shelfCount: shelvesPerZone,
        totalRows: SHELF_ROWS,
        totalCols: SHELF_COLS,
        createdBy,
      }),
    );
  }
  // Fill the zones in turn, so every zone has pallets and free cells.
  const freeCells = cells[0].flatMap((_, i) => cells.map((zone) => zone[i]).filter((c) => c !== undefined));

  // ---- Pallets: the loaded ones (temporary pallets in the temp zones), the empty ones in cells ----
  const racked = await createPallets(tx, { count: loadedPallets - inTempZones + EMPTY_PALLETS, createdBy });
  const temporary = await createPallets(tx, { count: inTempZones, plateTypeId: PALLET_TYPE.Temporary, createdBy });
  await placePalletsInCells(
    tx,
    racked.map((p, i) => ({ plateId: p.plateId, cellId: freeCells[i].cellId })),
  );
  await placePalletsInTempZones(
    tx,
    temporary.map((p, i) => ({ plateId: p.plateId, zoneTypeId: TEMP_ZONES[i % TEMP_ZONES.length], createdBy })),
  );
  // Temporary pallets are spread among the racked ones (one every few loaded pallets).
  const loaded: number[] = [];
  const every = Math.max(1, Math.floor(loadedPallets / Math.max(1, inTempZones)));
  let nextRacked = 0;
  let nextTemporary = 0;
  for (let n = 0; n < loadedPallets; n++) {
    const racksLeft = nextRacked < loadedPallets - inTempZones;
    const temp = nextTemporary < temporary.length && (n % every === every - 1 || !racksLeft);
    loaded.push(temp ? temporary[nextTemporary++].plateId : racked[nextRacked++].plateId);
  }

  // ---- Boxes: one batch per product and pallet ----
  const batches: TNewBoxes[] = [];
  cartons.forEach((carton, i) => {
    const plateId = loaded[Math.floor(i / BOXES_PER_PALLET)];
    const last = batches.at(-1);
    if (last && last.productId === carton.productId && last.plateId === plateId) {
      last.count += 1;
      return;
    }
    batches.push({
      productId: carton.productId,
      quantityPerBox: carton.packQuantity,
      count: 1,
      source: BOX_SOURCE.ManualCreated,
      plateId,
      createdBy,
      createdAt: new Date(Date.now() - carton.daysAgo * DAY_MS),
    });
  });
  await createBoxBatches(tx, [...batches, ...loose]);
  await seedRawMaterialDemo(tx, random);
  await seedLayoutDemo(tx, random);
  await seedBoxManagementDemo(tx, random);
}

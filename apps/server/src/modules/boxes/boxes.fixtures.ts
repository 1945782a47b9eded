import { BOX_SOURCE, PALLET_TYPE, ZONE_TYPES } from '@packline/domain';
import { uniqueName } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  createPallets,
  createZoneWithShelves,
  placePalletsInCells,
  placePalletsInTempZones,
} from '../warehouse-layout/warehouse-layout.service.ts';
import { createBoxes } from './boxes.service.ts';

// Stock the warehouse and dispatch tests build on: a pallet in a shelf cell, one in a temporary zone, and boxes.

const PICKING_AREA = ZONE_TYPES.find((z) => z.zoneTypeName === 'Picking Area')?.zoneTypeId as number;

export interface TStockPlaces {
  /** A pallet standing in the first cell of a new shelf (row '1', column 'A'). */
  shelved: { plateId: number; plateCode: string; cellId: number; shelfCode: string };
  /** A pallet standing in the Picking Area. */
  picking: { plateId: number; plateCode: string; zoneTypeId: number };
  /** A pallet standing nowhere yet. */
  loose: { plateId: number; plateCode: string };
}

let zoneSequence = 0;
/** A zone letter no other fixture of this test file used (zone codes are unique). */
function nextZoneCode(): string {
  zoneSequence += 1;
  return `${String.fromCharCode(64 + (zoneSequence % 26 || 26))}${uniqueName('').replace(/[^0-9a-z]/gi, '')}`;
}

/** A one-shelf zone and three pallets: one in its first cell, one in the Picking Area, one nowhere. */
export async function createStockPlaces(db: DbOrTx): Promise<TStockPlaces> {
  const zoneCode = nextZoneCode();
  const [firstCell] = await createZoneWithShelves(db, { zoneCode, shelfCount: 1, totalRows: 1, totalCols: 1 });
  const [shelved, picking, loose] = await createPallets(db, { count: 3, plateTypeId: PALLET_TYPE.Default });
  await placePalletsInCells(db, [{ plateId: shelved.plateId, cellId: firstCell.cellId }]);
  await placePalletsInTempZones(db, [{ plateId: picking.plateId, zoneTypeId: PICKING_AREA }]);
  return {
    shelved: { ...shelved, cellId: firstCell.cellId, shelfCode: firstCell.code.split('-')[0] },
    picking: { ...picking, zoneTypeId: PICKING_AREA },
    loose,
  };
}

/** `count` boxes of `quantityPerBox` pieces of the product, in stock, on the pallet when one is given. */
export function stockBoxes(
  db: DbOrTx,
  productId: number,
  count: number,
  quantityPerBox: number,
  plateId: number | null = null,
) {
  return createBoxes(db, {
    productId,
    quantityPerBox,
    count,
    source: BOX_SOURCE.ManualCreated,
    plateId,
    createdBy: null,
  });
}

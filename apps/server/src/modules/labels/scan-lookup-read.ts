import { SCAN_MESSAGES, shelfCodeOfCellCode, type TBox, type TPallet, type TScanLookup } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { getBoxByBarCode, listBoxes } from '../boxes/box-read.ts';
import { palletBoxes } from '../boxes/boxes.reads.ts';
import { getPallet, listCellsOfShelf } from '../pallets/warehouse-map-read.ts';
import { findRawMaterialBox, listRawMaterialBoxesOnPallet } from '../raw-materials/raw-material-boxes-read.ts';
import { rawMaterialBoxes } from '../raw-materials/raw-materials.reads.ts';

// GET Scan/Lookup (issue 14, the phone screens): a scanned code is a box's barcode, a pallet's code, a shelf cell's
// code or a raw material box's code; the answer says which, where it stands and what is on it. Every part is read by
// the read that answers it elsewhere (box-read, warehouse-layout-read, raw-material-boxes-read).

/** The read's answer, or null where it answers 404 (a code that names nothing of this kind). */
async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The boxes standing on a pallet (its active pallet-box links), oldest first. */
const boxesOnPallet = (db: DbOrTx, palletId: number): Promise<TBox[]> =>
  listBoxes(db, eq(palletBoxes.plateId, palletId));

async function contentsOf(db: DbOrTx, pallet: TPallet) {
  const [boxes, rawMaterialBoxes] = await Promise.all([
    boxesOnPallet(db, pallet.plateId),
    listRawMaterialBoxesOnPallet(db, pallet.plateId),
  ]);
  return { pallet, boxes, rawMaterialBoxes };
}

async function lookUpBox(db: DbOrTx, code: string): Promise<TScanLookup | null> {
  const box = await unlessNotFound(getBoxByBarCode(db, code));
  if (!box) return null;
  const pallet = box.plateId === null ? null : await getPallet(db, { plateId: box.plateId });
  return { kind: 'box', box, pallet };
}

async function lookUpPallet(db: DbOrTx, code: string): Promise<TScanLookup | null> {
  const pallet = await unlessNotFound(getPallet(db, { plateCode: code }));
  return pallet ? { kind: 'pallet', ...(await contentsOf(db, pallet)) } : null;
}

async function lookUpCell(db: DbOrTx, code: string): Promise<TScanLookup | null> {
  const shelfCode = shelfCodeOfCellCode(code);
  if (!shelfCode) return null;
  const found = (await listCellsOfShelf(db, shelfCode)).find((c) => c.code === code.toUpperCase());
  if (!found) return null;
  if (!found.plate) return { kind: 'cell', cell: found, pallet: null, boxes: [], rawMaterialBoxes: [] };
  const contents = await contentsOf(db, await getPallet(db, { plateId: found.plate.plateId }));
  return { kind: 'cell', cell: found, ...contents };
}

async function lookUpRawMaterialBox(db: DbOrTx, code: string): Promise<TScanLookup | null> {
  const [coded] = await rawMaterialBoxes
    .select(db, { rawMaterialBoxId: rawMaterialBoxes.rawMaterialBoxId })
    .where(eq(rawMaterialBoxes.boxCode, code));
  const found = coded ? await findRawMaterialBox(db, coded.rawMaterialBoxId) : null;
  return found ? { kind: 'rawMaterialBox', rawMaterialBox: found } : null;
}

/** What a scanned code names: a box, a pallet, a cell or a raw material box, in that order; 404 for nothing. */
export async function lookUpScannedCode(db: DbOrTx, scanned: string): Promise<TScanLookup> {
  const code = scanned.trim();
  for (const lookUp of [lookUpBox, lookUpPallet, lookUpCell, lookUpRawMaterialBox]) {
    const found = await lookUp(db, code);
    if (found) return found;
  }
  throw new NotFoundError(SCAN_MESSAGES.nothingHasCode(code));
}

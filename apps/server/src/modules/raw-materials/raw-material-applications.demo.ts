import { PALLET_TYPE, ZONE_TYPES } from '@packline/domain';
import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import {
  createPallets,
  placePalletsInCells,
  placePalletsInTempZones,
} from '../warehouse-layout/warehouse-layout.service.ts';
import { cell, pallet } from '../warehouse-layout/warehouse-layout.tables.ts';
import {
  addApplication,
  addApplicationDetails,
  markAsRunout,
  processApplication,
  receiveRawMaterial,
} from './raw-material-applications.service.ts';
import { createRawMaterialBoxes } from './raw-material-boxes.service.ts';
import { rawMaterialBox } from './raw-materials.tables.ts';

// Demo raw material boxes (on pallets in free shelf cells and the Picking Area, two obsolete) and applications in
// every state, driven through the service as production and the warehouse would: not picked, picked boxes awaiting
// confirmation, picked (confirmed), and complete with a box run out.

const MATERIALS = 4;
const BOXES_PER_MATERIAL = 8;
const PICKING_AREA = ZONE_TYPES.find((z) => z.zoneTypeName === 'Picking Area')?.zoneTypeId as number;

export async function seedRawMaterialDemo(tx: DbOrTx, random: TRandom): Promise<void> {
  const materials = await tx
    .select({ rawMaterialId: rawMaterial.rawMaterialId, rawMaterialCode: rawMaterial.rawMaterialCode })
    .from(rawMaterial)
    .where(isNull(rawMaterial.deletedAt))
    .orderBy(asc(rawMaterial.rawMaterialId))
    .limit(MATERIALS);
  const people = await tx
    .select({ employeeId: employee.employeeId, userName: employee.userName })
    .from(employee)
    .where(inArray(employee.userName, ['production', 'warehouse']));
  const producer = people.find((p) => p.userName === 'production')?.employeeId;
  const keeper = people.find((p) => p.userName === 'warehouse')?.employeeId;
  if (materials.length === 0 || !producer || !keeper) return;

  // Three pallets in free shelf cells, one temporary pallet in the Picking Area (demo test: temporary zones hold
  // temporary pallets of the Packaging, Picking and Dispatching areas only).
  const freeCells = await tx
    .select({ cellId: cell.cellId })
    .from(cell)
    .where(and(eq(cell.active, 1), notExists(tx.select().from(pallet).where(eq(pallet.cellId, cell.cellId)))))
    .orderBy(asc(cell.cellId))
    .limit(3);
  const racked = await createPallets(tx, {
    count: freeCells.length,
    plateTypeId: PALLET_TYPE.Default,
    createdBy: keeper,
  });
  await placePalletsInCells(
    tx,
    freeCells.map((c, i) => ({ plateId: racked[i].plateId, cellId: c.cellId })),
  );
  const temporary = await createPallets(tx, { count: 1, plateTypeId: PALLET_TYPE.Temporary, createdBy: keeper });
  await placePalletsInTempZones(
    tx,
    temporary.map((p) => ({ plateId: p.plateId, zoneTypeId: PICKING_AREA, createdBy: keeper })),
  );
  const pallets = [...racked, ...temporary];

  for (const [m, material] of materials.entries()) {
    const poNumber = `PO${String(random.int(1000, 9999))}`;
    const boxes = await createRawMaterialBoxes(
      tx,
      Array.from({ length: BOXES_PER_MATERIAL }, (_, i) => ({
        boxCode: `${material.rawMaterialCode}-${String(i + 1).padStart(4, '0')}`,
        rawMaterialId: material.rawMaterialId,
        quantity: random.int(20, 30),
        plateId: pallets[(m + i) % pallets.length].plateId,
        poNumber,
        createdBy: keeper,
      })),
    );
    // The last box of the first two materials is obsolete.
    if (m < 2) {
      await tx
        .update(rawMaterialBox)
        .set({ active: 0 })
        .where(eq(rawMaterialBox.rawMaterialBoxId, boxes[boxes.length - 1].rawMaterialBoxId));
    }
    if (m >= 3) continue;

    const applied = async () =>
      addApplication(
        tx,
        { applyEmployeeId: producer, rawMaterialId: material.rawMaterialId, applyQuantity: random.int(2, 8) * 10 },
        producer,
      );
    const pickBox = (applicationId: number, box: { rawMaterialBoxId: number }) =>
      addApplicationDetails(tx, { applicationId, rawMaterialBoxId: box.rawMaterialBoxId, quantity: 20 }, keeper);

    // Not picked; picked boxes awaiting confirmation; picked; complete with a box run out.
    await applied();
    const awaiting = await applied();
    await pickBox(awaiting.applicationId, boxes[0]);
    const picked = await applied();
    await pickBox(picked.applicationId, boxes[1]);
    await processApplication(tx, { id: picked.applicationId }, keeper);
    const complete = await applied();
    const used = await pickBox(complete.applicationId, boxes[2]);
    await pickBox(complete.applicationId, boxes[3]);
    await processApplication(tx, { id: complete.applicationId }, keeper);
    await receiveRawMaterial(tx, { rawMaterialApplicationId: complete.applicationId, quantity: 40 }, producer);
    await markAsRunout(tx, { id: used.detailsId, runout: 1 }, producer);
  }
}

import {
  APPLICATION_PROCESSED,
  RAW_MATERIAL_APPLICATION_MESSAGES as MESSAGES,
  type TAddApplicationDetails,
  type TAddRawMaterialApplication,
  type TApplicationDetail,
  type TRawMaterialApplication,
  type TUpdateRawMaterialApplication,
} from '@packline/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { BusinessError, ForbiddenError, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { findApplication, findDetail } from './raw-material-applications-read.ts';
import { returnRawMaterialBox, takeRawMaterialBox } from './raw-material-boxes.service.ts';
import { applicationDetails, rawMaterialApplication } from './raw-materials.tables.ts';

// Raw material applications, in the words of spec 02 §4: production applies (processed 0, not picked); the warehouse
// picks boxes and confirms (processed 1, picked); production receives (receivedAt set, complete). Each write is one
// transaction that locks the application first, then its boxes.

export async function getApplication(db: Database | Transaction, applicationId: number) {
  const found = await findApplication(db, applicationId);
  if (!found) throw new NotFoundError(MESSAGES.notFound);
  return found;
}

async function lockApplication(tx: Transaction, applicationId: number) {
  const [found] = await tx
    .select()
    .from(rawMaterialApplication)
    .where(eq(rawMaterialApplication.applicationId, applicationId))
    .for('update');
  if (!found) throw new NotFoundError(MESSAGES.notFound);
  return found;
}

const picked = (application: { processed: number }) => application.processed === APPLICATION_PROCESSED.Picked;

async function detailsOf(tx: Transaction, applicationId: number) {
  return tx.select().from(applicationDetails).where(eq(applicationDetails.applicationId, applicationId));
}

/** POST RawMaterialApplication/AddRawMaterialApplication: a new application, not picked. */
export async function addApplication(
  db: Database,
  input: TAddRawMaterialApplication,
  actor: number | null,
): Promise<TRawMaterialApplication> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(rawMaterialApplication)
      .values({
        rawMaterialId: input.rawMaterialId,
        applyEmployeeId: input.applyEmployeeId,
        applyQuantity: input.applyQuantity,
        processed: APPLICATION_PROCESSED.NotPicked,
        createdBy: actor,
      })
      .returning({ applicationId: rawMaterialApplication.applicationId });
    return getApplication(tx, created.applicationId);
  });
}

/** PUT RawMaterialApplication/UpdateRawMaterialApplication: only while not picked (spec 02 §4). */
export async function updateApplication(
  db: Database,
  input: TUpdateRawMaterialApplication,
  actor: number | null,
): Promise<TRawMaterialApplication> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, input.applicationId);
    if (picked(application)) throw new BusinessError(MESSAGES.completedNotEditable);
    if (application.rawMaterialId !== input.rawMaterialId && (await detailsOf(tx, application.applicationId)).length) {
      throw new BusinessError(MESSAGES.boxOtherMaterial);
    }
    await tx
      .update(rawMaterialApplication)
      .set({
        rawMaterialId: input.rawMaterialId,
        applyEmployeeId: input.applyEmployeeId,
        applyQuantity: input.applyQuantity,
        updatedAt: new Date(),
        updatedBy: actor,
      })
      .where(eq(rawMaterialApplication.applicationId, input.applicationId));
    return getApplication(tx, input.applicationId);
  });
}

/** DELETE RawMaterialApplication/DeleteRawMaterialApplication: only while not picked; boxes picked go back. */
export async function deleteApplication(
  db: Database,
  applicationId: number,
  actor: number | null,
): Promise<TRawMaterialApplication> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (picked(application)) throw new BusinessError(MESSAGES.completedNotDeletable);
    const answer = await getApplication(tx, applicationId);
    for (const detail of await detailsOf(tx, applicationId)) {
      await returnRawMaterialBox(tx, {
        rawMaterialBoxId: detail.rawMaterialBoxId,
        plateId: detail.fromPlateId,
        employeeId: actor,
      });
    }
    await tx.delete(rawMaterialApplication).where(eq(rawMaterialApplication.applicationId, applicationId));
    return answer;
  });
}

/**
 * PUT RawMaterialApplication/ProcessRawMaterialApplication: the warehouse confirms its pick (processed 0 → 1). The
 * confirming employee is the caller; `warehouseEmployeeId`, when sent, must be the caller. Blocked once processed
 * is 1; at least one box must be picked ('Please set up table firstly!').
 */
export async function processApplication(
  db: Database,
  input: { id: number; warehouseEmployeeId?: number },
  caller: number,
): Promise<TRawMaterialApplication> {
  if (input.warehouseEmployeeId !== undefined && input.warehouseEmployeeId !== caller) {
    throw new ForbiddenError(MESSAGES.actAsYourself);
  }
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, input.id);
    if (picked(application)) throw new BusinessError(MESSAGES.completedNotEditable);
    const [{ boxes }] = await tx
      .select({ boxes: count() })
      .from(applicationDetails)
      .where(eq(applicationDetails.applicationId, input.id));
    if (boxes === 0) throw new BusinessError(MESSAGES.setUpTable);
    const confirmed = await tx
      .update(rawMaterialApplication)
      .set({
        processed: APPLICATION_PROCESSED.Picked,
        warehouseEmployeeId: caller,
        processedAt: new Date(),
        updatedAt: new Date(),
        updatedBy: caller,
      })
      .where(
        and(
          eq(rawMaterialApplication.applicationId, input.id),
          eq(rawMaterialApplication.processed, APPLICATION_PROCESSED.NotPicked),
        ),
      )
      .returning({ applicationId: rawMaterialApplication.applicationId });
    if (confirmed.length === 0) throw new BusinessError(MESSAGES.completedNotEditable);
    return getApplication(tx, input.id);
  });
}

/**
 * PUT RawMaterialApplication/ReceiveRawMaterial: production receives what was picked (the Process action): receivedAt
 * set, complete. Blocked if not picked or already complete (one conditional UPDATE: of two at once, one wins).
 */
export async function receiveRawMaterial(
  db: Database,
  input: { rawMaterialApplicationId: number; quantity: number },
  caller: number | null,
): Promise<TRawMaterialApplication> {
  return db.transaction(async (tx) => {
    const received = await tx
      .update(rawMaterialApplication)
      .set({ receivedAt: new Date(), receivedQuantity: input.quantity, updatedAt: new Date(), updatedBy: caller })
      .where(
        and(
          eq(rawMaterialApplication.applicationId, input.rawMaterialApplicationId),
          eq(rawMaterialApplication.processed, APPLICATION_PROCESSED.Picked),
          isNull(rawMaterialApplication.receivedAt),
        ),
      )
      .returning({ applicationId: rawMaterialApplication.applicationId });
    if (received.length === 0) {
      await getApplication(tx, input.rawMaterialApplicationId);
      throw new BusinessError(MESSAGES.notConfirmedOrCompleted);
    }
    return getApplication(tx, input.rawMaterialApplicationId);
  });
}

async function getDetail(db: Database | Transaction, detailsId: number): Promise<TApplicationDetail> {
  const found = await findDetail(db, detailsId);
  if (!found) throw new NotFoundError(MESSAGES.detailNotFound);
  return found;
}

/**
 * POST ApplicationDetails/AddApplicationDetails: the warehouse picks a box of the application's raw material. The box
 * leaves the warehouse (and its pallet); blocked once the application is picked.
 */
export async function addApplicationDetails(
  db: Database,
  input: TAddApplicationDetails,
  actor: number | null,
): Promise<TApplicationDetail> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, input.applicationId);
    if (picked(application)) throw new BusinessError(MESSAGES.completedNotEditable);
    const { fromPlateId } = await takeRawMaterialBox(tx, {
      rawMaterialBoxId: input.rawMaterialBoxId,
      rawMaterialId: application.rawMaterialId,
      quantity: input.quantity,
      employeeId: actor,
    });
    const [created] = await tx
      .insert(applicationDetails)
      .values({
        applicationId: input.applicationId,
        rawMaterialBoxId: input.rawMaterialBoxId,
        quantity: input.quantity,
        fromPlateId,
        createdBy: actor,
      })
      .returning({ detailsId: applicationDetails.detailsId });
    return getDetail(tx, created.detailsId);
  });
}

/** DELETE ApplicationDetails/DeleteApplicationDetails: undoes a pick (the box back on its pallet) while not picked. */
export async function deleteApplicationDetails(
  db: Database,
  detailsId: number,
  actor: number | null,
): Promise<TApplicationDetail> {
  return db.transaction(async (tx) => {
    const answer = await getDetail(tx, detailsId);
    const application = await lockApplication(tx, answer.applicationId);
    if (picked(application)) throw new BusinessError(MESSAGES.completedNotEditable);
    const deleted = await tx.delete(applicationDetails).where(eq(applicationDetails.detailsId, detailsId)).returning({
      rawMaterialBoxId: applicationDetails.rawMaterialBoxId,
      fromPlateId: applicationDetails.fromPlateId,
    });
    if (deleted.length === 0) throw new NotFoundError(MESSAGES.detailNotFound);
    await returnRawMaterialBox(tx, {
      rawMaterialBoxId: deleted[0].rawMaterialBoxId,
      plateId: deleted[0].fromPlateId,
      employeeId: actor,
    });
    return answer;
  });
}

/** PUT ApplicationDetails/MarkAsRunout: a picked box is used up (1) or not (0); only once the application is picked. */
export async function markAsRunout(
  db: Database,
  input: { id: number; runout: number },
  actor: number | null,
): Promise<TApplicationDetail> {
  return db.transaction(async (tx) => {
    const detail = await getDetail(tx, input.id);
    const application = await lockApplication(tx, detail.applicationId);
    if (!picked(application)) throw new BusinessError(MESSAGES.notPicked);
    await tx
      .update(applicationDetails)
      .set({ runout: input.runout, updatedAt: new Date(), updatedBy: actor })
      .where(eq(applicationDetails.detailsId, input.id));
    return getDetail(tx, input.id);
  });
}

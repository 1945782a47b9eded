import {
  HR_MESSAGES as M,
  todayInAuckland,
  type ZAddAttachedRecord,
  type ZAddContract,
  type ZAddHumanResource,
  type ZUpdateHumanResource,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { BusinessError } from '../../core/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { orNotFound } from '../../db/rows.ts';
import type { TUploadStore } from '../common/uploads.service.ts';
import { hrAttachedRecord, hrContract, humanResource } from './hr.tables.ts';
import { getAttachedRecord, getContract, getHumanResourceDetail, listHumanResources } from './hr-read.ts';

// HR records, their attached files and contracts (spec 02 §2 HR list, §3 Human resource; issue 19). Rules: README.md.

type TAddRecord = z.output<typeof ZAddHumanResource>;
type TUpdateRecord = z.output<typeof ZUpdateHumanResource>;
type TAddAttached = z.output<typeof ZAddAttachedRecord>;
type TAddContractInput = z.output<typeof ZAddContract>;

export const getAllHumanResources = (db: DbOrTx) => listHumanResources(db);

export async function getHumanResource(db: DbOrTx, humanResourceId: number) {
  return orNotFound(await getHumanResourceDetail(db, humanResourceId), M.notFound);
}

function refuseFutureBirthday(record: TAddRecord): void {
  if (record.dob !== null && record.dob > todayInAuckland()) {
    throw new BusinessError(M.birthdayInFuture, { dob: [M.birthdayInFuture] });
  }
}

const valuesOf = (record: TAddRecord) => ({
  firstName: record.firstName,
  lastName: record.lastName,
  phone: record.phone,
  email: record.email,
  roleId: record.roleId,
  dob: record.dob,
  entryDate: record.entryDate,
});

export async function addHumanResource(db: Database, record: TAddRecord, actor: number | null) {
  refuseFutureBirthday(record);
  const [row] = await db
    .insert(humanResource)
    .values({ ...valuesOf(record), createdBy: actor })
    .returning({ humanResourceId: humanResource.humanResourceId });
  return getHumanResource(db, orNotFound(row, M.notFound).humanResourceId);
}

export async function updateHumanResource(db: Database, record: TUpdateRecord, actor: number | null) {
  refuseFutureBirthday(record);
  const updated = await db
    .update(humanResource)
    .set({ ...valuesOf(record), updatedBy: actor })
    .where(eq(humanResource.humanResourceId, record.humanResourceId))
    .returning({ humanResourceId: humanResource.humanResourceId });
  orNotFound(updated[0], M.notFound);
  return getHumanResource(db, record.humanResourceId);
}

/** The record goes with its attached records and contracts. */
export async function deleteHumanResource(db: Database, humanResourceId: number): Promise<number> {
  const deleted = await db
    .delete(humanResource)
    .where(eq(humanResource.humanResourceId, humanResourceId))
    .returning({ humanResourceId: humanResource.humanResourceId });
  return orNotFound(deleted[0], M.notFound).humanResourceId;
}

/** A file must be one this server stored (Common/UploadImage); its canonical url is kept. */
async function uploadedUrl(uploads: TUploadStore, url: string, field: string): Promise<string> {
  const file = await uploads.find(url);
  if (!file) throw new BusinessError(M.fileNotUploaded, { [field]: [M.fileNotUploaded] });
  return file.url;
}

async function recordExists(db: DbOrTx, humanResourceId: number): Promise<void> {
  const [row] = await db
    .select({ id: humanResource.humanResourceId })
    .from(humanResource)
    .where(eq(humanResource.humanResourceId, humanResourceId));
  orNotFound(row, M.notFound);
}

/** The row action Add Attachment: a file of a record type on the record. */
export async function addAttachedRecord(
  db: Database,
  uploads: TUploadStore,
  input: TAddAttached,
  actor: number | null,
) {
  await recordExists(db, input.humanResourceId);
  const url = await uploadedUrl(uploads, input.url, 'url');
  const [row] = await db
    .insert(hrAttachedRecord)
    .values({ humanResourceId: input.humanResourceId, recordTypeId: input.recordTypeId, url, createdBy: actor })
    .returning({ attachedRecordId: hrAttachedRecord.attachedRecordId });
  return orNotFound(await getAttachedRecord(db, orNotFound(row, M.notFound).attachedRecordId), M.notFound);
}

/** The row action Add Contract: contract type, effective, expiry and trial dates, description and the signed file. */
export async function addContract(db: Database, uploads: TUploadStore, input: TAddContractInput, actor: number | null) {
  await recordExists(db, input.humanResourceId);
  const url = input.url === null ? null : await uploadedUrl(uploads, input.url, 'url');
  const [row] = await db
    .insert(hrContract)
    .values({
      humanResourceId: input.humanResourceId,
      contractTypeId: input.contractTypeId,
      effDate: input.effDate,
      expDate: input.expDate,
      trialDate: input.trialDate,
      contractDesc: input.contractDesc,
      url,
      createdBy: actor,
    })
    .returning({ contractId: hrContract.contractId });
  return orNotFound(await getContract(db, orNotFound(row, M.notFound).contractId), M.notFound);
}

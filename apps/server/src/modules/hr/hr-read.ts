import { contractExpiryOf, isBirthdayDue, isContractDue, todayInAuckland } from '@packline/domain';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roles } from '../access/access.reads.ts';
import { contractTypes, recordTypes } from '../lookups/lookups.reads.ts';
import { hrAttachedRecord, hrContract, humanResource } from './hr.tables.ts';

// Reads of the HR list: the records with their role's name and the two flags (birthday due, contract due, worked out
// for today in Auckland), and one record with its files and contracts.

function selectContracts(db: DbOrTx, where: SQL) {
  const select = db
    .select({
      contractId: hrContract.contractId,
      humanResourceId: hrContract.humanResourceId,
      contractTypeId: hrContract.contractTypeId,
      contractTypeName: contractTypes.contractTypeName,
      effDate: hrContract.effDate,
      expDate: hrContract.expDate,
      trialDate: hrContract.trialDate,
      contractDesc: hrContract.contractDesc,
      url: hrContract.url,
      createdAt: hrContract.createdAt,
    })
    .from(hrContract)
    .$dynamic();
  return contractTypes
    .innerJoin(select, hrContract.contractTypeId)
    .where(where)
    .orderBy(desc(hrContract.effDate), desc(hrContract.contractId));
}

async function selectRecords(db: DbOrTx, where?: SQL, now = new Date()) {
  const select = db
    .select({
      humanResourceId: humanResource.humanResourceId,
      firstName: humanResource.firstName,
      lastName: humanResource.lastName,
      phone: humanResource.phone,
      email: humanResource.email,
      roleId: humanResource.roleId,
      roleName: roles.roleName,
      dob: humanResource.dob,
      entryDate: humanResource.entryDate,
      createdAt: humanResource.createdAt,
    })
    .from(humanResource)
    .$dynamic();
  const rows = await roles
    .leftJoin(select, humanResource.roleId)
    .where(where)
    .orderBy(asc(humanResource.firstName), asc(humanResource.lastName), asc(humanResource.humanResourceId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.humanResourceId);
  const contracts = await db
    .select({ humanResourceId: hrContract.humanResourceId, effDate: hrContract.effDate, expDate: hrContract.expDate })
    .from(hrContract)
    .where(inArray(hrContract.humanResourceId, ids));
  const today = todayInAuckland(now);
  return rows.map((row) => {
    const expiry = contractExpiryOf(contracts.filter((c) => c.humanResourceId === row.humanResourceId));
    return {
      ...row,
      birthdayDue: isBirthdayDue(row.dob, today),
      contractDue: isContractDue(expiry, today),
      contractExpDate: expiry,
    };
  });
}

/** Every HR record, by name. */
export const listHumanResources = (db: DbOrTx, now?: Date) => selectRecords(db, undefined, now);

function selectAttached(db: DbOrTx, where: SQL) {
  const select = db
    .select({
      attachedRecordId: hrAttachedRecord.attachedRecordId,
      humanResourceId: hrAttachedRecord.humanResourceId,
      recordTypeId: hrAttachedRecord.recordTypeId,
      recordTypeName: recordTypes.recordTypeName,
      url: hrAttachedRecord.url,
      createdAt: hrAttachedRecord.createdAt,
    })
    .from(hrAttachedRecord)
    .$dynamic();
  return recordTypes
    .innerJoin(select, hrAttachedRecord.recordTypeId)
    .where(where)
    .orderBy(desc(hrAttachedRecord.createdAt), desc(hrAttachedRecord.attachedRecordId));
}

/** One HR record with its files and contracts, newest first. */
export async function getHumanResourceDetail(db: DbOrTx, humanResourceId: number) {
  const [row] = await selectRecords(db, eq(humanResource.humanResourceId, humanResourceId));
  if (!row) return undefined;
  const attachedRecord = await selectAttached(db, eq(hrAttachedRecord.humanResourceId, humanResourceId));
  const contract = await selectContracts(db, eq(hrContract.humanResourceId, humanResourceId));
  return { ...row, attachedRecord, contract };
}

export async function getAttachedRecord(db: DbOrTx, attachedRecordId: number) {
  const [row] = await selectAttached(db, eq(hrAttachedRecord.attachedRecordId, attachedRecordId));
  return row;
}

export async function getContract(db: DbOrTx, contractId: number) {
  const [row] = await selectContracts(db, eq(hrContract.contractId, contractId));
  return row;
}

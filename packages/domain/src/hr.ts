import dayjs from 'dayjs';
import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { shiftDate } from './dates.ts';
import { isCalendarDate } from './working-arrangement.ts';

// HR records (spec 02 §2 "Reports, HR…" HR list, §3 Human resource; issue 19): a person's HR record (name, phone,
// role, birthday, entry date), the files kept on it (attached records, each of a record type) and their employment
// contracts (contract type, effective, expiry and trial dates). HR data is read only on the HR list.

/** The HR list is the only screen that reads or writes HR records, their files and contracts. */
export const HR_PAGES = ['/hr-list-management'] as const;

/** Birthday due: the next birthday is today or within this many days (README). */
export const BIRTHDAY_DUE_DAYS = 7;
/** Contract due: the contract in force expires today or within this many days (README). */
export const CONTRACT_DUE_DAYS = 30;

export const HR_MESSAGES = {
  notFound: 'No HR record of this id.',
  recordTypeRequired: 'Please select a record type !',
  contractTypeRequired: 'Please select a contract type !',
  effDateRequired: 'Please select the effective date !',
  fileRequired: 'Please upload the file first.',
  fileNotUploaded: 'The file was not found: please upload it again.',
  expiryBeforeEffective: 'The expiry date cannot be before the effective date.',
  trialOutsideContract: 'The trial end date must be between the effective and the expiry date.',
  birthdayInFuture: 'The birthday cannot be in the future.',
} as const;

// ---- Pure rules -----------------------------------------------------------------------------------------------------

/**
 * The birthday of a person born on `dob` in `year`: dayjs's year step stops on the last day of a shorter month, so
 * 29 February is kept on 28 February in the years that are not leap years.
 */
const birthdayIn = (dob: string, year: number): string => shiftDate(dob, year - Number(dob.slice(0, 4)), 'year');

/** Days from `today` to the next birthday of someone born on `dob` (0 when it is today); both 'YYYY-MM-DD'. */
export function daysUntilBirthday(dob: string, today: string): number {
  const year = Number(today.slice(0, 4));
  let next = birthdayIn(dob, year);
  if (next < today) next = birthdayIn(dob, year + 1);
  return dayjs.utc(next).diff(dayjs.utc(today), 'day');
}

/** Birthday due: the next birthday is today or within the next BIRTHDAY_DUE_DAYS days. */
export function isBirthdayDue(dob: string | null, today: string): boolean {
  return dob !== null && daysUntilBirthday(dob, today) <= BIRTHDAY_DUE_DAYS;
}

export interface TContractDates {
  effDate: string;
  expDate: string | null;
}

/**
 * The expiry of the contract in force: the latest expiry of the contracts, or null when there is none or one of them
 * has no expiry (open-ended: nothing to renew).
 */
export function contractExpiryOf(contracts: readonly TContractDates[]): string | null {
  if (contracts.length === 0 || contracts.some((c) => c.expDate === null)) return null;
  return contracts.reduce<string>((latest, c) => ((c.expDate ?? '') > latest ? (c.expDate ?? '') : latest), '');
}

/** Contract due: the contract in force expires today or within the next CONTRACT_DUE_DAYS days. */
export function isContractDue(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry >= today && expiry <= shiftDate(today, CONTRACT_DUE_DAYS, 'day');
}

// ---- Replies --------------------------------------------------------------------------------------------------------

export const ZAttachedRecord = z.object({
  attachedRecordId: z.number().int(),
  humanResourceId: z.number().int(),
  recordTypeId: z.number().int(),
  recordTypeName: z.string(),
  /** The stored file's url (Common/UploadImage). */
  url: z.string(),
  createdAt: ZTimestamp,
});
export type TAttachedRecord = z.infer<typeof ZAttachedRecord>;

export const ZHrContract = z.object({
  contractId: z.number().int(),
  humanResourceId: z.number().int(),
  contractTypeId: z.number().int(),
  contractTypeName: z.string(),
  effDate: z.string(),
  expDate: z.string().nullable(),
  /** The end of the trial period. */
  trialDate: z.string().nullable(),
  contractDesc: z.string().nullable(),
  url: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type THrContract = z.infer<typeof ZHrContract>;

export const ZHumanResource = z.object({
  humanResourceId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  dob: z.string().nullable(),
  entryDate: z.string().nullable(),
  birthdayDue: z.boolean(),
  contractDue: z.boolean(),
  /** The expiry of the contract in force (contractExpiryOf). */
  contractExpDate: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type THumanResource = z.infer<typeof ZHumanResource>;
export const ZHumanResourceList = z.array(ZHumanResource);

/** GetHumanResourceById: the record with its files and contracts (newest first). */
export const ZHumanResourceDetail = ZHumanResource.extend({
  attachedRecord: z.array(ZAttachedRecord),
  contract: z.array(ZHrContract),
});
export type THumanResourceDetail = z.infer<typeof ZHumanResourceDetail>;

// ---- Requests -------------------------------------------------------------------------------------------------------

const required = (label: string) => `${label} is required!`;
const idOf = (name: string, missing = required(name)) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : `${name} must be a number`),
    })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);
const date = (label: string, missing = required(label)) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : `${label} must be a date`),
    })
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`);
const optionalDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    date(label)
      .nullish()
      .transform((v) => v ?? null),
  );
const name = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(100, `${label} must be at most 100 characters`);
const optionalText = (max: number, label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST HumanResource/AddHumanResource {firstName, lastName, phone, email, roleId, dob, entryDate}. */
export const ZAddHumanResource = z.object({
  firstName: name('First Name'),
  lastName: name('Last Name'),
  phone: optionalText(50, 'Phone'),
  email: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .email({ error: 'Email is not a valid email!' })
      .max(200)
      .nullish()
      .transform((v) => v ?? null),
  ),
  roleId: idOf('roleId')
    .nullish()
    .transform((v) => v ?? null),
  dob: optionalDate('Birthday'),
  entryDate: optionalDate('Entry Date'),
});
export type TAddHumanResource = z.input<typeof ZAddHumanResource>;
export const ZUpdateHumanResource = ZAddHumanResource.extend({ humanResourceId: idOf('humanResourceId') });
export type TUpdateHumanResource = z.input<typeof ZUpdateHumanResource>;

export const ZHumanResourceIdQuery = z.object({ id: queryIdSchema('id') });

/** POST HumanResource/AddAttachedRecord {humanResourceId, recordTypeId, url}: a file of a record type. */
export const ZAddAttachedRecord = z.object({
  humanResourceId: idOf('humanResourceId'),
  recordTypeId: idOf('recordTypeId', HR_MESSAGES.recordTypeRequired),
  url: z.string({ error: HR_MESSAGES.fileRequired }).trim().min(1, HR_MESSAGES.fileRequired).max(2000),
});
export type TAddAttachedRecord = z.input<typeof ZAddAttachedRecord>;

/** POST HumanResource/AddContract {humanResourceId, contractTypeId, effDate, expDate, trialDate, contractDesc, url}. */
export const ZAddContract = z
  .object({
    humanResourceId: idOf('humanResourceId'),
    contractTypeId: idOf('contractTypeId', HR_MESSAGES.contractTypeRequired),
    effDate: date('Effective Date', HR_MESSAGES.effDateRequired),
    expDate: optionalDate('Expiry Date'),
    trialDate: optionalDate('Trial Date'),
    contractDesc: optionalText(300, 'Description'),
    url: optionalText(2000, 'File'),
  })
  .refine((c) => c.expDate === null || c.expDate >= c.effDate, {
    message: HR_MESSAGES.expiryBeforeEffective,
    path: ['expDate'],
  })
  .refine(
    (c) => c.trialDate === null || (c.trialDate >= c.effDate && (c.expDate === null || c.trialDate <= c.expDate)),
    {
      message: HR_MESSAGES.trialOutsideContract,
      path: ['trialDate'],
    },
  );
export type TAddContract = z.input<typeof ZAddContract>;

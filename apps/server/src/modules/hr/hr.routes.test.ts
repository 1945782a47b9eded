import {
  CATALOGUES,
  catalogueRowSchema,
  HR_MESSAGES as M,
  shiftDate,
  type TApiError,
  todayInAuckland,
  ZAttachedRecord,
  ZHrContract,
  ZHumanResourceDetail,
  ZHumanResourceList,
  ZUploadedFile,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { ok200 } from '../quotations/quotation.fixtures.ts';

// HR records (spec 02 §2 HR list, §3 Human resource; issue 19): the record calls, the birthday-due and contract-due
// flags at the edges of their windows, Add Attachment and Add Contract with their files and refusals, and that only
// the HR list reads any of it.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const H = '/api/HumanResource';

let t: TTestApp;
let hr: string;
let roleId: number;
let recordTypeId: number;
let contractTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.createStaff({ pages: ['/hr-list-management'] })).token;
  const admin = await t.loginAdmin();
  roleId = await t.createRole(['/home']);
  recordTypeId = (
    await ok200(
      t
        .api(admin)
        .post(
          '/api/RecordType/AddRecordType',
          { recordTypeName: 'Training' },
          catalogueRowSchema(CATALOGUES.recordType),
        ),
    )
  ).recordTypeId;
  contractTypeId = (
    await ok200(
      t
        .api(admin)
        .post(
          '/api/ContractType/AddContractType',
          { contractTypeName: 'Fixed-term' },
          catalogueRowSchema(CATALOGUES.contractType),
        ),
    )
  ).contractTypeId;
});
afterAll(() => t?.close());

const api = (token = hr) => t.api(token);
const message = (res: TReply<TApiError>) => res.body.message.message;
const today = () => todayInAuckland();
const day = (days: number) => shiftDate(today(), days, 'day');
/** A date of birth `age` years before the day `days` from today. */
const bornDaysFromNow = (days: number, age = 30) => {
  const d = day(days);
  return `${Number(d.slice(0, 4)) - age}${d.slice(4)}`;
};

async function uploadFile(token = hr): Promise<string> {
  const form = new FormData();
  form.append('imageFile', new Blob([PNG], { type: 'image/png' }), 'contract.png');
  return (await ok200(api(token).post('/api/Common/UploadImage', form, ZUploadedFile))).url;
}

const newRecord = (body: Record<string, unknown> = {}) =>
  ok200(
    api().post(
      `${H}/AddHumanResource`,
      { firstName: uniqueName('Ana'), lastName: 'Ngata', ...body },
      ZHumanResourceDetail,
    ),
  );

const listed = async (humanResourceId: number) =>
  found(
    await ok200(api().get(`${H}/GetAllHumanResource`, ZHumanResourceList)),
    (r) => r.humanResourceId === humanResourceId,
  );

describe('HR records', () => {
  it('adds, reads, lists, updates and deletes a record', async () => {
    const added = await ok200(
      api().post(
        `${H}/AddHumanResource`,
        {
          firstName: ' Mere ',
          lastName: 'Parata',
          phone: '021 555 0101',
          email: 'mere@example.co.nz',
          roleId,
          dob: '1990-03-15',
          entryDate: '2021-06-01',
        },
        ZHumanResourceDetail,
      ),
    );
    expect(added).toMatchObject({
      firstName: 'Mere',
      phone: '021 555 0101',
      roleId,
      roleName: expect.any(String),
      dob: '1990-03-15',
      entryDate: '2021-06-01',
      attachedRecord: [],
      contract: [],
    });
    expect(await listed(added.humanResourceId)).toMatchObject({ lastName: 'Parata', contractExpDate: null });

    const updated = await ok200(
      api().put(
        `${H}/UpdateHumanResource`,
        {
          humanResourceId: added.humanResourceId,
          firstName: 'Mere',
          lastName: 'Parata-Smith',
          email: '',
          dob: '',
        },
        ZHumanResourceDetail,
      ),
    );
    expect(updated).toMatchObject({ lastName: 'Parata-Smith', email: null, dob: null, roleId: null, phone: null });

    await ok200(
      api().post(
        `${H}/AddContract`,
        { humanResourceId: added.humanResourceId, contractTypeId, effDate: day(0) },
        ZHrContract,
      ),
    );
    expect(await ok200(api().delete(`${H}/DeleteHumanResource?id=${added.humanResourceId}`, z.number().int()))).toBe(
      added.humanResourceId,
    );
    const gone = await api().get(`${H}/GetHumanResourceById?id=${added.humanResourceId}`, REFUSED);
    expect(gone.status).toBe(404);
    expect(message(gone)).toBe(M.notFound);
    expect((await api().delete(`${H}/DeleteHumanResource?id=${added.humanResourceId}`, REFUSED)).status).toBe(404);
    const missing = await api().put(
      `${H}/UpdateHumanResource`,
      {
        humanResourceId: 999_999,
        firstName: 'A',
        lastName: 'B',
      },
      REFUSED,
    );
    expect(missing.status).toBe(404);
  });

  it('needs a first and last name, a valid e-mail and dates, and no birthday in the future', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First Name is required!'],
      [{ lastName: undefined }, 'lastName', 'Last Name is required!'],
      [{ email: 'not-an-email' }, 'email', 'Email is not a valid email!'],
      [{ dob: '15/03/1990' }, 'dob', 'Birthday must be a date (YYYY-MM-DD)'],
      [{ entryDate: '2021-02-30' }, 'entryDate', 'Entry Date must be a date (YYYY-MM-DD)'],
    ];
    for (const [change, field, text] of cases) {
      const res = await api().post(`${H}/AddHumanResource`, { firstName: 'A', lastName: 'B', ...change }, REFUSED);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[field]).toEqual([text]);
    }
    const future = await api().post(`${H}/AddHumanResource`, { firstName: 'A', lastName: 'B', dob: day(1) }, REFUSED);
    expect(future.status).toBe(400);
    expect(message(future)).toBe(M.birthdayInFuture);
  });
});

describe('the birthday-due and contract-due flags', () => {
  it('flags a birthday today or within the next 7 days', async () => {
    for (const [days, due] of [
      [0, true],
      [7, true],
      [8, false],
      [-1, false],
    ] as const) {
      const record = await newRecord({ dob: bornDaysFromNow(days) });
      expect((await listed(record.humanResourceId)).birthdayDue, `birthday in ${days} days`).toBe(due);
    }
    expect((await listed((await newRecord()).humanResourceId)).birthdayDue).toBe(false);
  });

  it('flags a contract in force that expires today or within the next 30 days', async () => {
    const withContracts = async (contracts: { effDate: string; expDate?: string }[]) => {
      const record = await newRecord();
      for (const c of contracts) {
        await ok200(
          api().post(
            `${H}/AddContract`,
            { humanResourceId: record.humanResourceId, contractTypeId, ...c },
            ZHrContract,
          ),
        );
      }
      return listed(record.humanResourceId);
    };
    expect(await withContracts([{ effDate: day(-300), expDate: day(0) }])).toMatchObject({
      contractDue: true,
      contractExpDate: day(0),
    });
    expect((await withContracts([{ effDate: day(-300), expDate: day(30) }])).contractDue).toBe(true);
    expect((await withContracts([{ effDate: day(-300), expDate: day(31) }])).contractDue).toBe(false);
    // Ended already: nothing left to expire.
    expect((await withContracts([{ effDate: day(-300), expDate: day(-1) }])).contractDue).toBe(false);
    // Renewed: the later contract is the one in force.
    const renewed = await withContracts([
      { effDate: day(-300), expDate: day(10) },
      { effDate: day(11), expDate: day(400) },
    ]);
    expect(renewed).toMatchObject({ contractDue: false, contractExpDate: day(400) });
    // Made permanent (no expiry).
    expect((await withContracts([{ effDate: day(-300), expDate: day(10) }, { effDate: day(11) }])).contractDue).toBe(
      false,
    );
    expect((await withContracts([])).contractDue).toBe(false);
  });
});

describe('Add Attachment', () => {
  it('keeps an uploaded file of a record type on the record', async () => {
    const record = await newRecord();
    const url = await uploadFile();
    const added = await ok200(
      api().post(
        `${H}/AddAttachedRecord`,
        { humanResourceId: record.humanResourceId, recordTypeId, url },
        ZAttachedRecord,
      ),
    );
    expect(added).toMatchObject({ recordTypeId, recordTypeName: 'Training', url });
    const detail = await ok200(
      api().get(`${H}/GetHumanResourceById?id=${record.humanResourceId}`, ZHumanResourceDetail),
    );
    expect(detail.attachedRecord.map((a) => a.url)).toEqual([url]);
  });

  it('needs a record type and a file this server stored, on a record that exists', async () => {
    const record = await newRecord();
    const url = await uploadFile();
    const body = { humanResourceId: record.humanResourceId, recordTypeId, url };
    const noType = await api().post(`${H}/AddAttachedRecord`, { ...body, recordTypeId: undefined }, REFUSED);
    expect(noType.body.errors?.recordTypeId).toEqual([M.recordTypeRequired]);
    const noFile = await api().post(`${H}/AddAttachedRecord`, { ...body, url: '' }, REFUSED);
    expect(noFile.body.errors?.url).toEqual([M.fileRequired]);
    for (const bad of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      'https://example.com/x.pdf',
      '../../etc/passwd',
    ]) {
      const res = await api().post(`${H}/AddAttachedRecord`, { ...body, url: bad }, REFUSED);
      expect(res.status, bad).toBe(400);
      expect(message(res)).toBe(M.fileNotUploaded);
    }
    const unknown = await api().post(`${H}/AddAttachedRecord`, { ...body, humanResourceId: 999_999 }, REFUSED);
    expect(unknown.status).toBe(404);
    const wrongType = await api().post(`${H}/AddAttachedRecord`, { ...body, recordTypeId: 999_999 }, REFUSED);
    expect(wrongType.status).toBe(400);
  });
});

describe('Add Contract', () => {
  it('keeps the contract type, dates, description and file', async () => {
    const record = await newRecord();
    const url = await uploadFile();
    const added = await ok200(
      api().post(
        `${H}/AddContract`,
        {
          humanResourceId: record.humanResourceId,
          contractTypeId,
          effDate: '2026-01-05',
          expDate: '2027-01-04',
          trialDate: '2026-04-05',
          contractDesc: '  Twelve months  ',
          url,
        },
        ZHrContract,
      ),
    );
    expect(added).toMatchObject({
      contractTypeName: 'Fixed-term',
      effDate: '2026-01-05',
      expDate: '2027-01-04',
      trialDate: '2026-04-05',
      contractDesc: 'Twelve months',
      url,
    });
    const plain = await ok200(
      api().post(
        `${H}/AddContract`,
        {
          humanResourceId: record.humanResourceId,
          contractTypeId,
          effDate: '2027-01-05',
        },
        ZHrContract,
      ),
    );
    expect(plain).toMatchObject({ expDate: null, trialDate: null, contractDesc: null, url: null });
    const detail = await ok200(
      api().get(`${H}/GetHumanResourceById?id=${record.humanResourceId}`, ZHumanResourceDetail),
    );
    expect(detail.contract.map((c) => c.effDate)).toEqual(['2027-01-05', '2026-01-05']);
  });

  it('refuses a missing type or effective date, dates out of order and a file not uploaded', async () => {
    const record = await newRecord();
    const body = { humanResourceId: record.humanResourceId, contractTypeId, effDate: '2026-01-05' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contractTypeId: undefined }, 'contractTypeId', M.contractTypeRequired],
      [{ effDate: undefined }, 'effDate', M.effDateRequired],
      [{ expDate: '2026-01-04' }, 'expDate', M.expiryBeforeEffective],
      [{ trialDate: '2026-01-04' }, 'trialDate', M.trialOutsideContract],
      [{ expDate: '2026-06-01', trialDate: '2026-06-02' }, 'trialDate', M.trialOutsideContract],
      [{ url: '/uploads/nothing.png' }, 'url', M.fileNotUploaded],
    ];
    for (const [change, field, text] of cases) {
      const res = await api().post(`${H}/AddContract`, { ...body, ...change }, REFUSED);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[field]).toEqual([text]);
    }
    expect((await api().post(`${H}/AddContract`, { ...body, humanResourceId: 999_999 }, REFUSED)).status).toBe(404);
  });
});

describe('who may call', () => {
  it('reads and writes HR data only on the HR list', async () => {
    const record = await newRecord({ dob: '1985-07-01' });
    for (const pages of [['/employee-management'], ['/home'], ['/assessment']]) {
      const other = (await t.createStaff({ pages })).token;
      expect((await api(other).get(`${H}/GetAllHumanResource`, REFUSED)).status, pages[0]).toBe(403);
      expect((await api(other).get(`${H}/GetHumanResourceById?id=${record.humanResourceId}`, REFUSED)).status).toBe(
        403,
      );
      expect((await api(other).post(`${H}/AddHumanResource`, { firstName: 'A', lastName: 'B' }, REFUSED)).status).toBe(
        403,
      );
    }
    // The HR list uploads the files it keeps.
    expect(await uploadFile(hr)).toMatch(/^\/uploads\//);
  });
});

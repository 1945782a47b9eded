import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CATALOGUES,
  CUSTOMER_PAGE,
  catalogueRowSchema,
  SESSION_COOKIE,
  ZAttachedRecord,
  ZCustomerAttachment,
  ZDataUrl,
  ZHumanResourceDetail,
  ZUploadedFile,
} from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp, type TTestStaff, uniqueName } from '../../../test/test-app.ts';
import { JOB_LOCK, underJobLock } from '../../db/scheduled-jobs.ts';
import { dispatching } from '../dispatch/dispatch.tables.ts';
import { SERVER_MODULES } from '../index.ts';
import { ok200 } from '../quotations/quotation.fixtures.ts';
import { insertQuotationRows } from '../quotations/quotation-rows.fixtures.ts';
import { insertOrder } from '../sales-orders/sales-order.fixtures.ts';
import { QUOTE_LINK_UPLOAD_LIMIT, removeUnattachedUploads, storeUpload } from './upload-access.service.ts';
import { createUploadStore, storedName } from './uploads.service.ts';
import { upload } from './uploads.tables.ts';

// Issue 29 §3: an uploaded file is served only to who may read a record naming it (or to its uploader), never from a
// shared cache when it is an HR file, and downloaded unless it is an image; a public quote link uploads a limited
// amount; the clean-up removes what nothing named within a day.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF\n',
);
const MB = 1024 * 1024;

let t: TTestApp;
let admin: string;
let hr: TTestStaff;
let quote: { token: string; quotationId: number; customerId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  hr = await t.createStaff({ pages: ['/hr-list-management'] });
  quote = await newQuote();
});
afterAll(() => t?.close());

async function newQuote() {
  const shopper = await t.createCustomer();
  const staff = await t.createStaff({ pages: ['/product'] });
  const rows = await insertQuotationRows(t.db, {
    customerId: shopper.customerId,
    employeeId: staff.employeeId,
    lines: [],
  });
  return { token: rows.token, quotationId: rows.quotationId, customerId: shopper.customerId };
}

function fileForm(content: Buffer, fileName: string) {
  const form = new FormData();
  form.append('imageFile', new Blob([content]), fileName);
  return form;
}

/** Uploads as a staff member (token) or through a quote link (`?number_id=`). */
async function uploaded(content: Buffer, as: { token: string } | { quoteToken: string }): Promise<string> {
  const res =
    'token' in as
      ? await t.api(as.token).post('/api/Common/UploadImage', fileForm(content, 'file.bin'), ZUploadedFile)
      : await t
          .api()
          .post(`/api/Common/UploadImage?number_id=${as.quoteToken}`, fileForm(content, 'file.bin'), ZUploadedFile);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.url;
}

/** A GET as a browser makes it for <img src> or a link: the session, if any, only as its cookie. */
function browserGet(url: string, session?: string) {
  return t.app.inject({ method: 'GET', url, ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}) });
}

async function staffWith(pages: string[]): Promise<string> {
  return (await t.createStaff({ pages })).token;
}

describe('GET /uploads/<name>: who may read a file', () => {
  it('serves an HR attachment to HR users only, never cached; 404 to anyone else', async () => {
    const url = await uploaded(PNG, { token: hr.token });
    const recordType = await ok200(
      t
        .api(admin)
        .post(
          '/api/RecordType/AddRecordType',
          { recordTypeName: uniqueName('Contract') },
          catalogueRowSchema(CATALOGUES.recordType),
        ),
    );
    const person = await ok200(
      t
        .api(hr.token)
        .post(
          '/api/HumanResource/AddHumanResource',
          { firstName: uniqueName('Ana'), lastName: 'Ngata' },
          ZHumanResourceDetail,
        ),
    );
    await ok200(
      t.api(hr.token).post(
        '/api/HumanResource/AddAttachedRecord',
        {
          humanResourceId: person.humanResourceId,
          recordTypeId: recordType.recordTypeId,
          url,
        },
        ZAttachedRecord,
      ),
    );

    expect((await browserGet(url)).statusCode).toBe(404);
    expect((await browserGet(url, await staffWith(['/product']))).statusCode).toBe(404);
    expect((await t.api(await staffWith([CUSTOMER_PAGE.all])).get(url)).status).toBe(404);

    const otherHrUser = await staffWith(['/hr-list-management']);
    const served = await browserGet(url, otherHrUser);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The API's bearer header is a session too.
    expect((await t.api(otherHrUser).get(url)).status).toBe(200);
  });

  it("serves a dispatch photo to the readers of the order's ticket, not to other screens", async () => {
    const url = await uploaded(PNG, { token: admin });
    const orderId = await insertOrder(t.db, quote.customerId);
    await t.db.insert(dispatching).values({
      orderId,
      packingSlipNo: uniqueName('PS'),
      imgs: JSON.stringify([{ name: 'pallet.png', url }]),
    });

    const ticketReader = await staffWith(['/ticket']);
    const served = await browserGet(url, ticketReader);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.headers['content-disposition']).toBe('inline');
    expect((await browserGet(url, await staffWith(['/hr-list-management']))).statusCode).toBe(404);
    expect((await browserGet(url)).statusCode).toBe(404);
  });

  it("serves a quote link's upload to that link, and once filed, to the customer screens", async () => {
    const url = await uploaded(PNG, { quoteToken: quote.token });
    expect((await browserGet(`${url}?number_id=${quote.token}`)).statusCode).toBe(200);
    expect((await browserGet(url)).statusCode).toBe(404);
    const other = await newQuote();
    expect((await browserGet(`${url}?number_id=${other.token}`)).statusCode).toBe(404);
    expect((await browserGet(`${url}?number_id=${quote.token.replace(/_\d+$/, '_999999')}`)).statusCode).toBe(404);

    const customerStaff = await staffWith([CUSTOMER_PAGE.all]);
    expect((await browserGet(url, customerStaff)).statusCode).toBe(404);
    await ok200(
      t.api().post(
        `/api/Customer/AddAttachment?number_id=${quote.token}`,
        {
          customerId: quote.customerId,
          attachmentName: 'Artwork',
          urls: [url],
        },
        ZCustomerAttachment,
      ),
    );
    expect((await browserGet(url, customerStaff)).statusCode).toBe(200);
  });

  it('downloads a PDF (Content-Disposition: attachment), never opens it inline', async () => {
    const url = await uploaded(PDF, { token: admin });
    const served = await browserGet(url, admin);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${storedName(url)}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reads a file as a data url (UrltoBase64) under the same rule', async () => {
    const url = await uploaded(PNG, { token: hr.token });
    const path = `/api/Common/UrltoBase64?imageFile=${encodeURIComponent(url)}`;
    expect((await t.api(hr.token).get(path, ZDataUrl)).status).toBe(200);
    expect((await t.api(await staffWith(['/product'])).get(path, REFUSED)).status).toBe(404);
  });
});

describe('POST Common/UploadImage through a public quote link', () => {
  it(`takes at most ${QUOTE_LINK_UPLOAD_LIMIT.files} files a day, then answers 429 with Retry-After`, async () => {
    const link = await newQuote();
    for (let i = 0; i < QUOTE_LINK_UPLOAD_LIMIT.files; i++) await uploaded(PNG, { quoteToken: link.token });
    const refused = await t
      .api()
      .post(`/api/Common/UploadImage?number_id=${link.token}`, fileForm(PNG, 'x.png'), REFUSED);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(refused.body.message.message).toMatch(/10 files, 25 MB/);
    // Another link and the staff are not limited by it.
    await uploaded(PNG, { quoteToken: quote.token });
    await uploaded(PNG, { token: admin });
  });

  it('takes at most 25 MB a day', async () => {
    const link = await newQuote();
    const nineMb = Buffer.concat([PNG, Buffer.alloc(9 * MB - PNG.length)]);
    await uploaded(nineMb, { quoteToken: link.token });
    await uploaded(nineMb, { quoteToken: link.token });
    const refused = await t
      .api()
      .post(`/api/Common/UploadImage?number_id=${link.token}`, fileForm(nineMb, 'x.png'), REFUSED);
    expect(refused.status).toBe(429);
    await uploaded(PNG, { quoteToken: link.token });
  });
});

describe('the clean-up of unattached uploads', () => {
  it('removes a day-old file nothing names, keeps a named one and a fresh one', async () => {
    const store = createUploadStore(await mkdtemp(join(tmpdir(), 'packline-uploads-')));
    const owners = SERVER_MODULES.flatMap((module) => module.files ?? []);
    const by = { employeeId: hr.employeeId };
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const unattached = await storeUpload(t.db, store, PNG, 'imageFile', by, dayAgo);
    const attached = await storeUpload(t.db, store, PDF, 'imageFile', by, dayAgo);
    const fresh = await storeUpload(t.db, store, PNG, 'imageFile', by);
    await ok200(
      t.api(admin).post(
        '/api/Customer/AddAttachment',
        {
          customerId: quote.customerId,
          attachmentName: 'Terms',
          urls: [attached.url],
        },
        ZCustomerAttachment,
      ),
    );

    const result = await underJobLock(t.db, JOB_LOCK.uploadCleanUp, (tx) => removeUnattachedUploads(tx, store, owners));
    expect(result?.removed).toEqual([unattached.name]);
    expect(await store.find(unattached.name)).toBeNull();
    expect(await store.find(attached.name)).not.toBeNull();
    expect(await store.find(fresh.name)).not.toBeNull();
    const rows = await t.db
      .select({ name: upload.name })
      .from(upload)
      .where(inArray(upload.name, [unattached.name, attached.name, fresh.name]));
    expect(rows.map((row) => row.name)).toEqual([fresh.name]);
    // Nothing is left for the next run.
    const again = await removeUnattachedUploads(t.db, store, owners);
    expect(again.removed).toEqual([]);
    expect(await t.db.select().from(upload).where(eq(upload.name, fresh.name))).toHaveLength(1);
  });
});

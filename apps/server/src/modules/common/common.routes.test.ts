import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  QUOTATION_MESSAGES,
  QUOTE_EMAIL_TEMPLATE_ID,
  SESSION_COOKIE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
  ZAddressPredictions,
  ZDataUrl,
  ZEmailTemplateContent,
  ZOutboxMailList,
  ZSendEmailResult,
  ZUploadedFile,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { aCustomer, anExtraAddress } from '../customers/customers.fixtures.ts';
import { city } from '../lookups/lookups.tables.ts';
import {
  MAIL_ALREADY_SENT_MESSAGE,
  MAIL_ATTACHMENTS_RESEND_MESSAGE,
  MAIL_NO_SMTP_MESSAGE,
} from '../mail/mail.service.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { insertQuotationRows } from '../quotations/quotation-rows.fixtures.ts';
import { emailTemplate } from './email-template.tables.ts';
import { startSmtpTestServer, type TSmtpTestServer } from './smtp-test-server.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A minimal Word document (a zip with the OOXML content types), and a plain zip. */
const DOCX = Buffer.from(
  'UEsDBBQAAAAAAICFdl3GEnoH8QAAAPEAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbDw/eG1sIHZlcnNpb249IjEuMCI/PjxUeXBlcyB4bWxucz0iaHR0cDovL3NjaGVtYXMub3BlbnhtbGZvcm1hdHMub3JnL3BhY2thZ2UvMjAwNi9jb250ZW50LXR5cGVzIj48T3ZlcnJpZGUgUGFydE5hbWU9Ii93b3JkL2RvY3VtZW50LnhtbCIgQ29udGVudFR5cGU9ImFwcGxpY2F0aW9uL3ZuZC5vcGVueG1sZm9ybWF0cy1vZmZpY2Vkb2N1bWVudC53b3JkcHJvY2Vzc2luZ21sLmRvY3VtZW50Lm1haW4reG1sIi8+PC9UeXBlcz5QSwMEFAAAAAAAgIV2Xd1ahg0NAAAADQAAABEAAAB3b3JkL2RvY3VtZW50LnhtbDx3OmRvY3VtZW50Lz5QSwECFAMUAAAAAACAhXZdxhJ6B/EAAADxAAAAEwAAAAAAAAAAAAAAgAEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUAxQAAAAAAICFdl3dWoYNDQAAAA0AAAARAAAAAAAAAAAAAACAASIBAAB3b3JkL2RvY3VtZW50LnhtbFBLBQYAAAAAAgACAIAAAABeAQAAAAA=',
  'base64',
);
const ZIP = Buffer.from(
  'UEsDBBQAAAAAAICFdl2GphA2BQAAAAUAAAAFAAAAYS50eHRoZWxsb1BLAQIUAxQAAAAAAICFdl2GphA2BQAAAAUAAAAFAAAAAAAAAAAAAACAAQAAAABhLnR4dFBLBQYAAAAAAQABADMAAAAoAAAAAAA=',
  'base64',
);
const STORED_URL = /^\/uploads\/[0-9a-f]{32}\.(png|pdf|jpg|gif|webp|docx|xlsx)$/;

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

function fileForm(field: string, content: Buffer | string, fileName: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), fileName);
  return form;
}

/** Reads a stored file back as the admin's browser would (the session cookie). */
function readUpload(url: string) {
  return t.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: admin } });
}

async function upload(content: Buffer | string, fileName: string, type?: string) {
  return t.api(admin).post('/api/Common/UploadImage', fileForm('imageFile', content, fileName, type), ZUploadedFile);
}

/** An upload the server refuses. */
async function refusedUpload(content: Buffer | string, fileName: string, type?: string) {
  return t.api(admin).post('/api/Common/UploadImage', fileForm('imageFile', content, fileName, type), REFUSED);
}

describe('POST Common/UploadImage', () => {
  it('stores a PNG under a random name and serves it back with its type', async () => {
    const res = await upload(PNG, 'Logo Front.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(STORED_URL);
    expect(res.body.data.url.endsWith('.png')).toBe(true);

    const served = await readUpload(res.body.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('names the file by its content, not by what the client says', async () => {
    const res = await upload(PDF, 'quote.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\.pdf$/);
    const served = await readUpload(res.body.data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('accepts an Office document, recognised by its content', async () => {
    const res = await upload(DOCX, 'terms.bin');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\.docx$/);
    const served = await readUpload(res.body.data.url);
    expect(served.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it.each([
    ['a plain zip named .docx', ZIP, 'terms.docx', 'application/zip'],
    ['text pretending to be a PNG', 'hello, I am text', 'photo.png', 'image/png'],
    ['an HTML page', '<html><script>alert(1)</script></html>', 'page.html', 'text/html'],
    [
      'an SVG image',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'x.svg',
      'image/svg+xml',
    ],
  ])('refuses %s with 400 on imageFile', async (_label, content, name, type) => {
    const res = await refusedUpload(content, name, type);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(UPLOAD_WRONG_TYPE_MESSAGE);
    expect(res.body.errors?.imageFile).toEqual([UPLOAD_WRONG_TYPE_MESSAGE]);
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const res = await refusedUpload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message.message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('never uses the client file name as a path', async () => {
    const res = await upload(PNG, '../../etc/passwd.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(STORED_URL);
    expect(res.body.data.url).not.toContain('passwd');
  });

  it.each([
    ['no body', undefined],
    ['a JSON body', { imageFile: 'x' }],
    ['another field', fileForm('picture', PNG, 'a.png')],
    ['an empty file', fileForm('imageFile', Buffer.alloc(0), 'empty.png')],
  ])('gives 400 on imageFile for %s', async (_label, body) => {
    const res = await t.api(admin).post('/api/Common/UploadImage', body, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(UPLOAD_MISSING_MESSAGE);
    expect(res.body.errors?.imageFile).toEqual([UPLOAD_MISSING_MESSAGE]);
  });

  it('is for the screens that store files, and for the public quote page with its quote token (spec 01 §7)', async () => {
    const png = () => fileForm('imageFile', PNG, 'a.png');
    const staff = await t.createStaff({ pages: ['/product'] });
    const asStaff = await t.api(staff.token).post('/api/Common/UploadImage', png(), ZUploadedFile);
    expect(asStaff.status).toBe(200);
    const withoutPage = await t.createStaff({ pages: ['/city-management'] });
    expect((await t.api(withoutPage.token).post('/api/Common/UploadImage', png(), REFUSED)).status).toBe(403);

    const shopper = await t.createCustomer();
    const quote = await insertQuotationRows(t.db, {
      customerId: shopper.customerId,
      employeeId: staff.employeeId,
      lines: [],
    });
    const withToken = await t.api().post(`/api/Common/UploadImage?number_id=${quote.token}`, png(), ZUploadedFile);
    expect(withToken.status, JSON.stringify(withToken.body)).toBe(200);
    expect(withToken.body.data.url).toMatch(STORED_URL);
    const asCustomer = await t
      .api(shopper.token)
      .post(`/api/Common/UploadImage?number_id=${quote.token}`, png(), ZUploadedFile);
    expect(asCustomer.status).toBe(200);

    const template = await insertQuotationRows(t.db, {
      customerId: shopper.customerId,
      employeeId: staff.employeeId,
      lines: [],
      isTemplate: 1,
    });
    for (const query of ['', '?number_id=', `?number_id=${quote.quotationNo}_999999`, `?number_id=${template.token}`]) {
      const refused = await t.api().post(`/api/Common/UploadImage${query}`, png(), REFUSED);
      expect(refused.status, query).toBe(404);
      expect(refused.body.message.message).toBe(QUOTATION_MESSAGES.getError);
    }
    expect((await t.api(shopper.token).post('/api/Common/UploadImage', png(), REFUSED)).status).toBe(404);
  });
});

describe('GET /uploads/*', () => {
  it.each([
    '/uploads/../package.json',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/',
    '/uploads',
    '/uploads/passwd.png',
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/0123456789abcdef0123456789abcdef.html',
  ])('refuses %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('GET Common/UrltoBase64', () => {
  it('gives a stored file as a data url, by url or by name', async () => {
    const { url } = (await upload(PNG, 'a.png')).body.data;
    const expected = `data:image/png;base64,${PNG.toString('base64')}`;
    for (const imageFile of [url, url.slice(url.lastIndexOf('/') + 1), `https://packline.example.nz${url}`]) {
      const res = await t
        .api(admin)
        .get(`/api/Common/UrltoBase64?imageFile=${encodeURIComponent(imageFile)}`, ZDataUrl);
      expect(res.status).toBe(200);
      expect(res.body.data).toBe(expected);
    }
  });

  it.each(['/uploads/0123456789abcdef0123456789abcdef.png', '../../etc/passwd', '/etc/hostname'])(
    'gives 404 for %s',
    async (imageFile) => {
      const res = await t.api(admin).get(`/api/Common/UrltoBase64?imageFile=${encodeURIComponent(imageFile)}`, REFUSED);
      expect(res.status).toBe(404);
      expect(res.body.message.message).toBe('File not found.');
    },
  );

  it('needs imageFile', async () => {
    const res = await t.api(admin).get('/api/Common/UrltoBase64', REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.imageFile).toBeDefined();
  });
});

describe('GET Common/GetGoogleAddr (known addresses, no Google key)', () => {
  const street = uniqueName('Kowhai Street').replace(/-/g, ' ');
  let cityName: string;
  let shopId: number;

  beforeAll(async () => {
    cityName = uniqueName('Matakana');
    const [town] = await t.db.insert(city).values({ cityName }).returning();
    const shop = await aCustomer(t.db, {
      company: 'Kowhai Café',
      customerCode: 'KOWHAI',
      address1: `12 ${street}`,
      address2: 'Unit 3',
      postalCode: '0985',
      cityId: town?.cityId,
    });
    shopId = shop.customerId;
    await anExtraAddress(t.db, shopId, `Loading dock, 14 ${street}`);
  });

  const search = (text: string) =>
    t.api(admin).get(`/api/Common/GetGoogleAddr?Path=${encodeURIComponent(text)}`, ZAddressPredictions);

  it('suggests customer and delivery addresses containing the text, case-insensitively', async () => {
    const res = await search(street.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data.predictions).toEqual(
      expect.arrayContaining([
        { description: `12 ${street}, Unit 3, 0985, ${cityName}` },
        { description: `Loading dock, 14 ${street}` },
      ]),
    );
  });

  it('suggests city names', async () => {
    const res = await search(cityName.slice(0, -2).toLowerCase());
    expect(res.body.data.predictions.map((p) => p.description)).toContain(cityName);
  });

  it('gives at most 10 suggestions', async () => {
    const many = uniqueName('Rimu Road');
    for (let i = 0; i < 12; i++) await anExtraAddress(t.db, shopId, `${i + 1} ${many}`);
    const res = await search(many);
    expect(res.body.data.predictions).toHaveLength(10);
  });

  it.each(['', '   ', '%', 'zz-no-such-place-zz'])('gives no suggestions for %j', async (text) => {
    const res = await search(text);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ predictions: [] });
  });

  it('is for staff', async () => {
    expect((await t.api().get('/api/Common/GetGoogleAddr?Path=kowhai', REFUSED)).status).toBe(401);
  });
});

describe('GET EmailTemplate/GetTemplateById', () => {
  it('gives the quote e-mail body with its placeholders', async () => {
    const res = await t
      .api(admin)
      .get(`/api/EmailTemplate/GetTemplateById?Id=${QUOTE_EMAIL_TEMPLATE_ID}`, ZEmailTemplateContent);
    expect(res.status).toBe(200);
    expect(res.body.data.content).toContain('{{contactName}}');
    expect(res.body.data.content).toContain('{{quoteLink}}');
  });

  it('gives 404 for an unknown template and 400 without Id', async () => {
    expect((await t.api(admin).get('/api/EmailTemplate/GetTemplateById?Id=999', REFUSED)).status).toBe(404);
    const missing = await t.api(admin).get('/api/EmailTemplate/GetTemplateById', REFUSED);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.Id).toBeDefined();
  });

  it('seeds once and keeps an edited template', async () => {
    await t.db.update(emailTemplate).set({ content: 'Edited body' }).where(eq(emailTemplate.templateId, 1));
    await seedReferenceData(t.db);
    const rows = await t.db.select().from(emailTemplate);
    expect(rows.filter((row) => row.templateId === 1)).toHaveLength(1);
    expect(
      (await t.api(admin).get('/api/EmailTemplate/GetTemplateById?Id=1', ZEmailTemplateContent)).body.data.content,
    ).toBe('Edited body');
  });
});

function emailForm(fields: Record<string, string>, file?: { content: Buffer | string; name: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('File', new Blob([file.content]), file.name);
  return form;
}

const outboxRows = (subject: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)).orderBy(mailOutbox.outboxId);

describe('POST Common/SendEmail without SMTP', () => {
  it('holds the e-mail in the outbox with its attachment and reports success', async () => {
    const subject = uniqueName('Quotation Q-100');
    const res = await t.api(admin).post(
      '/api/Common/SendEmail',
      emailForm(
        {
          SenderName: 'Aroha Sales',
          SenderAddress: 'aroha@packline.example.nz',
          TargetAddress: 'buyer@cafe.example.nz',
          TargetName: 'Café Buyer',
          Subject: subject,
          HtmlContent: '<p>Kia ora</p>',
          FileName: 'Quotation Q-100.png',
        },
        { content: PDF, name: 'blob' },
      ),
      ZSendEmailResult,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isSuccessStatusCode: true });

    const [row] = await outboxRows(subject);
    expect(row).toMatchObject({
      status: 'held',
      senderName: 'Aroha Sales',
      targetAddress: 'buyer@cafe.example.nz',
      targetName: 'Café Buyer',
      htmlContent: '<p>Kia ora</p>',
    });
    expect(row?.attachments).toEqual([{ fileName: 'Quotation Q-100.pdf', url: expect.stringMatching(STORED_URL) }]);
    const served = await readUpload(row?.attachments[0]?.url as string);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('sends one e-mail per receiver (field names in any case)', async () => {
    const subject = uniqueName('Upcomming Price Change');
    const res = await t
      .api(admin)
      .post(
        '/api/Common/SendEmail',
        emailForm({ targetAddress: 'a@x.example.nz; b@y.example.nz', subject, htmlContent: '<p>New prices</p>' }),
        ZSendEmailResult,
      );
    expect(res.body.data.isSuccessStatusCode).toBe(true);
    expect((await outboxRows(subject)).map((row) => row.targetAddress)).toEqual(['a@x.example.nz', 'b@y.example.nz']);
  });

  it.each([
    ['TargetAddress', { TargetAddress: 'not-an-address' }, 'TargetAddress is not a valid email!'],
    ['TargetAddress', { TargetAddress: 'a@x.example.nz, oops' }, 'TargetAddress is not a valid email!'],
    ['TargetAddress', { TargetAddress: '' }, 'TargetAddress is required!'],
    ['Subject', { Subject: '  ' }, 'Subject is required!'],
    ['HtmlContent', { HtmlContent: '' }, 'HtmlContent is required!'],
    ['SenderAddress', { SenderAddress: 'nobody' }, 'SenderAddress is not a valid email!'],
  ])('refuses a bad %s with 400', async (field, change, message) => {
    const subject = uniqueName('Refused');
    const fields = { TargetAddress: 'ok@x.example.nz', Subject: subject, HtmlContent: '<p>x</p>', ...change };
    const res = await t.api(admin).post('/api/Common/SendEmail', emailForm(fields), REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect(await outboxRows(subject)).toHaveLength(0);
  });

  it('names every missing field of an empty request', async () => {
    const res = await t.api(admin).post('/api/Common/SendEmail', {}, REFUSED);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['HtmlContent', 'Subject', 'TargetAddress']);
  });

  it('refuses an attachment that is not an allowed type', async () => {
    const subject = uniqueName('Bad attachment');
    const res = await t
      .api(admin)
      .post(
        '/api/Common/SendEmail',
        emailForm(
          { TargetAddress: 'a@x.example.nz', Subject: subject, HtmlContent: '<p>x</p>' },
          { content: 'MZ-not-a-pdf', name: 'run.exe' },
        ),
        REFUSED,
      );
    expect(res.status).toBe(400);
    expect(res.body.errors?.File).toEqual([UPLOAD_WRONG_TYPE_MESSAGE]);
    expect(await outboxRows(subject)).toHaveLength(0);
  });
});

describe('Mail outbox: list and resend', () => {
  let smtp: TSmtpTestServer;
  let withSmtp: FastifyInstance;
  let brokenSmtp: FastifyInstance;
  let dir: string;

  /** The same database served by an app with SMTP configured (a local test server, or a closed port). */
  const appWithSmtp = async (port: number) => {
    const app = await buildApp({
      db: t.db,
      config: readConfig({
        DATA_DIR: dir,
        WEB_DIST: dir,
        SEED_DEMO: '0',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
      }),
    });
    await app.ready();
    return app;
  };
  const call = (app: FastifyInstance, method: 'GET' | 'PUT' | 'POST', url: string, payload?: FormData) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, ...(payload ? { payload } : {}) });
  /** The JSON envelope of a reply from one of these apps: data on a success, message on a refusal. */
  const envelopeOf = (res: { body: string }): { data?: unknown; message: { message: string } } => JSON.parse(res.body);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'packline-mail-'));
    smtp = await startSmtpTestServer();
    withSmtp = await appWithSmtp(smtp.port);
    brokenSmtp = await appWithSmtp(1);
  });
  afterAll(async () => {
    await withSmtp?.close();
    await brokenSmtp?.close();
    await smtp?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const holdEmail = async (subject: string, file?: { content: Buffer; name: string }) => {
    await t
      .api(admin)
      .post(
        '/api/Common/SendEmail',
        emailForm({ TargetAddress: 'held@x.example.nz', Subject: subject, HtmlContent: '<p>held</p>' }, file),
        ZSendEmailResult,
      );
    const [row] = await outboxRows(subject);
    return row?.outboxId as number;
  };

  it('lists the outbox newest first', async () => {
    const subject = uniqueName('Listed');
    const id = await holdEmail(subject);
    const res = await t.api(admin).get('/api/Mail/GetOutbox', ZOutboxMailList);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      outboxId: id,
      subject,
      status: 'held',
      targetAddress: 'held@x.example.nz',
    });
  });

  it('keeps a held e-mail held when there is still no SMTP, and says why', async () => {
    const subject = uniqueName('Still held');
    const id = await holdEmail(subject);
    const res = await t.api(admin).put(`/api/Mail/Resend?id=${id}`, undefined, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(MAIL_NO_SMTP_MESSAGE);
    expect((await outboxRows(subject)).map((row) => row.status)).toEqual(['held']);
  });

  it('sends a held e-mail once SMTP is there, on the same row; a second resend is refused', async () => {
    const subject = uniqueName('Now sent');
    const id = await holdEmail(subject);
    const res = await call(withSmtp, 'PUT', `/api/Mail/Resend?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).data).toEqual({ outboxId: id, delivered: true, status: 'sent' });
    const rows = await outboxRows(subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', error: null });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    expect(smtp.messages.some((message) => message.includes(subject))).toBe(true);

    const again = await call(withSmtp, 'PUT', `/api/Mail/Resend?id=${id}`);
    expect(again.statusCode).toBe(400);
    expect(envelopeOf(again).message.message).toBe(MAIL_ALREADY_SENT_MESSAGE);
  });

  it('sends through SMTP directly, attachment included', async () => {
    const subject = uniqueName('Direct');
    const res = await call(
      withSmtp,
      'POST',
      '/api/Common/SendEmail',
      emailForm(
        { TargetAddress: 'direct@x.example.nz', Subject: subject, HtmlContent: '<p>hi</p>', FileName: 'Order' },
        { content: PDF, name: 'order.pdf' },
      ),
    );
    expect(envelopeOf(res).data).toEqual({ isSuccessStatusCode: true });
    expect((await outboxRows(subject))[0]?.status).toBe('sent');
    const raw = smtp.messages.find((message) => message.includes(subject)) ?? '';
    expect(raw).toContain('filename=Order.pdf');
  });

  it('records an SMTP failure, reports it, and a later resend sends it', async () => {
    const subject = uniqueName('Failed first');
    const res = await call(
      brokenSmtp,
      'POST',
      '/api/Common/SendEmail',
      emailForm({ TargetAddress: 'f@x.example.nz', Subject: subject, HtmlContent: '<p>x</p>' }),
    );
    expect(envelopeOf(res).data).toEqual({ isSuccessStatusCode: false });
    const [failed] = await outboxRows(subject);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toBeTruthy();

    const retryBroken = await call(brokenSmtp, 'PUT', `/api/Mail/Resend?id=${failed?.outboxId}`);
    expect(retryBroken.statusCode).toBe(400);
    expect(envelopeOf(retryBroken).message.message).toMatch(/^The e-mail could not be sent: /);

    const retry = await call(withSmtp, 'PUT', `/api/Mail/Resend?id=${failed?.outboxId}`);
    expect(retry.statusCode).toBe(200);
    expect((await outboxRows(subject)).map((row) => row.status)).toEqual(['sent']);
  });

  it('refuses to resend an e-mail with attachments, and an unknown one', async () => {
    const id = await holdEmail(uniqueName('With file'), { content: PDF, name: 'q.pdf' });
    const res = await call(withSmtp, 'PUT', `/api/Mail/Resend?id=${id}`);
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).message.message).toBe(MAIL_ATTACHMENTS_RESEND_MESSAGE);
    expect((await t.api(admin).put('/api/Mail/Resend?id=99999999', undefined, REFUSED)).status).toBe(404);
  });

  it('is only for roles with the Mail Outbox page', async () => {
    const clerk = await t.createStaff({ pages: ['/customer-infos'] });
    expect((await t.api(clerk.token).get('/api/Mail/GetOutbox', REFUSED)).status).toBe(403);
    expect((await t.api(clerk.token).put('/api/Mail/Resend?id=1', undefined, REFUSED)).status).toBe(403);
    const mailAdmin = await t.createStaff({ pages: ['/mail-outbox'] });
    expect((await t.api(mailAdmin.token).get('/api/Mail/GetOutbox', ZOutboxMailList)).status).toBe(200);
  });
});

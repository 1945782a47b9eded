import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STICKER_MAX } from '@packline/domain';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp, uniqueName } from '../../test/test-app.ts';
import { stockBoxes } from '../modules/boxes/boxes.fixtures.ts';
import { createBaseProduct } from '../modules/catalogue/base-product.fixtures.ts';
import { PAGE_COUNT, PAGE_NUMBER, renderPdf } from './pdf.ts';
import { renderPoolStats } from './render-pool.ts';

// Issue 29 §4: a print is drawn in the render pool's worker threads, not on the event loop; a client that leaves
// stops its print; one request asks for at most STICKER_MAX labels. No timing is asserted (CI's cores are shared):
// the bench's "healthz during 3 500-label prints" shows what it means for /healthz.

let t: TTestApp;
let admin: string;
/** STICKER_MAX boxes of one product. */
let boxIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const { customerId } = await t.createCustomer();
  const { baseProductId } = await createBaseProduct(t, admin);
  const added = await t.api(admin).post('/api/Product/AddProduct', {
    productName: uniqueName('Cup'),
    productCode: uniqueName('RP'),
    customerId,
    baseProductId,
  });
  expect(added.status).toBe(200);
  boxIds = (await stockBoxes(t.db, added.body.data.productId, STICKER_MAX, 1000)).map((b) => b.boxId);
});
afterAll(() => t?.close());

describe('the render pool', () => {
  it('draws a print of labels in a worker thread', async () => {
    const before = renderPoolStats().drawn;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Label/BoxLabels',
      payload: { boxIds: boxIds.slice(0, 3), logoType: 4 },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderPoolStats().drawn).toBe(before + 1);
  });

  it('stops the drawing of a print whose client left before it was answered', async () => {
    const before = renderPoolStats();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ boxIds, logoType: 4 });
    const print = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/Label/BoxLabels',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    });
    const answered = vi.fn();
    print.on('response', answered);
    print.on('error', () => undefined);
    print.end(body);
    // The print is waiting for, or in, a thread: the client leaves.
    await vi.waitFor(() => expect(renderPoolStats().pending).toBe(before.pending + 1), { timeout: 20_000 });
    print.destroy();
    await vi.waitFor(() => expect(renderPoolStats().aborted).toBe(before.aborted + 1), { timeout: 20_000 });
    expect(renderPoolStats()).toMatchObject({ pending: before.pending, drawn: before.drawn });
    expect(answered).not.toHaveBeenCalled();
  });

  it('draws the barcode nodes as pictures and numbers the pages in the footer', async () => {
    const pdf = await renderPdf({
      pageSize: 'A5',
      pageMargins: 40,
      content: [
        { barcode: { kind: 'code128', text: 'RP-0001' }, fit: [200, 60] },
        { text: 'Second page', pageBreak: 'before' },
        { barcode: { kind: 'qrcode', text: 'RP-0001' }, fit: [90, 90] },
      ],
      footer: { text: `Page ${PAGE_NUMBER} of ${PAGE_COUNT}`, alignment: 'right' },
    });
    const raw = pdf.toString('latin1');
    expect((raw.match(/\/Subtype \/Image/g) ?? []).length - (raw.match(/\/SMask \d+ 0 R/g) ?? []).length).toBe(2);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const footers: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const items = (await (await document.getPage(n)).getTextContent()).items;
      footers.push(items.map((item) => ('str' in item ? item.str : '')).find((text) => text.startsWith('Page')) ?? '');
    }
    expect(footers).toEqual(['Page 1 of 2', 'Page 2 of 2']);
  });

  it(`refuses more than ${STICKER_MAX} labels in one print (400, the field and the limit)`, async () => {
    const before = renderPoolStats();
    const res = await t.api(admin).post('/api/Label/BoxLabels', { boxIds: [...boxIds, boxIds[0]] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('boxIds');
    expect(JSON.stringify(res.body)).toContain(`At most ${STICKER_MAX} labels at a time`);
    expect(renderPoolStats()).toEqual(before);
  });
});

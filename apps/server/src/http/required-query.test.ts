import { PO_MESSAGES, shiftDate, todayInAuckland } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp } from '../../test/test-app.ts';
import { createRawMaterial, createSupplier, ok200 } from '../modules/suppliers/suppliers.fixtures.ts';

// Issue 31 §8: a required query parameter left out is refused with its name (and the spec's words where the spec has
// them), never with zod's 'Invalid input: expected string, received undefined'.

const ZOD_DEFAULT = /Invalid input: expected/;

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

describe('a required query parameter left out', () => {
  it("PUT PurchaseOrder/UpdateETA without ETA answers the spec's 'ETA is required.' on the field", async () => {
    const supplier = await createSupplier(t, admin);
    const { rawMaterialId } = await createRawMaterial(t);
    const po = await ok200(
      t.api(admin).post('/api/PurchaseOrder/AddPurchaseOrder', {
        suplierId: supplier.suplierId,
        deliveryDate: shiftDate(todayInAuckland(), 14, 'day'),
        poDetail: [{ rawMaterialId, unitPrice: 1, quantity: 2 }],
      }),
    );
    const res = await t.api(admin).put(`/api/PurchaseOrder/UpdateETA?id=${po.poId}`, undefined, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(PO_MESSAGES.etaRequired);
    expect(res.body.errors).toEqual({ ETA: [PO_MESSAGES.etaRequired] });
  });

  it('names the field on every route that declares a required query parameter, called without any', async () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; required?: boolean }[] }>>;
    };
    const calls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.parameters?.some((p) => p.in === 'query' && p.required))
        .map(([method, operation]) => ({ method, url: path.replace(/\{[A-Za-z]+\}/g, '1'), operation })),
    );
    expect(calls.length).toBeGreaterThan(50);
    const defaults: string[] = [];
    for (const { method, url } of calls) {
      const call = t.api(admin);
      const res =
        method === 'get'
          ? await call.get(url)
          : method === 'delete'
            ? await call.delete(url)
            : method === 'put'
              ? await call.put(url, {})
              : await call.post(url, {});
      const messages = [res.body?.message?.message, ...Object.values(res.body?.errors ?? {}).flat()].map(String);
      if (messages.some((text) => ZOD_DEFAULT.test(text))) {
        defaults.push(`${method.toUpperCase()} ${url}: ${JSON.stringify(res.body.errors)}`);
      }
    }
    expect(defaults).toEqual([]);
  });
});

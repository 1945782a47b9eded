import { INVOICE_PAID } from '@packline/domain';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { returnDetail, returnItem } from './returns.tables.ts';

// The demo returns: recorded and confirmed through the service, so each has its boxes on hold and a confirmed credit
// its refund invoice (paid back).

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo returns', () => {
  it('has credits and replacements, confirmed and waiting, each line back in a box', async () => {
    const { db } = handle;
    const returns = await db.select().from(returnItem);
    expect(returns.length).toBeGreaterThanOrEqual(3);
    expect(returns.some((r) => r.isConfirm)).toBe(true);
    expect(returns.some((r) => !r.isConfirm)).toBe(true);
    expect(new Set(returns.map((r) => r.creditReplacement))).toEqual(new Set([0, 1]));
    const lines = await db.select().from(returnDetail);
    expect(lines.every((line) => line.returnedBoxId !== null)).toBe(true);
    const refunds = await db.select().from(invoice).where(isNotNull(invoice.returnNo));
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      expect(Number(refund.totalPrice)).toBeLessThan(0);
      expect(refund.paid).toBe(INVOICE_PAID.Paid);
      const [credited] = await db.select().from(returnItem).where(eq(returnItem.refundInvoiceId, refund.invoiceId));
      expect(credited?.isConfirm).toBe(true);
    }
  });
});

import { CREDIT_REPLACEMENT, DISPATCH_STATUS, ORDER_STATUS } from '@packline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { extraAddress } from '../customers/customers.tables.ts';
import { dispatching } from '../dispatch/dispatch.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { markInvoicesPaid } from '../invoices/invoices.service.ts';
import { deliveryMethod } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';
import { addReturn, confirmReturn } from './returns.service.ts';
import { listReturnableLines, orderIsInvoiced } from './returns-read.ts';

// Demo returns (issue 18): a few delivered dispatches of paid orders send some pieces back, through the returns service
// as the warehouse would: credits and replacements, some confirmed (a refund invoice, paid out, or the pieces owed
// again) and some not.

const REASONS = ['Damaged in transit', 'Wrong size delivered', 'Customer over-ordered', 'Print defect on the sleeve'];
/**
 * Credit confirmed (and refunded), credit waiting, replacement waiting, replacement confirmed (its order back to
 * Dispatch: only when another paid order stays Paid, so the demo keeps every order status).
 */
const PLAN = [
  { credit: true, confirm: true },
  { credit: true, confirm: false },
  { credit: false, confirm: false },
  { credit: false, confirm: true },
] as const;

/** The customer's first extra address; one made from the order's delivery address when it has none. */
async function addressOf(
  tx: Transaction,
  sent: { customerId: number; deliveryName: string | null; deliveryAddress: string; postalCode: string | null },
): Promise<{ addressId: number }> {
  const [found] = await tx
    .select({ addressId: extraAddress.addressId })
    .from(extraAddress)
    .where(eq(extraAddress.customerId, sent.customerId))
    .orderBy(asc(extraAddress.addressId))
    .limit(1);
  if (found) return found;
  const [made] = await tx
    .insert(extraAddress)
    .values({
      customerId: sent.customerId,
      address: sent.deliveryAddress,
      deliveryName: sent.deliveryName,
      postalCode: sent.postalCode,
    })
    .returning({ addressId: extraAddress.addressId });
  return made as { addressId: number };
}

export async function seedReturnsDemo(tx: Transaction, random: TRandom): Promise<void> {
  const delivered = await tx
    .select({
      dispatchId: dispatching.dispatchId,
      orderId: salesOrder.orderId,
      customerId: salesOrder.customerId,
      deliveryName: salesOrder.deliveryName,
      deliveryAddress: salesOrder.deliveryAddress,
      postalCode: salesOrder.postalCode,
    })
    .from(dispatching)
    .innerJoin(salesOrder, eq(salesOrder.orderId, dispatching.orderId))
    .where(and(eq(dispatching.status, DISPATCH_STATUS.Delivered), eq(salesOrder.orderStatusId, ORDER_STATUS.Paid)))
    .orderBy(asc(dispatching.dispatchId));
  const [palletRow] = await tx.select({ plateId: pallet.plateId }).from(pallet).where(eq(pallet.active, 1)).limit(1);
  const [method] = await tx.select({ id: deliveryMethod.deliveryMethodId }).from(deliveryMethod).limit(1);
  const [keeper] = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, 'warehouse'));
  if (!palletRow || !method) return;
  const employeeId = keeper?.employeeId ?? null;
  let planned = 0;
  for (const sent of delivered) {
    const step = PLAN[planned];
    if (!step) break;
    const reopens = step.confirm && !step.credit;
    if (reopens && delivered.length <= PLAN.length) break;
    const invoiced = await orderIsInvoiced(tx, sent.orderId);
    const [line] = await listReturnableLines(tx, sent.dispatchId);
    if (!invoiced || !line || line.returnableQuantity < 2) continue;
    const address = await addressOf(tx, sent);
    const back = await addReturn(
      tx,
      {
        dispatchingId: sent.dispatchId,
        plateId: palletRow.plateId,
        selectboxes: [{ boxId: line.boxId, returnQuantity: Math.max(1, Math.floor(line.returnableQuantity / 4)) }],
        reason: random.pick(REASONS),
        creditReplacement: step.credit ? CREDIT_REPLACEMENT.Credit : CREDIT_REPLACEMENT.Replacement,
        returnAddressId: address.addressId,
        deliveryMethodId: method.id,
      },
      employeeId,
    );
    if (step.confirm) {
      const note = step.credit ? `Credit note CN-${back.returnNo}` : `Replacement ${back.returnNo}`;
      const confirmed = await confirmReturn(tx, back.returnId, note, employeeId);
      // The credit was paid back, so the order stays settled.
      if (confirmed.refundInvoiceId !== null) {
        await markInvoicesPaid(tx, [confirmed.refundInvoiceId], { paid: 1, invoiceNote: note }, employeeId);
      }
    }
    planned++;
  }
}

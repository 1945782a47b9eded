import {
  normalisePageUrl,
  ORDER_ALL_READ_PAGES,
  ORDER_ALL_WRITE_PAGES,
  ORDER_OWN_PAGES,
  type TOrder,
} from '@packline/domain';
import { eq, type SQL } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { TCaller } from '../../http/access.ts';
import type { TCustomerScope } from '../customers/customer-scope.ts';
import { getOrder } from './sales-order-read.ts';
import { salesOrder } from './sales-orders.tables.ts';

// Who reaches which orders (README.md, "Who may do what"): from the caller's pages, checked on every call.

export type TOrderScope =
  | { kind: 'all' }
  | { kind: 'own'; employeeId: number }
  | { kind: 'customer'; customerId: number };

export interface TOrderActor {
  scope: TOrderScope;
  /** The staff member acting; null for an online customer. */
  employeeId: number | null;
}

/**
 * The orders a caller reaches: an online customer their own customer's; staff with an all-orders page every order;
 * staff with only salesperson pages the orders whose sales is them; anyone else (dashboard, dispatch) every order.
 */
export function orderActorOf(caller: TCaller | null, purpose: 'read' | 'write'): TOrderActor {
  if (!caller) throw new NotFoundError();
  if (caller.kind === 'customer')
    return { scope: { kind: 'customer', customerId: caller.customerId }, employeeId: null };
  const has = (urls: readonly string[]) => urls.some((url) => caller.pageUrls.has(normalisePageUrl(url)));
  const allPages = purpose === 'read' ? ORDER_ALL_READ_PAGES : ORDER_ALL_WRITE_PAGES;
  const scope: TOrderScope =
    !has(allPages) && has(ORDER_OWN_PAGES) ? { kind: 'own', employeeId: caller.employeeId } : { kind: 'all' };
  return { scope, employeeId: caller.employeeId };
}

export function inScope(scope: TOrderScope): SQL | undefined {
  if (scope.kind === 'own') return eq(salesOrder.employeeId, scope.employeeId);
  if (scope.kind === 'customer') return eq(salesOrder.customerId, scope.customerId);
  return undefined;
}

/** The customers module's view of the same scope: a salesperson uses only their own customers. */
export function customerScope(scope: TOrderScope): TCustomerScope {
  return scope.kind === 'own'
    ? { kind: 'own', employeeId: scope.employeeId, canWrite: true }
    : { kind: 'all', canWrite: false };
}

/** GET SalesOrder/GetOrderById: an order out of the caller's scope answers 404, as if it did not exist. */
export async function getVisibleOrder(db: DbOrTx, orderId: number, scope: TOrderScope): Promise<TOrder> {
  const order = await getOrder(db, orderId);
  const visible =
    scope.kind === 'all' ||
    (scope.kind === 'own' && order.employeeId === scope.employeeId) ||
    (scope.kind === 'customer' && order.customerId === scope.customerId && order.draft === 0);
  if (!visible) throw new NotFoundError(`Order ${orderId} was not found.`);
  return order;
}

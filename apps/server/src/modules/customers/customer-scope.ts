import { CUSTOMER_PAGE, normalisePageUrl } from '@packline/domain';
import { and, eq } from 'drizzle-orm';
import { ForbiddenError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { customer } from './customers.tables.ts';

// spec 02 §2, §6: which customers a caller may see and change (README.md "Who sees and changes which customers").
// Every read and change of a customer, its contacts, delivery addresses and attachments goes through these.

/** 'all' customers, or only those whose sales (employeeId) is the caller; `canWrite` false for the read-only view. */
export type TCustomerScope =
  | { kind: 'all'; canWrite: boolean }
  | { kind: 'own'; employeeId: number; canWrite: boolean };

/**
 * From the caller's pages: the all-customers page sees everyone; the sales-specific page only the caller's own
 * customers; the read-only sales view its own customers without changes. Staff with none of the three (order,
 * dispatch and ticket screens reading customers as a lookup) see every customer and change none.
 */
export function customerScopeOf(caller: { employeeId: number; pageUrls: ReadonlySet<string> }): TCustomerScope {
  const has = (url: string) => caller.pageUrls.has(normalisePageUrl(url));
  if (has(CUSTOMER_PAGE.all)) return { kind: 'all', canWrite: true };
  if (has(CUSTOMER_PAGE.own)) return { kind: 'own', employeeId: caller.employeeId, canWrite: true };
  if (has(CUSTOMER_PAGE.readOnly)) return { kind: 'own', employeeId: caller.employeeId, canWrite: false };
  return { kind: 'all', canWrite: false };
}

/** The condition on `customer` a query adds for the scope (none for all customers). */
export const inCustomerScope = (scope: TCustomerScope) =>
  scope.kind === 'own' ? eq(customer.employeeId, scope.employeeId) : undefined;

/** `inCustomerScope` judged on a customer row already read (a prepared read serves every scope). */
export const isInCustomerScope = (scope: TCustomerScope, row: { employeeId: number | null }) =>
  scope.kind !== 'own' || row.employeeId === scope.employeeId;

export function assertCanWrite(scope: TCustomerScope): void {
  if (!scope.canWrite) throw new ForbiddenError('You do not have permission to use this page.');
}

/** The customer's id if the scope reaches it; a customer out of scope is "not found", as if it did not exist. */
export async function assertCustomerInScope(db: DbOrTx, scope: TCustomerScope, customerId: number): Promise<void> {
  const _row = await firstOrNotFound(
    db
      .select({ customerId: customer.customerId })
      .from(customer)
      .where(and(eq(customer.customerId, customerId), inCustomerScope(scope))),
    `Customer ${customerId} was not found.`,
  );
}

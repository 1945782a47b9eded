import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// What a purchase order needs to know of its receivings. Receiving sits above purchase orders (it locks the order and
// rolls the received quantities up onto its lines), so this module never imports it: receiving/index.ts tells it
// when the app loads, and the two modules depend on each other one way only.

export interface TOrderReceivings {
  /** A condition on the outer query's `purchase_order` row: it has a receiving in processing. */
  openReceiving: SQL;
  /** Whether the order has a receiving, whatever its status. */
  hasReceiving: (db: DbOrTx, poId: number) => Promise<boolean>;
  /** A line's received and handled quantities: the sums over its receiving lines, on the `po_detail` row updated. */
  lineTotals: { totalRevQty: SQL; totalHandledQty: SQL };
}

let provided: TOrderReceivings | undefined;

/** Called once by the receiving module's entry. */
export function provideOrderReceivings(receivings: TOrderReceivings): void {
  provided = receivings;
}

export function orderReceivings(): TOrderReceivings {
  if (!provided) throw new Error('The receiving module has not been loaded: purchase orders cannot see receivings.');
  return provided;
}

import {
  ORDER_STATUS_NAMES,
  ORDER_TYPES,
  PAYMENT_TERM_PREPAY,
  TICKET_TYPES,
  WORK_ORDER_SOURCES,
} from '@packline/domain';
import type { Transaction } from '../../db/client.ts';
import { insertFixedRows } from '../../db/sequences.ts';
import {
  orderStatus,
  orderType,
  paymentCycle,
  plateType,
  productOption,
  ticketType,
  workOrderSource,
} from './lookups.tables.ts';

/** The lookup rows whose ids the code and the specs give meaning to; an administrator's renames are kept. */
export async function seedLookupReference(tx: Transaction): Promise<void> {
  await insertFixedRows(
    tx,
    orderStatus,
    orderStatus.orderStatusId,
    Object.entries(ORDER_STATUS_NAMES).map(([id, name]) => ({ orderStatusId: Number(id), orderStatusName: name })),
  );
  await insertFixedRows(
    tx,
    orderType,
    orderType.orderTypeId,
    ORDER_TYPES.map((o) => ({ orderTypeId: o.id, orderTypeName: o.name })),
  );
  await insertFixedRows(
    tx,
    ticketType,
    ticketType.ticketTypeId,
    TICKET_TYPES.map((o) => ({ ticketTypeId: o.id, ticketTypeName: o.name })),
  );
  await insertFixedRows(
    tx,
    workOrderSource,
    workOrderSource.workOrderSourceId,
    WORK_ORDER_SOURCES.map((o) => ({ workOrderSourceId: o.id, workOrderSourceName: o.name })),
  );
  // Ids the specs give meaning to: payment term 6 is Prepay; option 1 is the delivery fee line; pallet type 2 is
  // temporary, 3 the default, 100 non-temporary (spec 01 §9, spec 02 §7 and §9).
  await insertFixedRows(tx, paymentCycle, paymentCycle.paymentCycleId, [
    { paymentCycleId: 1, paymentCycleName: '7 days' },
    { paymentCycleId: 2, paymentCycleName: '20th of the following month' },
    { paymentCycleId: 3, paymentCycleName: '30 days' },
    { paymentCycleId: 4, paymentCycleName: 'Cash on delivery' },
    { paymentCycleId: 5, paymentCycleName: 'Cash on pickup' },
    { paymentCycleId: PAYMENT_TERM_PREPAY, paymentCycleName: 'Prepay' },
  ]);
  await insertFixedRows(tx, productOption, productOption.optionId, [
    { optionId: 1, optionName: 'Delivery Fee', price: 1 },
    { optionId: 2, optionName: 'Urgent Fee', price: 50 },
    { optionId: 3, optionName: 'Setup Fee', price: 85 },
  ]);
  await insertFixedRows(tx, plateType, plateType.plateTypeId, [
    { plateTypeId: 1, plateTypeName: 'Customer Own' },
    { plateTypeId: 2, plateTypeName: 'Temporary' },
    { plateTypeId: 3, plateTypeName: 'CHEP' },
    { plateTypeId: 4, plateTypeName: 'Loscam' },
    { plateTypeId: 100, plateTypeName: 'Warehouse Racking' },
  ]);
}

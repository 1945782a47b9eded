import { describe, expect, it } from 'vitest';
import { WORK_ORDER_SOURCES } from './reference-data.ts';
import {
  canChangeUrgency,
  defaultRequiredDate,
  deleteRefusal,
  isNewWorkOrder,
  planSuborders,
  shownWorkOrderStatus,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_SOURCE,
  workOrderNumberOf,
  ZAddWorkOrder,
  ZMultiCountParams,
  ZWorkOrderListQuery,
  ZWorkOrderQuantityQuery,
} from './work-order.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('work order rules', () => {
  it('names the seeded sources', () => {
    expect(Object.fromEntries(WORK_ORDER_SOURCES.map((s) => [s.name.replace(' ', ''), s.id]))).toEqual(
      WORK_ORDER_SOURCE,
    );
  });

  it('numbers from the id and defaults the required date to 14 days after today in Auckland', () => {
    expect(workOrderNumberOf(123)).toBe('WO000123');
    // 20:00 UTC on 1 March is 2 March in Auckland.
    expect(defaultRequiredDate(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-16');
  });

  it('applies the state rules of spec 02 §4', () => {
    expect([-1, 1, 2, 10, 0].map(isNewWorkOrder)).toEqual([true, false, false, false, false]);
    expect([-1, 1, 2, 10, 0].map(canChangeUrgency)).toEqual([true, true, true, false, false]);
    expect([-1, 1, 2, 10, 0].map(deleteRefusal)).toEqual([
      null,
      null,
      null,
      WORK_ORDER_MESSAGES.completedNotDeletable,
      WORK_ORDER_MESSAGES.cancelledNotDeletable,
    ]);
    expect(shownWorkOrderStatus(2)).toBe(1);
  });

  it('plans the suborders in sequence: the first Awaiting, the step before Packaging the last semi-finished', () => {
    const plan = planSuborders([
      { action: 4, sequenceNo: 3 },
      { action: 1, sequenceNo: 1 },
      { action: 3, sequenceNo: 2 },
    ]);
    expect(plan.map((s) => [s.action, s.suborderStatusId, s.isSemiLast])).toEqual([
      [1, 1, 0],
      [3, 4, 1],
      [4, 4, 0],
    ]);
    expect(planSuborders([{ action: 3, sequenceNo: 1 }])[0]).toMatchObject({ suborderStatusId: 1, isSemiLast: 0 });
  });

  it('checks the form and the query fields', () => {
    const base = { productId: 1, orderTypeId: 1 };
    expect(ZAddWorkOrder.parse({ ...base, quantity: 0 })).toMatchObject({ workOrderSourceId: 2, urgent: 0 });
    expect(firstMessage(ZAddWorkOrder.safeParse(base))).toBe(WORK_ORDER_MESSAGES.quantityRequired);
    expect(firstMessage(ZAddWorkOrder.safeParse({ ...base, quantity: 1.5, workOrderSourceId: 3 }))).toBe(
      WORK_ORDER_MESSAGES.validQty,
    );
    expect(firstMessage(ZAddWorkOrder.safeParse({ ...base, quantity: 1, comments: 'x'.repeat(151) }))).toBe(
      WORK_ORDER_MESSAGES.commentTooLong,
    );
    expect(ZMultiCountParams.safeParse({ count: '50' }).success).toBe(true);
    expect(firstMessage(ZMultiCountParams.safeParse({ count: '51' }))).toBe(WORK_ORDER_MESSAGES.countRange);
    expect(firstMessage(ZWorkOrderQuantityQuery.safeParse({ id: '1', quantity: '' }))).toBe(
      WORK_ORDER_MESSAGES.quantityRequired,
    );
    expect(ZWorkOrderListQuery.parse({ status: '-1,10' }).status).toEqual([-1, 10]);
    expect(ZWorkOrderListQuery.parse({}).status).toBeUndefined();
  });
});

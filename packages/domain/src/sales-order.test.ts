import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUS } from './customer.ts';
import { ORDER_STATUS, PAYMENT_TERM_PREPAY } from './reference-data.ts';
import {
  canMoveOrder,
  canOrderFor,
  computeDueStatus,
  DELIVERY_FEE_FLAG_ADD,
  DELIVERY_FEE_OPTION_INPUT,
  DUE,
  defaultOrderRange,
  isPickable,
  isPrepayAccount,
  needsDeliveryFeeOption,
  ORDER_ALL_READ_PAGES,
  ORDER_ALL_WRITE_PAGES,
  ORDER_DISPATCH_READ_PAGES,
  ORDER_DISPATCH_WRITE_PAGES,
  ORDER_OWN_PAGES,
  ORDER_READ_PAGES,
  ORDER_WRITE_PAGES,
  orderLineColour,
  orderLinePrice,
  orderLineQuantity,
  orderLinesChanged,
  orderTotals,
  requiredDateFromLeadTime,
  ZAddOrder,
} from './sales-order.ts';

describe('order state machine', () => {
  it('allows only the listed moves', () => {
    expect(canMoveOrder(ORDER_STATUS.New, ORDER_STATUS.Approved)).toBe(true);
    expect(canMoveOrder(ORDER_STATUS.Online, ORDER_STATUS.Approved)).toBe(true);
    expect(canMoveOrder(ORDER_STATUS.Dispatch, ORDER_STATUS.Delivered)).toBe(true);
    expect(canMoveOrder(ORDER_STATUS.New, ORDER_STATUS.Delivered)).toBe(false);
    expect(canMoveOrder(ORDER_STATUS.Closed, ORDER_STATUS.New)).toBe(false);
    expect(canMoveOrder(99, ORDER_STATUS.New)).toBe(false);
  });
});

describe('computeDueStatus', () => {
  // 2024-06-05 is a Wednesday.
  const today = '2024-06-05';
  const order = (fields: Partial<Parameters<typeof computeDueStatus>[0]>) => ({
    orderStatusId: ORDER_STATUS.Approved,
    requiredDate: null,
    urgentNote: null,
    ...fields,
  });

  it('is finished once delivered, whatever the dates', () => {
    expect(computeDueStatus(order({ orderStatusId: ORDER_STATUS.Delivered, requiredDate: '2024-01-01' }), today)).toBe(
      DUE.Finished,
    );
  });
  it('is urgent with an urgent note or a required date today or past', () => {
    expect(computeDueStatus(order({ urgentNote: 'Customer waiting', requiredDate: '2024-12-01' }), today)).toBe(
      DUE.Urgent,
    );
    expect(computeDueStatus(order({ requiredDate: today }), today)).toBe(DUE.Urgent);
    expect(computeDueStatus(order({ requiredDate: '2024-06-01' }), today)).toBe(DUE.Urgent);
  });
  it('ignores a blank urgent note', () => {
    expect(computeDueStatus(order({ urgentNote: '  ' }), today)).toBe(DUE.HaveTime);
  });
  it('is in waiting within 3 working days and has time after', () => {
    // Wednesday + 3 working days = Monday 10 June.
    expect(computeDueStatus(order({ requiredDate: '2024-06-10' }), today)).toBe(DUE.InWaiting);
    expect(computeDueStatus(order({ requiredDate: '2024-06-11' }), today)).toBe(DUE.HaveTime);
  });
});

describe('requiredDateFromLeadTime', () => {
  it('counts working days only (spec 01 §5)', () => {
    // Friday + 2 working days = Tuesday.
    expect(requiredDateFromLeadTime('2024-06-07', 2)).toBe('2024-06-11');
    // Saturday + 10 working days = two weeks later, Friday.
    expect(requiredDateFromLeadTime('2024-06-08', 10)).toBe('2024-06-21');
    expect(requiredDateFromLeadTime('2024-06-05', 15)).toBe('2024-06-26');
    expect(requiredDateFromLeadTime('2024-06-05', 20)).toBe('2024-07-03');
  });
});

describe('orderLineColour (spec 01 §4)', () => {
  it('is red once delivered reaches the ordered quantity', () => {
    expect(orderLineColour({ quantity: 100, deliveredQuantity: 100, stock: 0 })).toBe('red');
    expect(orderLineColour({ quantity: 100, deliveredQuantity: 120, stock: 0 })).toBe('red');
  });
  it('is green when stock covers the remainder, blue when it covers part, black without stock', () => {
    expect(orderLineColour({ quantity: 100, deliveredQuantity: 40, stock: 60 })).toBe('green');
    expect(orderLineColour({ quantity: 100, deliveredQuantity: 40, stock: 59 })).toBe('blue');
    expect(orderLineColour({ quantity: 100, deliveredQuantity: 0, stock: 0 })).toBe('black');
  });
});

describe('isPickable', () => {
  it('needs whole cartons on every line with a known pack quantity', () => {
    expect(
      isPickable([
        { quantity: 1000, packQuantity: 500 },
        { quantity: 7, packQuantity: null },
      ]),
    ).toBe(true);
    expect(isPickable([{ quantity: 1001, packQuantity: 500 }])).toBe(false);
  });
});

describe('order line money', () => {
  it('prices a line as cartons × unit price per carton, exactly, to cents', () => {
    expect(orderLinePrice(10, 12.5)).toBe(125);
    expect(orderLinePrice(3, 0.145)).toBe(0.44);
    expect(orderLinePrice('2', '0.335')).toBe(0.67);
    expect(orderLinePrice(0, 99)).toBe(0);
  });
  it('counts pieces from cartons and the pack quantity, when known', () => {
    expect(orderLineQuantity(4, 500)).toBe(2000);
    expect(orderLineQuantity(1.5, 1000)).toBe(1500);
    expect(orderLineQuantity(4, null)).toBeNull();
    expect(orderLineQuantity(4, 0)).toBeNull();
  });
  it('totals lines and options with GST at 15 %', () => {
    const totals = orderTotals({
      orderProduct: [{ price: 125 }, { price: '0.44' }, { price: null }],
      orderOption: [{ price: 1 }],
    });
    expect(totals).toEqual({ subtotal: 126.44, gst: 18.97, total: 145.41 });
    expect(orderTotals({ orderProduct: [], orderOption: [] })).toEqual({ subtotal: 0, gst: 0, total: 0 });
  });
});

describe('delivery fee option (spec 01 §9)', () => {
  it('is added for flag 2 when absent', () => {
    expect(needsDeliveryFeeOption(DELIVERY_FEE_FLAG_ADD, [])).toBe(true);
    expect(needsDeliveryFeeOption(DELIVERY_FEE_FLAG_ADD, [{ optionId: 3 }])).toBe(true);
  });
  it('is not added twice, nor for the other flags', () => {
    expect(needsDeliveryFeeOption(DELIVERY_FEE_FLAG_ADD, [{ optionId: DELIVERY_FEE_OPTION_INPUT.optionId }])).toBe(
      false,
    );
    expect(needsDeliveryFeeOption(0, [])).toBe(false);
    expect(needsDeliveryFeeOption(1, [])).toBe(false);
    expect(needsDeliveryFeeOption(null, [])).toBe(false);
  });
  it('is one unit at 1, priced 1', () => {
    expect(DELIVERY_FEE_OPTION_INPUT).toEqual({ optionId: 1, quantity: 1, unitPrice: 1, price: 1 });
  });
});

describe('customer checks', () => {
  it('asks on a Prepay account (payment term 6) only', () => {
    expect(isPrepayAccount(PAYMENT_TERM_PREPAY)).toBe(true);
    expect(isPrepayAccount(1)).toBe(false);
    expect(isPrepayAccount(null)).toBe(false);
  });
  it('orders only for an active customer', () => {
    expect(canOrderFor({ statusId: CUSTOMER_STATUS.Active })).toBe(true);
    expect(canOrderFor({ statusId: CUSTOMER_STATUS.Inactive })).toBe(false);
    expect(canOrderFor({ statusId: CUSTOMER_STATUS.New })).toBe(false);
  });
});

describe('orderLinesChanged (UpdateOrder or UpdateFullOrder)', () => {
  const savedLine = {
    orderProductId: 7,
    productId: 3,
    unitPrice: '12.500',
    packagingQty: '10.000',
    quantity: '5000.000',
    price: '125.00',
    marginOfError: null,
  };
  const savedOption = { orderOptionId: 2, optionId: 1, quantity: '1.000', unitPrice: '1.000', price: '1.00' };
  const saved = { orderProduct: [savedLine], orderOption: [savedOption] };
  const nextLine = {
    orderProductId: 7,
    productId: 3,
    unitPrice: 12.5,
    packagingQty: 10,
    quantity: 5000,
    price: 125,
    marginOfError: null,
  };
  const nextOption = { orderOptionId: 2, optionId: 1, quantity: 1, unitPrice: 1, price: 1 };

  it('sees the same lines in text and in numbers as unchanged', () => {
    expect(orderLinesChanged(saved, { orderProduct: [nextLine], orderOption: [nextOption] })).toBe(false);
  });
  it('sees a changed, added or removed line', () => {
    expect(
      orderLinesChanged(saved, { orderProduct: [{ ...nextLine, packagingQty: 11 }], orderOption: [nextOption] }),
    ).toBe(true);
    expect(
      orderLinesChanged(saved, {
        orderProduct: [nextLine, { ...nextLine, orderProductId: undefined }],
        orderOption: [nextOption],
      }),
    ).toBe(true);
    expect(orderLinesChanged(saved, { orderProduct: [], orderOption: [nextOption] })).toBe(true);
  });
  it('sees a changed or removed option', () => {
    expect(orderLinesChanged(saved, { orderProduct: [nextLine], orderOption: [{ ...nextOption, price: 2 }] })).toBe(
      true,
    );
    expect(orderLinesChanged(saved, { orderProduct: [nextLine], orderOption: [] })).toBe(true);
  });
  it('sees a margin of error set', () => {
    expect(
      orderLinesChanged(saved, { orderProduct: [{ ...nextLine, marginOfError: 5 }], orderOption: [nextOption] }),
    ).toBe(true);
  });
});

describe('ZAddOrder lead-time rule (spec 01 §5)', () => {
  const base = { customerId: 1, orderDate: '2024-06-05', deliveryAddress: '1 Queen St' };
  const messages = (body: unknown) => {
    const result = ZAddOrder.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('needs the required date without lead time', () => {
    expect(messages({ ...base, leadtimeFlag: 0 })).toEqual(['Required Date is required!']);
    expect(messages({ ...base, leadtimeFlag: 0, requiredDate: '2024-06-10' })).toEqual([]);
  });
  it('needs one of the lead time choices with it', () => {
    expect(messages({ ...base, leadtimeFlag: 1 })).toEqual(['Lead Time is required!']);
    expect(messages({ ...base, leadtimeFlag: 1, leadtime: 3 })).toEqual(['Lead Time must be one of 2, 10, 15, 20']);
    expect(messages({ ...base, leadtimeFlag: 1, leadtime: 10 })).toEqual([]);
  });
  it('needs the delivery address and non-negative line numbers', () => {
    expect(messages({ ...base, deliveryAddress: ' ', requiredDate: '2024-06-10' })).toEqual([
      'Delivery Address is required!',
    ]);
    const line = { productId: 3, unitPrice: 1, packagingQty: -1, quantity: 0, price: 0 };
    expect(messages({ ...base, requiredDate: '2024-06-10', orderProduct: [line] })).toEqual([
      'Packaging Qty must be at least 0',
    ]);
  });
});

describe('defaultOrderRange (spec 01 §9)', () => {
  it('is the last 3 months up to tomorrow, a month end clamped to the shorter month', () => {
    expect(defaultOrderRange('2026-06-15')).toEqual({ start: '2026-03-15', end: '2026-06-16' });
    expect(defaultOrderRange('2026-05-31')).toEqual({ start: '2026-02-28', end: '2026-06-01' });
    expect(defaultOrderRange('2024-05-31')).toEqual({ start: '2024-02-29', end: '2024-06-01' });
    expect(defaultOrderRange('2026-12-31')).toEqual({ start: '2026-09-30', end: '2027-01-01' });
  });
});

describe('order page sets', () => {
  const sorted = (pages: readonly string[]) => [...new Set(pages)].sort();

  it('name each page the order calls have always let in', () => {
    expect(sorted(ORDER_READ_PAGES)).toEqual(
      sorted([
        '/sales-order-management',
        '/sales-order-management-for-sales',
        '/draft-order-management-for-sales',
        '/online-sales-order',
        '/home',
        '/customer-management-page',
        '/customer-only-sales',
      ]),
    );
    expect(sorted(ORDER_WRITE_PAGES)).toEqual(
      sorted(['/sales-order-management', '/sales-order-management-for-sales', '/draft-order-management-for-sales']),
    );
    expect(sorted(ORDER_ALL_WRITE_PAGES)).toEqual(sorted(['/sales-order-management', '/online-sales-order']));
    expect(sorted(ORDER_ALL_READ_PAGES)).toEqual(
      sorted(['/sales-order-management', '/online-sales-order', '/customer-management-page']),
    );
    expect(sorted(ORDER_OWN_PAGES)).toEqual(
      sorted(['/sales-order-management-for-sales', '/draft-order-management-for-sales', '/customer-only-sales']),
    );
    expect(sorted(ORDER_DISPATCH_READ_PAGES)).toEqual(
      sorted([...ORDER_READ_PAGES, '/awaiting-dispatch', '/PickupList', '/dispatch']),
    );
    expect(sorted(ORDER_DISPATCH_WRITE_PAGES)).toEqual(
      sorted([...ORDER_WRITE_PAGES, '/awaiting-dispatch', '/PickupList', '/dispatch']),
    );
  });
});

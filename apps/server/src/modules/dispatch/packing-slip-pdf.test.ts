import {
  DISPATCH_MESSAGES,
  DISPATCH_STATUS,
  PACKING_SLIP_HOURS,
  PACKING_SLIP_TERMS,
  type TDispatch,
  type TDispatchOutstanding,
} from '@packline/domain';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { packingSlipOf, packingSlipPdfName, renderPackingSlip } from './packing-slip-pdf.ts';

// spec 01 §9 Packing slip: read back from the rendered file.

const outstanding = (fields: Partial<TDispatchOutstanding>): TDispatchOutstanding => ({
  orderProductId: 11,
  productId: 5,
  product: { productCode: 'HC8-DW', productName: '8oz double wall hot cup', packQuantity: 1000 },
  quantity: 5000,
  dispatchedQuantity: 0,
  inDeliveryingQuantity: 0,
  unitPrice: '85.500',
  packagingQty: 5,
  ...fields,
});

const dispatch = (fields: Partial<TDispatch> = {}): TDispatch => ({
  dispatchId: 42,
  orderId: 7,
  orderNo: 'SO000007',
  custOrderNo: 'PO-7781',
  packingSlipNo: '000042',
  status: DISPATCH_STATUS.Dispatch,
  statusName: 'Dispatch',
  createdAt: '2026-11-19T21:00:00.000Z',
  completedAt: '2026-11-20T01:00:00.000Z',
  deliveredAt: null,
  courierId: 1,
  courier: { courierName: 'NZ Couriers' },
  trackingNo: 'NZC-998877',
  employee: { employeeId: 3, firstName: 'Mere', lastName: 'Tane' },
  customer: { customerId: 2, company: 'Kōwhai Café Ōtaki', customerCode: 'KOWHAI' },
  deliveryAddress: '12 Main Highway, Ōtaki',
  deliveryMethodName: 'Courier',
  palletType: 3,
  palletTypeName: 'CHEP',
  palletQuantity: 2,
  imgs: [],
  totalQuantity: 3500,
  dispatchingDetails: [
    {
      dispatchingDetailId: 1,
      boxId: 100,
      productId: 5,
      orderProductId: 11,
      quantity: 2000,
      box: { barCode: 'HC8-DW-261120-0100' },
      product: { productCode: 'HC8-DW', productName: '8oz double wall hot cup' },
    },
    {
      dispatchingDetailId: 2,
      boxId: 101,
      productId: 5,
      orderProductId: 11,
      quantity: 1000,
      box: { barCode: 'HC8-DW-261120-0101' },
      product: { productCode: 'HC8-DW', productName: '8oz double wall hot cup' },
    },
    {
      dispatchingDetailId: 3,
      boxId: 102,
      productId: 6,
      orderProductId: 12,
      quantity: 500,
      box: { barCode: 'LID-90-261120-0102' },
      product: { productCode: 'LID-90', productName: 'Lid 90mm' },
    },
  ],
  // After this dispatch was completed: 3000 of 5000 cups delivered, all 500 lids, none of the 200 sleeves.
  dispatchingOutStanding: [
    outstanding({ dispatchedQuantity: 3000 }),
    outstanding({
      orderProductId: 12,
      productId: 6,
      product: { productCode: 'LID-90', productName: 'Lid 90mm', packQuantity: 500 },
      quantity: 500,
      dispatchedQuantity: 500,
      unitPrice: '42.125',
      packagingQty: 1,
    }),
    outstanding({
      orderProductId: 13,
      productId: 8,
      product: { productCode: 'SLV-12', productName: 'Cup sleeve 12oz', packQuantity: 100 },
      quantity: 200,
      dispatchedQuantity: 0,
      unitPrice: '10.000',
      packagingQty: 2,
    }),
  ],
  palletStockLog: [{ plateType: { plateTypeName: 'CHEP' }, quantity: 2 }],
  ...fields,
});

const order = (showPriceOnPackingSlip: boolean, deliveryMethodName: string | null = 'Courier') => ({
  deliveryMethodName,
  deliveryName: 'Kōwhai Café back door',
  deliveryAddress: '12 Main Highway, Ōtaki',
  postalCode: '5512',
  warehouseNote: 'Call on arrival.',
  customer: { company: 'Kōwhai Café Ōtaki', customerCode: 'KOWHAI', showPriceOnPackingSlip },
});

async function read(slip: ReturnType<typeof packingSlipOf>) {
  const pdf = await getDocumentProxy(new Uint8Array(await renderPackingSlip(slip)));
  const { text } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  const page = await pdf.getPage(1);
  return { text, info: info as Record<string, unknown>, view: page.view };
}

describe('packing slip PDF', () => {
  it('is A4 portrait with the header, delivery block, goods, backorder, pallet line, terms and hours', async () => {
    const slip = packingSlipOf(dispatch(), order(false), 'Ōtaki');
    const { text, info, view } = await read(slip);
    expect(view).toEqual([0, 0, 595.28, 841.89]);
    expect(info.Title).toBe('PS000042_KOWHAI');
    expect(packingSlipPdfName(slip)).toBe('PS000042_KOWHAI.pdf');
    for (const expected of [
      'PACKING SLIP',
      'Packline',
      'Kōwhai Café Ōtaki',
      'Kōwhai Café back door',
      '12 Main Highway, Ōtaki',
      'Ōtaki 5512',
      'Call on arrival.',
      'Packing Slip No: 000042',
      'Order No: SO000007',
      'Customer Order No: PO-7781',
      'Date: 20/11/2026',
      'Delivery Method: Courier',
      'Courier: NZ Couriers',
      'Tracking No: NZC-998877',
      'HC8-DW',
      '8oz double wall hot cup',
      '3,000',
      'LID-90',
      'CHEP Pallet',
      'Backorder items',
      'Outstanding',
      'SLV-12',
      'Cup sleeve 12oz',
      PACKING_SLIP_HOURS,
      ...PACKING_SLIP_TERMS,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Unit Price');
    expect(text).not.toContain('$');
    // Backorder: 2000 cups and all 200 sleeves are owed; the lids are complete.
    expect(slip.backorder).toEqual([
      { productCode: 'HC8-DW', productName: '8oz double wall hot cup', ordered: 5000, outstanding: 2000 },
      { productCode: 'SLV-12', productName: 'Cup sleeve 12oz', ordered: 200, outstanding: 200 },
    ]);
    expect(slip.lines).toEqual([
      expect.objectContaining({ productCode: 'HC8-DW', cartons: 3, pieces: 3000 }),
      expect.objectContaining({ productCode: 'LID-90', cartons: 1, pieces: 500 }),
    ]);
    expect(slip.pallet).toEqual({ name: 'CHEP Pallet', quantity: 2 });
  });

  it('shows unit price and price only for a customer allowed to see them', async () => {
    const { text } = await read(packingSlipOf(dispatch(), order(true), null));
    expect(text).toContain('Unit Price');
    expect(text).toContain('Price');
    expect(text).toContain('$85.500');
    expect(text).toContain('$256.50');
    expect(text).toContain('$42.125');
    expect(text).toContain('$298.63');
  });

  it('counts a dispatch still being picked as delivered for the backorder, and has no pallet line without pallets', async () => {
    const picking = dispatch({
      status: DISPATCH_STATUS.Picking,
      completedAt: null,
      courier: null,
      trackingNo: null,
      palletType: null,
      palletTypeName: null,
      palletQuantity: null,
      dispatchingOutStanding: dispatch().dispatchingOutStanding.map((line) => ({
        ...line,
        dispatchedQuantity: 0,
        inDeliveryingQuantity: line.orderProductId === 11 ? 3000 : line.orderProductId === 12 ? 500 : 0,
      })),
    });
    const slip = packingSlipOf(picking, order(false), null);
    expect(slip.backorder.map((line) => [line.productCode, line.outstanding])).toEqual([
      ['HC8-DW', 2000],
      ['SLV-12', 200],
    ]);
    const { text } = await read(slip);
    expect(text).toContain('Date: 20/11/2026');
    expect(text).not.toContain('Pallet');
  });

  it('leaves out the backorder when the order is complete', async () => {
    const done = dispatch({
      dispatchingOutStanding: dispatch().dispatchingOutStanding.map((line) => ({
        ...line,
        dispatchedQuantity: line.quantity,
      })),
    });
    const { text } = await read(packingSlipOf(done, order(false), null));
    expect(text).not.toContain('Backorder items');
  });

  it('refuses an order without a delivery method', () => {
    expect(() => packingSlipOf(dispatch(), order(false, null), null)).toThrow(DISPATCH_MESSAGES.noDeliveryMethod);
  });
});

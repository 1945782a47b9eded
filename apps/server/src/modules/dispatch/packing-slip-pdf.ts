import {
  DISPATCH_MESSAGES,
  DISPATCH_STATUS,
  formatDate,
  formatMoney,
  formatUnitPrice,
  multiplyMoney,
  PACKING_SLIP_HOURS,
  PACKING_SLIP_TERMS,
  packingSlipFileName,
  palletLineText,
  sumMoney,
  type TDispatch,
} from '@packline/domain';
import { BusinessError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { labelled, letterhead, letterheadStyles } from '../../pdf/letterhead.ts';
import { PAGE_COUNT, PAGE_NUMBER, renderPdf, type TPdfContent, type TPdfDocument } from '../../pdf/pdf.ts';
import { getCityName } from '../lookups/lookups.service.ts';
import { getOrder } from '../sales-orders/sales-order-read.ts';
import type { TOrderScope } from '../sales-orders/sales-order-scope.ts';
import { getDispatch } from './dispatch-read.ts';

// The packing slip of spec 01 §9: A4 portrait; the goods of one dispatch by order line (unit price and price only for a
// customer with showPriceOnPackingSlip), what the order still owes (backorder), the pallet line, the terms and the
// operating hours in the footer. `packingSlipDefinition` is a pure function of `TPackingSlip`.

const BODY_SIZE = 9;
const MARGIN = 40;
/** Room at the bottom of each page for the footer's terms and hours. */
const FOOTER_HEIGHT = 110;

export interface TPackingSlipLine {
  productCode: string;
  productName: string;
  cartons: number | null;
  pieces: number;
  /** Per carton. */
  unitPrice: string;
  price: number | null;
}

export interface TPackingSlip {
  packingSlipNo: string;
  orderNo: string;
  custOrderNo: string | null;
  /** When it was sent (completed), else when it was created. */
  date: string;
  courierName: string | null;
  trackingNo: string | null;
  customer: { company: string; customerCode: string | null; showPriceOnPackingSlip: boolean };
  delivery: {
    deliveryName: string | null;
    deliveryAddress: string;
    postalCode: string | null;
    cityName: string | null;
    deliveryMethodName: string;
    instruction: string | null;
  };
  lines: TPackingSlipLine[];
  /** Order lines still owed once this dispatch is delivered, in pieces. */
  backorder: { productCode: string; productName: string; ordered: number; outstanding: number }[];
  pallet: { name: string; quantity: number } | null;
}

/** `PS{slipNo}_{customerCode}.pdf` (spec 01 §9). */
export const packingSlipPdfName = (slip: Pick<TPackingSlip, 'packingSlipNo' | 'customer'>) =>
  `${packingSlipFileName(slip.packingSlipNo, slip.customer.customerCode)}.pdf`;

const numberText = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 3 });
const count = (value: number | null) => (value === null ? '' : numberText.format(value));
const right = (text: string): TPdfContent => ({ text, alignment: 'right' });
const header = (titles: string[]): TPdfContent[] =>
  titles.map((title, i) => ({ text: title, style: 'tableHeader', alignment: i < 2 ? 'left' : 'right' }));

/** The slip of one dispatch from what the dispatch and order reads give. */
export function packingSlipOf(
  dispatch: TDispatch,
  order: {
    deliveryMethodName: string | null;
    deliveryName: string | null;
    deliveryAddress: string;
    postalCode: string | null;
    warehouseNote: string | null;
    customer: { company: string; customerCode: string | null; showPriceOnPackingSlip: boolean };
  },
  cityName: string | null,
): TPackingSlip {
  if (!order.deliveryMethodName) throw new BusinessError(DISPATCH_MESSAGES.noDeliveryMethod);
  const lineOf = new Map(dispatch.dispatchingOutStanding.map((line) => [line.orderProductId, line]));
  const piecesByLine = new Map<number, number>();
  for (const detail of dispatch.dispatchingDetails) {
    piecesByLine.set(detail.orderProductId, (piecesByLine.get(detail.orderProductId) ?? 0) + detail.quantity);
  }
  const lines = [...piecesByLine].flatMap(([orderProductId, pieces]) => {
    const line = lineOf.get(orderProductId);
    if (!line) return [];
    const pack = line.product.packQuantity;
    const cartons = pack ? pieces / pack : null;
    return [
      {
        productCode: line.product.productCode,
        productName: line.product.productName,
        cartons,
        pieces,
        unitPrice: line.unitPrice,
        price: cartons === null ? null : multiplyMoney(cartons, line.unitPrice),
      },
    ];
  });
  // A dispatch still being picked has not counted its pieces as delivered yet; the slip counts them.
  const notYetCounted = (orderProductId: number) =>
    dispatch.status === DISPATCH_STATUS.Picking ? (piecesByLine.get(orderProductId) ?? 0) : 0;
  const backorder = dispatch.dispatchingOutStanding
    .map((line) => ({
      productCode: line.product.productCode,
      productName: line.product.productName,
      ordered: line.quantity,
      outstanding: line.quantity - line.dispatchedQuantity - notYetCounted(line.orderProductId),
    }))
    .filter((line) => line.outstanding > 0);
  return {
    packingSlipNo: dispatch.packingSlipNo,
    orderNo: dispatch.orderNo,
    custOrderNo: dispatch.custOrderNo,
    date: dispatch.completedAt ?? dispatch.createdAt,
    courierName: dispatch.courier?.courierName ?? null,
    trackingNo: dispatch.trackingNo,
    customer: order.customer,
    delivery: {
      deliveryName: order.deliveryName,
      deliveryAddress: order.deliveryAddress,
      postalCode: order.postalCode,
      cityName,
      deliveryMethodName: order.deliveryMethodName,
      instruction: order.warehouseNote,
    },
    lines,
    backorder,
    pallet:
      dispatch.palletTypeName && dispatch.palletQuantity
        ? { name: palletLineText(dispatch.palletTypeName), quantity: dispatch.palletQuantity }
        : null,
  };
}

function goodsTable(slip: TPackingSlip): TPdfContent {
  const prices = slip.customer.showPriceOnPackingSlip;
  const titles = ['Product Code', 'Product Name', 'Cartons', 'Pieces', ...(prices ? ['Unit Price', 'Price'] : [])];
  const rows: TPdfContent[][] = slip.lines.map((line) => [
    line.productCode,
    line.productName,
    right(count(line.cartons)),
    right(count(line.pieces)),
    ...(prices ? [right(`$${formatUnitPrice(line.unitPrice)}`), right(`$${formatMoney(line.price)}`)] : []),
  ]);
  if (slip.pallet) {
    rows.push(['', slip.pallet.name, '', right(count(slip.pallet.quantity)), ...(prices ? ['', ''] : [])]);
  }
  if (prices) {
    const total = sumMoney(slip.lines.map((line) => line.price ?? 0));
    rows.push(['', { text: 'Subtotal (excl. GST)', bold: true }, '', '', '', right(`$${formatMoney(total)}`)]);
  }
  return {
    table: {
      headerRows: 1,
      widths: prices ? [80, '*', 45, 55, 60, 65] : [90, '*', 55, 65],
      body: [header(titles), ...rows],
    },
    layout: 'lightHorizontalLines',
  };
}

function backorderTable(slip: TPackingSlip): TPdfContent[] {
  if (slip.backorder.length === 0) return [];
  return [
    { text: 'Backorder items', style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: [90, '*', 65, 65],
        body: [
          header(['Product Code', 'Product Name', 'Ordered', 'Outstanding']),
          ...slip.backorder.map((line): TPdfContent[] => [
            line.productCode,
            line.productName,
            right(count(line.ordered)),
            right(count(line.outstanding)),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** The document of one packing slip. */
export function packingSlipDefinition(slip: TPackingSlip, logoSvg?: string): TPdfDocument {
  const name = packingSlipFileName(slip.packingSlipNo, slip.customer.customerCode);
  const { delivery } = slip;
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN, MARGIN, MARGIN, FOOTER_HEIGHT],
    info: { title: name, subject: `Packing slip ${slip.packingSlipNo}` },
    defaultStyle: { fontSize: BODY_SIZE },
    styles: {
      ...letterheadStyles(),
      tableHeader: { bold: true, fillColor: '#eeeeee' },
      section: { bold: true, fontSize: 11, margin: [0, 14, 0, 4] },
    },
    content: [
      letterhead({ title: 'PACKING SLIP', logoSvg }),
      {
        margin: [0, 16, 0, 0],
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Deliver to', bold: true },
              { text: slip.customer.company, bold: true },
              ...(delivery.deliveryName && delivery.deliveryName !== slip.customer.company
                ? [delivery.deliveryName]
                : []),
              delivery.deliveryAddress,
              [delivery.cityName, delivery.postalCode].filter(Boolean).join(' '),
              ...(delivery.instruction ? [labelled('Delivery instruction', delivery.instruction)] : []),
            ],
          },
          {
            width: 220,
            stack: [
              labelled('Packing Slip No', slip.packingSlipNo),
              labelled('Order No', slip.orderNo),
              labelled('Customer Order No', slip.custOrderNo),
              labelled('Customer Code', slip.customer.customerCode),
              labelled('Date', formatDate(slip.date)),
              labelled('Delivery Method', delivery.deliveryMethodName),
              labelled('Courier', slip.courierName),
              labelled('Tracking No', slip.trackingNo),
            ],
          },
        ],
      },
      { text: 'Goods', style: 'section' },
      goodsTable(slip),
      ...backorderTable(slip),
      {
        margin: [0, 30, 0, 0],
        columns: [
          { text: 'Received by: ______________________' },
          { text: 'Signature: ______________________' },
          { text: 'Date: ______________' },
        ],
      },
    ],
    footer: {
      margin: [MARGIN, 10, MARGIN, 0],
      fontSize: 7,
      stack: [
        ...PACKING_SLIP_TERMS.map((term) => ({ text: term })),
        { text: PACKING_SLIP_HOURS, bold: true, margin: [0, 4, 0, 0] },
        { text: `${name}    Page ${PAGE_NUMBER} of ${PAGE_COUNT}`, alignment: 'right' },
      ],
    },
  };
}

export function renderPackingSlip(slip: TPackingSlip, signal?: AbortSignal): Promise<Buffer> {
  return renderPdf(packingSlipDefinition(slip), signal);
}

/**
 * GET Dispatching/GetPackingSlip: the slip of a dispatch the caller reaches; refused when the order has no delivery
 * method (DISPATCH_MESSAGES.noDeliveryMethod).
 */
export async function readPackingSlip(db: DbOrTx, dispatchId: number, scope: TOrderScope): Promise<TPackingSlip> {
  const dispatch = await getDispatch(db, dispatchId, scope);
  const order = await getOrder(db, dispatch.orderId);
  return packingSlipOf(dispatch, order, await getCityName(db, order.deliveryCityId ?? null));
}

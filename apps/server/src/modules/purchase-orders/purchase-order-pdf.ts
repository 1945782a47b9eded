import {
  formatDate,
  formatMoney,
  formatUnitPrice,
  hasGst,
  PO_PDF_ROWS,
  PO_STATUS,
  type TPurchaseOrder,
} from '@packline/domain';
import { labelled, letterhead, letterheadStyles } from '../../pdf/letterhead.ts';
import {
  PAGE_COUNT,
  PAGE_NUMBER,
  renderPdf,
  type TPdfContent,
  type TPdfDocument,
  type TPdfNode,
} from '../../pdf/pdf.ts';

// The purchase order PDF (spec 02 §9; issue 16): A4 portrait; the lines and options in one table padded to 23 rows;
// totals to 2 decimals with the currency; excl GST, GST and incl GST only for an NZD order. `purchaseOrderDefinition`
// is a pure function of the order as the API answers it.

const MARGIN = 36;
const quantityText = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 3 });

const right = (text: string, extra: TPdfNode = {}): TPdfContent => ({
  text,
  alignment: 'right',
  ...extra,
});
/** A code on one line: 'OUT-BAMBOO-SET' does not break at its hyphens (issue 31 §22). */
const code = (text: string): TPdfContent => ({ text, noWrap: true });
/** issue 31 §19: an order not approved yet is not one to send as final. */
export const AWAITING_APPROVAL_MARK = 'AWAITING APPROVAL';

/** The table rows: each line, then each option; blank rows up to 23. */
function itemRows(order: TPurchaseOrder): TPdfContent[][] {
  const rows: TPdfContent[][] = order.poDetail.map((line, i) => [
    String(i + 1),
    code(line.rawMaterial?.rawMaterialCode ?? line.outSourceProduct?.productCode ?? ''),
    code(line.suplierProductCode ?? ''),
    [line.rawMaterial?.rawMaterialName ?? line.outSourceProduct?.productName ?? '', line.comments]
      .filter(Boolean)
      .join(' — '),
    line.unit ?? '',
    right(quantityText.format(line.quantity)),
    right(formatUnitPrice(line.unitPrice)),
    right(formatMoney(line.price)),
  ]);
  for (const option of order.poOption) {
    rows.push(['', '', '', option.optionName, '', '', '', right(formatMoney(option.price))]);
  }
  while (rows.length < PO_PDF_ROWS) rows.push(['', '', '', ' ', '', '', '', '']);
  return rows;
}

function totalsRows(order: TPurchaseOrder): TPdfContent[][] {
  const currency = order.currencyName;
  const total = (label: string, amount: number, bold = false): TPdfContent[] => [
    { text: label, colSpan: 7, alignment: 'right', bold },
    '',
    '',
    '',
    '',
    '',
    '',
    right(`${currency} ${formatMoney(amount)}`, { bold }),
  ];
  if (!hasGst(order.currencyId)) return [total('Total', order.price, true)];
  return [
    total('Total excl GST', order.price),
    total('GST 15%', order.gst),
    total('Total incl GST', order.inclGstPrice, true),
  ];
}

/** The document of one purchase order. */
export function purchaseOrderDefinition(order: TPurchaseOrder, logoSvg?: string): TPdfDocument {
  const creator = order.createdEmployee ? `${order.createdEmployee.firstName} ${order.createdEmployee.lastName}` : '';
  const awaiting = order.poStatusId === PO_STATUS.AwaitingApproval;
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: order.poNo, subject: `Purchase order ${order.poNo}` },
    ...(awaiting
      ? { watermark: { text: AWAITING_APPROVAL_MARK, color: '#c0392b', opacity: 0.15, bold: true, fontSize: 64 } }
      : {}),
    defaultStyle: { fontSize: 8.5 },
    styles: {
      ...letterheadStyles(),
      tableHeader: { bold: true, fillColor: '#eeeeee' },
    },
    content: [
      letterhead({
        title: 'PURCHASE ORDER',
        details: awaiting ? [{ text: AWAITING_APPROVAL_MARK, bold: true, color: '#c0392b', fontSize: 12 }] : [],
        logoWidth: 140,
        logoSvg,
      }),
      {
        margin: [0, 14, 0, 10],
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Supplier', bold: true },
              { text: order.suplier.suplierName, bold: true },
              order.suplier.address ?? '',
              order.suplier.email ?? '',
            ],
          },
          {
            width: '*',
            stack: [
              { text: 'Deliver to', bold: true },
              order.deliveryAddr ?? '',
              labelled('Tel', order.telNo),
              ...(order.deliveryInstruction ? [labelled('Delivery instruction', order.deliveryInstruction)] : []),
            ],
          },
          {
            width: 170,
            stack: [
              labelled('PO Number', order.poNo),
              labelled('Date', formatDate(order.createdAt)),
              labelled('ETA', formatDate(order.deliveryDate)),
              labelled('Currency', order.currencyName),
              labelled('Created By', creator),
            ],
          },
        ],
      },
      {
        table: {
          headerRows: 1,
          // The codes take the width they need, on one line; the description takes what is left.
          widths: [16, 'auto', 'auto', '*', 34, 48, 50, 62],
          body: [
            ['#', 'Code', 'Supplier Code', 'Description', 'Unit', 'Quantity', 'Unit Price', 'Amount'].map(
              (title, i): TPdfContent => ({
                text: title,
                style: 'tableHeader',
                alignment: i >= 5 ? 'right' : 'left',
                noWrap: i === 1 || i === 2,
              }),
            ),
            ...itemRows(order),
            ...totalsRows(order),
          ],
        },
      },
      ...(order.notes
        ? [{ margin: [0, 10, 0, 0], text: [{ text: 'Notes: ', bold: true }, order.notes] } as TPdfNode]
        : []),
    ],
    footer: {
      margin: [MARGIN, 10, MARGIN, 0],
      fontSize: 7,
      text: `${order.poNo}    Page ${PAGE_NUMBER} of ${PAGE_COUNT}`,
      alignment: 'right',
    },
  };
}

export function renderPurchaseOrder(order: TPurchaseOrder, signal?: AbortSignal): Promise<Buffer> {
  return renderPdf(purchaseOrderDefinition(order), signal);
}

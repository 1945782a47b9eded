import {
  CREDIT_REPLACEMENT_NAMES,
  formatDate,
  RETURN_TYPE_NAMES,
  returnSlipFileName,
  type TReturn,
} from '@packline/domain';
import { labelled, letterhead, letterheadStyles } from '../../pdf/letterhead.ts';
import { renderPdf, type TPdfBarcode, type TPdfContent, type TPdfDocument } from '../../pdf/pdf.ts';

// The return slip (spec 02 §2 DownloadPDF, issue 18): A4 portrait, the return number as text and as a Code 128
// barcode (scanned when the goods are inspected), the customer, packing slip and order, the returned lines with their
// quantities and the boxes they came back in, the reason and credit or replacement. `returnSlipDefinition` is pure.

const MARGIN = 40;
const numberText = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 3 });

export const returnSlipPdfName = (item: Pick<TReturn, 'returnNo'>) => returnSlipFileName(item.returnNo);

const header = (titles: string[]): TPdfContent[] =>
  titles.map((title, i) => ({ text: title, style: 'tableHeader', alignment: i === 3 ? 'right' : 'left' }));

/** The document of one return slip, the return number also as Code 128. */
export function returnSlipDefinition(item: TReturn, logoSvg?: string): TPdfDocument {
  const picture: TPdfBarcode = {
    barcode: { kind: 'code128', text: item.returnNo },
    fit: [220, 60],
    alignment: 'right',
  };
  const total = item.returnDetail.reduce((sum, line) => sum + line.quantity, 0);
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: returnSlipPdfName(item), subject: `Return slip ${item.returnNo}` },
    defaultStyle: { fontSize: 9 },
    styles: {
      ...letterheadStyles(),
      tableHeader: { bold: true, fillColor: '#eeeeee' },
      section: { bold: true, fontSize: 11, margin: [0, 14, 0, 4] },
    },
    content: [
      letterhead({
        title: 'RETURN SLIP',
        details: [picture, { text: item.returnNo, bold: true, fontSize: 12 }],
        logoSvg,
      }),
      {
        margin: [0, 16, 0, 0],
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Customer', bold: true },
              { text: item.dispatch.order.customer.company, bold: true },
              ...(item.returnAddress ? [item.returnAddress] : []),
            ],
          },
          {
            width: 240,
            stack: [
              labelled('Return No', item.returnNo),
              labelled('Packing Slip No', item.dispatch.packingSlipNo),
              labelled('Order No', item.dispatch.order.orderNo),
              labelled('Customer Order No', item.dispatch.order.custOrderNo),
              labelled('Date', formatDate(item.createdAt)),
              labelled('Type', RETURN_TYPE_NAMES[item.type] ?? String(item.type)),
              labelled(
                'Credit or Replacement',
                item.creditReplacement === null ? '' : (CREDIT_REPLACEMENT_NAMES[item.creditReplacement] ?? ''),
              ),
              labelled('Delivery Method', item.deliveryMethodName),
              labelled('Pallet', item.plate.plateCode),
              labelled('Confirmed', item.isConfirm ? `Yes — ${item.invoiceNote ?? ''}` : 'No'),
            ],
          },
        ],
      },
      ...(item.reason ? [{ text: 'Reason', style: 'section' }, { text: item.reason }] : []),
      { text: 'Returned goods', style: 'section' },
      {
        table: {
          headerRows: 1,
          widths: [80, '*', 110, 60, 110],
          body: [
            header(['Product Code', 'Product Name', 'Dispatched Box', 'Quantity', 'Returned Box']),
            ...item.returnDetail.map((line): TPdfContent[] => [
              line.productCode,
              line.productName,
              line.barCode,
              { text: numberText.format(line.quantity), alignment: 'right' },
              line.returnedBarCode ?? '',
            ]),
            [
              '',
              { text: 'Total', bold: true },
              '',
              { text: numberText.format(total), alignment: 'right', bold: true },
              '',
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 30, 0, 0],
        columns: [{ text: 'Received by: ______________________' }, { text: 'Date: ______________' }],
      },
    ],
  };
}

export function renderReturnSlip(item: TReturn, signal?: AbortSignal): Promise<Buffer> {
  return renderPdf(returnSlipDefinition(item), signal);
}

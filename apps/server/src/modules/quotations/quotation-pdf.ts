import { formatDate, formatUnitPrice, type TQuotation } from '@packline/domain';
import { letterhead, letterheadStyles } from '../../pdf/letterhead.ts';
import { PAGE_COUNT, PAGE_NUMBER, renderPdf, type TPdfContent, type TPdfDocument } from '../../pdf/pdf.ts';

// The quotation PDF of spec 01 §9: A4 landscape, margins 60, heading 19, spacers 19 and 26, body 7; the columns of
// spec 02 §9; the quote terms. A pure function of the quotation, so the staff and the public download print alike.

const HEADING_SIZE = 19;
const BODY_SIZE = 7;
const SPACER_SMALL = 19;
const SPACER_LARGE = 26;
const LOGO_WIDTH = 150;

/** spec 01 §9 quote terms, as the sentences the customer reads. */
export const QUOTE_TERMS = [
  'Payment is due within 7 days of the invoice date.',
  'Interest of 5% is charged on overdue accounts.',
  'Printed quantities may vary by up to 5% from the quantity ordered; the invoice is for the quantity supplied.',
  'Logo design is charged at $85, and further artwork or design changes at $120 per hour.',
];

const COLUMNS = [
  'Item Code',
  'Description',
  'Raw Material',
  'Sleeve/Pkt',
  'Sleeve Qty',
  'Carton Qty',
  'MOQ',
  'Price per Carton',
];

/** `${trading name}_${quotation number}`: the PDF's title and subject, and its file name. */
export function quotationPdfName(quotation: Pick<TQuotation, 'company' | 'quotationNo'>): string {
  return `${quotation.company}_${quotation.quotationNo}`;
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
const spacer = (height: number): TPdfContent => ({ text: '', margin: [0, height, 0, 0] });

function itemTable(quotation: TQuotation): TPdfContent {
  const header: TPdfContent[] = COLUMNS.map((title) => ({ text: title, style: 'tableHeader' }));
  const rows: TPdfContent[][] = quotation.quotationItem.map((item) => [
    text(item.productCode),
    { text: [text(item.productName), item.itemDesc ? `\n${item.itemDesc}` : ''] },
    text(item.rawmaterialDesc),
    { text: text(item.sleevePkt), alignment: 'right' },
    { text: text(item.sleeveQty), alignment: 'right' },
    { text: text(item.cartonQuantity), alignment: 'right' },
    text(item.notes2),
    { text: `$${formatUnitPrice(item.price)}`, alignment: 'right' },
  ]);
  return {
    table: { headerRows: 1, widths: [70, '*', '*', 45, 45, 45, 90, 65], body: [header, ...rows] },
    layout: 'lightHorizontalLines',
  };
}

function optionsAndNotes(quotation: TQuotation): TPdfContent[] {
  const content: TPdfContent[] = [];
  if (quotation.quotationOption.length > 0) {
    content.push({ text: 'Options', style: 'section' });
    content.push({
      ul: quotation.quotationOption.map((option) =>
        option.customizeOptionNotes ? `${option.name}: ${option.customizeOptionNotes}` : option.name,
      ),
    });
  }
  if (quotation.notes) content.push({ text: 'Notes', style: 'section' }, { text: quotation.notes });
  return content;
}

/** The document of one quotation; `logoSvg` is the letterhead's logo. */
export function quotationPdfDefinition(quotation: TQuotation, logoSvg?: string): TPdfDocument {
  const name = quotationPdfName(quotation);
  const final = quotation.isFinal === 1;
  // spec 01 §4: a final quotation (a price contract) has no quote date or valid date; spec 01 §5: missing is blank.
  const details: TPdfContent[] = [
    ...(final ? [] : [`Date: ${formatDate(quotation.effDate)}`]),
    `Quote No: ${text(quotation.quotationNo)}`,
    ...(final ? [] : [`Valid Date: ${formatDate(quotation.expDate)}`]),
  ];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: 60,
    info: { title: name, subject: name },
    defaultStyle: { fontSize: BODY_SIZE },
    styles: {
      ...letterheadStyles(HEADING_SIZE),
      tableHeader: { bold: true, fillColor: '#eeeeee' },
      section: { bold: true, margin: [0, 8, 0, 2] },
    },
    content: [
      // spec 01 §9: the customer's name and the quote's details on the left, the logo on the right.
      letterhead({
        title: `Prepared for ${text(quotation.company)}`,
        company: false,
        details: [spacer(SPACER_SMALL), ...details],
        logoSide: 'right',
        logoWidth: LOGO_WIDTH,
        logoSvg,
      }),
      spacer(SPACER_LARGE),
      itemTable(quotation),
      ...optionsAndNotes(quotation),
      spacer(SPACER_SMALL),
      { text: 'Terms', style: 'section' },
      { ol: QUOTE_TERMS },
    ],
    footer: {
      text: `${name}    Page ${PAGE_NUMBER} of ${PAGE_COUNT}`,
      alignment: 'right',
      fontSize: BODY_SIZE,
      margin: [60, 20, 60, 0],
    },
  };
}

export function renderQuotationPdf(quotation: TQuotation, signal?: AbortSignal): Promise<Buffer> {
  return renderPdf(quotationPdfDefinition(quotation), signal);
}

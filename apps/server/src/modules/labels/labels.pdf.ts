import {
  BOX_LABEL_PAGE,
  formatDate,
  MADE_IN_NEW_ZEALAND,
  PALLET_LABEL_PAGE,
  palletContentQuantityText,
  splitLongWords,
  type TPalletContent,
} from '@packline/domain';
import { renderPdf, type TPdfBarcode, type TPdfContent, type TPdfDocument, type TPdfNode } from '../../pdf/pdf.ts';

// The box label (290 × 435 pt) and the pallet label (100 × 150 mm) of spec 02 §9: one page per box or pallet, the
// codes drawn as PNG pictures by the render worker (Code 128 for the scanners on the floor, QR for the phones), every
// text also printed as text. `boxLabelsDefinition` and `palletLabelsDefinition` are pure functions of the labels.

/** What one box label prints. */
export interface TBoxLabel {
  barCode: string;
  productCode: string;
  productName: string;
  /** Pieces in the box (KG in a raw material box). */
  quantity: number;
  /** What the quantity counts: PCS unless told (a receiving's raw material box: KG). */
  unit?: string;
  /** `{sleeveQty} PCS x {sleevePkt} PK`, null when the packaging lacks either. */
  packaging: string | null;
  madeInNewZealand: boolean;
  /** The print-QR dialog's labels carry a QR code of the barcode too. */
  withQr: boolean;
  /** When the box was made (its barcode date), ISO. */
  createdAt: string;
}

/** What one pallet label prints: the pallet and what stands on it. */
export interface TPalletLabel {
  palletCode: string;
  palletTypeName: string;
  /** 'A01 2-B' in a cell, the zone's name in a temporary zone, '' nowhere. */
  position: string;
  /** Every box on it, product or raw material: a line per product or raw material. */
  contents: TPalletContent[];
  /** When it was printed, ISO. */
  printedAt: string;
}

const MARGIN = 14;
/** Products listed on a pallet label before '+ n more', and the characters of a name shown: the label is one page. */
const PALLET_CONTENT_ROWS = 5;
const PALLET_NAME_MAX = 40;
/** A box label's product name is set smaller past this length, and cut past BOX_NAME_MAX: the label is one page. */
const BOX_NAME_LONG = 48;
const BOX_NAME_MAX = 120;
const numberText = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 3 });

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const code = (kind: 'code128' | 'qrcode', text: string, fit: [number, number]): TPdfBarcode => ({
  barcode: { kind, text },
  fit,
  alignment: 'center',
});
const onNewPage = (index: number, stack: TPdfContent[]): TPdfNode =>
  index === 0 ? { stack } : { stack, pageBreak: 'before' };

function boxLabelContent(label: TBoxLabel): TPdfContent[] {
  const width = BOX_LABEL_PAGE.width - 2 * MARGIN;
  return [
    {
      text: splitLongWords(cut(label.productName, BOX_NAME_MAX)),
      style: 'productName',
      fontSize: label.productName.length > BOX_NAME_LONG ? 13 : 18,
    },
    { text: label.productCode, style: 'productCode' },
    ...(label.packaging ? [{ text: label.packaging, style: 'packaging' }] : []),
    { text: `${numberText.format(label.quantity)} ${label.unit ?? 'PCS'}`, style: 'quantity' },
    code('code128', label.barCode, [width, 80]),
    { text: label.barCode, style: 'barCode' },
    ...(label.withQr ? [code('qrcode', label.barCode, [96, 96])] : []),
    { text: `Date: ${formatDate(label.createdAt)}`, style: 'date' },
    ...(label.madeInNewZealand ? [{ text: MADE_IN_NEW_ZEALAND, style: 'madeIn' }] : []),
  ];
}

/** The document of some box labels, one page each. */
export function boxLabelsDefinition(labels: readonly TBoxLabel[]): TPdfDocument {
  return {
    pageSize: { ...BOX_LABEL_PAGE },
    pageMargins: MARGIN,
    info: { title: labels.length === 1 ? `Box label ${labels[0]?.barCode}` : `${labels.length} box labels` },
    defaultStyle: { fontSize: 11, alignment: 'center' },
    styles: {
      productName: { bold: true, margin: [0, 0, 0, 4] },
      productCode: { fontSize: 14, margin: [0, 0, 0, 4] },
      packaging: { fontSize: 13, margin: [0, 0, 0, 4] },
      quantity: { fontSize: 16, bold: true, margin: [0, 0, 0, 10] },
      barCode: { fontSize: 13, bold: true, margin: [0, 2, 0, 8] },
      date: { fontSize: 11, margin: [0, 6, 0, 0] },
      madeIn: { fontSize: 12, bold: true, margin: [0, 8, 0, 0] },
    },
    content: labels.map((label, i) => onNewPage(i, boxLabelContent(label))),
  };
}

function contentsTable(label: TPalletLabel): TPdfContent {
  if (label.contents.length === 0) return { text: 'No boxes on this pallet yet', style: 'small' };
  const shown = label.contents.slice(0, PALLET_CONTENT_ROWS);
  const more = label.contents.length - shown.length;
  const right = (text: string): TPdfContent => ({ text, alignment: 'right' });
  return {
    stack: [
      {
        table: {
          headerRows: 1,
          widths: ['*', 34, 60],
          body: [
            [
              { text: 'Contents', bold: true, alignment: 'left' },
              { text: 'Boxes', bold: true, alignment: 'right' },
              { text: 'Qty', bold: true, alignment: 'right' },
            ],
            ...shown.map((row): TPdfContent[] => [
              {
                text: `${row.code} ${splitLongWords(cut(row.name, PALLET_NAME_MAX))}`,
                alignment: 'left',
              },
              right(numberText.format(row.boxCount)),
              right(palletContentQuantityText(row, (value) => numberText.format(value))),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        style: 'small',
      },
      ...(more > 0 ? [{ text: `+ ${more} more`, style: 'small' }] : []),
    ],
  };
}

function palletLabelContent(label: TPalletLabel): TPdfContent[] {
  const width = PALLET_LABEL_PAGE.width - 2 * MARGIN;
  return [
    { text: 'PALLET', style: 'heading' },
    { text: label.palletCode, style: 'palletCode' },
    code('code128', label.palletCode, [width, 50]),
    {
      margin: [0, 6, 0, 6],
      columns: [
        { width: 90, stack: [code('qrcode', label.palletCode, [90, 90])] },
        {
          width: '*',
          alignment: 'left',
          margin: [8, 10, 0, 0],
          stack: [
            `Type: ${label.palletTypeName}`,
            ...(label.position ? [`Position: ${label.position}`] : []),
            `Printed: ${formatDate(label.printedAt)}`,
          ],
        },
      ],
    },
    contentsTable(label),
  ];
}

/** The document of some pallet labels, one page each. */
export function palletLabelsDefinition(labels: readonly TPalletLabel[]): TPdfDocument {
  return {
    pageSize: { ...PALLET_LABEL_PAGE },
    pageMargins: MARGIN,
    info: { title: labels.length === 1 ? `Pallet label ${labels[0]?.palletCode}` : `${labels.length} pallet labels` },
    defaultStyle: { fontSize: 11, alignment: 'center' },
    styles: {
      heading: { fontSize: 12, bold: true },
      palletCode: { fontSize: 32, bold: true, margin: [0, 0, 0, 4] },
      small: { fontSize: 8 },
    },
    content: labels.map((label, i) => onNewPage(i, palletLabelContent(label))),
  };
}

/** The PDF of some box labels; `signal`: clientGone of the request. */
export function renderBoxLabels(labels: readonly TBoxLabel[], signal?: AbortSignal): Promise<Buffer> {
  return renderPdf(boxLabelsDefinition(labels), signal);
}

/** The PDF of some pallet labels; `signal`: clientGone of the request. */
export function renderPalletLabels(labels: readonly TPalletLabel[], signal?: AbortSignal): Promise<Buffer> {
  return renderPdf(palletLabelsDefinition(labels), signal);
}

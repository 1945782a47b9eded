import { BOX_LABEL_PAGE, formatDate, MADE_IN_NEW_ZEALAND, PALLET_LABEL_PAGE, splitLongWords } from '@packline/domain';
import { renderPdf, type TPdfContent, type TPdfDocument, type TPdfNode } from '../../pdf/pdf.ts';

// The box label (290 × 435 pt) and the pallet label (100 × 150 mm) of spec 02 §9: one page per box or pallet, the
// codes drawn by bwip-js as PNG pictures (Code 128 for the scanners on the floor, QR for the phones), every text also
// printed as text. `boxLabelsDefinition` and `palletLabelsDefinition` are pure functions of the labels and pictures.

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

/** What one pallet label prints: the pallet and the products on it. */
export interface TPalletLabel {
  plateCode: string;
  plateTypeName: string;
  /** 'A01 2-B' in a cell, the zone's name in a temporary zone, '' nowhere. */
  position: string;
  contents: { productCode: string; productName: string; boxes: number; quantity: number }[];
  /** When it was printed, ISO. */
  printedAt: string;
}

/** A picture node: pdf.ts's nodes draw text and SVG; a label adds its barcode pictures. */
export interface TPdfPicture extends TPdfNode {
  image: string;
  fit: [number, number];
}

const MARGIN = 14;
/** Products listed on a pallet label before '+ n more', and the characters of a name shown: the label is one page. */
const PALLET_CONTENT_ROWS = 5;
const PALLET_NAME_MAX = 40;
/** A box label's product name is set smaller past this length, and cut past BOX_NAME_MAX: the label is one page. */
const BOX_NAME_LONG = 48;
const BOX_NAME_MAX = 120;
const numberText = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 3 });

type TBwip = typeof import('bwip-js/node');
// Loaded with the first label, not at start, as pdfmake is (pdf.ts).
let bwip: Promise<TBwip> | null = null;

/** A PNG of the code as a data URL: Code 128 with no text under it (the label prints the text), or a QR code. */
export async function barcodePicture(kind: 'code128' | 'qrcode', text: string): Promise<string> {
  bwip ??= import('bwip-js/node');
  const { toBuffer } = await bwip;
  const png = await toBuffer(
    kind === 'code128' ? { bcid: kind, text, scale: 3, height: 14 } : { bcid: kind, text, scale: 4 },
  );
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const picture = (image: string, fit: [number, number]): TPdfPicture => ({ image, fit, alignment: 'center' });
const onNewPage = (index: number, stack: TPdfContent[]): TPdfNode =>
  index === 0 ? { stack } : { stack, pageBreak: 'before' };

/** The pictures of one box label. */
export interface TBoxLabelPictures {
  code128: string;
  qr: string | null;
}

function boxLabelContent(label: TBoxLabel, pictures: TBoxLabelPictures): TPdfContent[] {
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
    picture(pictures.code128, [width, 80]),
    { text: label.barCode, style: 'barCode' },
    ...(pictures.qr ? [picture(pictures.qr, [96, 96])] : []),
    { text: `Date: ${formatDate(label.createdAt)}`, style: 'date' },
    ...(label.madeInNewZealand ? [{ text: MADE_IN_NEW_ZEALAND, style: 'madeIn' }] : []),
  ];
}

/** The document of some box labels, one page each; `pictures[i]` are the codes of `labels[i]`. */
export function boxLabelsDefinition(
  labels: readonly TBoxLabel[],
  pictures: readonly TBoxLabelPictures[],
): TPdfDocument {
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
    content: labels.map((label, i) => onNewPage(i, boxLabelContent(label, pictures[i] as TBoxLabelPictures))),
  };
}

/** The pictures of one pallet label. */
export interface TPalletLabelPictures {
  code128: string;
  qr: string;
}

function contentsTable(label: TPalletLabel): TPdfContent {
  if (label.contents.length === 0) return { text: 'No boxes on this pallet yet', style: 'small' };
  const shown = label.contents.slice(0, PALLET_CONTENT_ROWS);
  const more = label.contents.length - shown.length;
  const right = (value: number): TPdfContent => ({ text: numberText.format(value), alignment: 'right' });
  return {
    stack: [
      {
        table: {
          headerRows: 1,
          widths: ['*', 34, 52],
          body: [
            [
              { text: 'Product', bold: true, alignment: 'left' },
              { text: 'Boxes', bold: true, alignment: 'right' },
              { text: 'Qty', bold: true, alignment: 'right' },
            ],
            ...shown.map((row): TPdfContent[] => [
              {
                text: `${row.productCode} ${splitLongWords(cut(row.productName, PALLET_NAME_MAX))}`,
                alignment: 'left',
              },
              right(row.boxes),
              right(row.quantity),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        style: 'small',
      },
      ...(more > 0 ? [{ text: `+ ${more} more products`, style: 'small' }] : []),
    ],
  };
}

function palletLabelContent(label: TPalletLabel, pictures: TPalletLabelPictures): TPdfContent[] {
  const width = PALLET_LABEL_PAGE.width - 2 * MARGIN;
  return [
    { text: 'PALLET', style: 'heading' },
    { text: label.plateCode, style: 'plateCode' },
    picture(pictures.code128, [width, 50]),
    {
      margin: [0, 6, 0, 6],
      columns: [
        { width: 90, stack: [picture(pictures.qr, [90, 90])] },
        {
          width: '*',
          alignment: 'left',
          margin: [8, 10, 0, 0],
          stack: [
            `Type: ${label.plateTypeName}`,
            ...(label.position ? [`Position: ${label.position}`] : []),
            `Printed: ${formatDate(label.printedAt)}`,
          ],
        },
      ],
    },
    contentsTable(label),
  ];
}

/** The document of some pallet labels, one page each; `pictures[i]` are the codes of `labels[i]`. */
export function palletLabelsDefinition(
  labels: readonly TPalletLabel[],
  pictures: readonly TPalletLabelPictures[],
): TPdfDocument {
  return {
    pageSize: { ...PALLET_LABEL_PAGE },
    pageMargins: MARGIN,
    info: { title: labels.length === 1 ? `Pallet label ${labels[0]?.plateCode}` : `${labels.length} pallet labels` },
    defaultStyle: { fontSize: 11, alignment: 'center' },
    styles: {
      heading: { fontSize: 12, bold: true },
      plateCode: { fontSize: 32, bold: true, margin: [0, 0, 0, 4] },
      small: { fontSize: 8 },
    },
    content: labels.map((label, i) => onNewPage(i, palletLabelContent(label, pictures[i] as TPalletLabelPictures))),
  };
}

/** The PDF of some box labels. */
export async function renderBoxLabels(labels: readonly TBoxLabel[]): Promise<Buffer> {
  const pictures: TBoxLabelPictures[] = [];
  for (const label of labels) {
    pictures.push({
      code128: await barcodePicture('code128', label.barCode),
      qr: label.withQr ? await barcodePicture('qrcode', label.barCode) : null,
    });
  }
  return renderPdf(boxLabelsDefinition(labels, pictures));
}

/** The PDF of some pallet labels. */
export async function renderPalletLabels(labels: readonly TPalletLabel[]): Promise<Buffer> {
  const pictures: TPalletLabelPictures[] = [];
  for (const label of labels) {
    pictures.push({
      code128: await barcodePicture('code128', label.plateCode),
      qr: await barcodePicture('qrcode', label.plateCode),
    });
  }
  return renderPdf(palletLabelsDefinition(labels, pictures));
}

// The document definitions the server draws, as plain data: they cross to the render worker (render-pool.ts) by
// structured clone, so they hold no functions. (@types/pdfmake pulls the browser's DOM types into the whole build.)

type TMargin = number | [number, number] | [number, number, number, number];
type TWidth = number | '*' | 'auto';

/** Style properties of a pdfmake node. */
export interface TPdfStyle {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  fillColor?: string;
  alignment?: 'left' | 'right' | 'center' | 'justify';
  lineHeight?: number;
  margin?: TMargin;
  /** Keeps the text on one line (a code that a hyphen would otherwise break). */
  noWrap?: boolean;
}

/** The pdfmake nodes the server draws. */
export interface TPdfNode extends TPdfStyle {
  style?: string | string[];
  text?: string | (string | TPdfNode)[];
  stack?: TPdfContent[];
  columns?: TPdfNode[];
  width?: TWidth;
  table?: { headerRows?: number; widths?: TWidth[]; body: TPdfContent[][] };
  layout?: 'noBorders' | 'headerLineOnly' | 'lightHorizontalLines';
  ul?: TPdfContent[];
  ol?: TPdfContent[];
  svg?: string;
  pageBreak?: 'before' | 'after';
  /** A table cell spanning this many columns (the cells it covers stay in the row, empty). */
  colSpan?: number;
}

/** A code the renderer draws with bwip-js as a PNG picture fitted into `fit`: Code 128 without text, or QR. */
export interface TPdfBarcode extends TPdfNode {
  barcode: { kind: 'code128' | 'qrcode'; text: string };
  fit: [number, number];
}

export type TPdfContent = string | TPdfNode | TPdfBarcode | TPdfContent[];

/** In a footer's text: the page's number, and the number of pages. */
export const PAGE_NUMBER = '\u{E000}page\u{E000}';
export const PAGE_COUNT = '\u{E000}pages\u{E000}';

export interface TPdfDocument {
  pageSize: 'A4' | 'A5' | { width: number; height: number };
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins: TMargin;
  info?: { title?: string; subject?: string; author?: string; keywords?: string };
  defaultStyle?: TPdfStyle;
  styles?: Record<string, TPdfStyle>;
  content: TPdfContent[];
  /** Every page's footer; PAGE_NUMBER and PAGE_COUNT in its text are that page's figures. */
  footer?: TPdfContent;
  /** Text drawn faintly across every page (a document that is not final yet). */
  watermark?: { text: string; color?: string; opacity?: number; bold?: boolean; fontSize?: number; angle?: number };
}

export const PDF_FONT = 'Roboto';

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';

// PDFs drawn on the server (quotations today, packing slips later) with pdfmake. Text is set in the Roboto pdfmake
// ships, which covers macrons (Māori, Ōtaki) and most non-Latin scripts; a document reaches no network address and
// no file but those fonts, so no customer-entered text can make the server fetch anything.

const require = createRequire(import.meta.url);

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
}

/** The pdfmake nodes the server draws. (@types/pdfmake pulls the browser's DOM types into the whole server build.) */
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
export type TPdfContent = string | TPdfNode | TPdfContent[];

export interface TPdfDocument {
  pageSize: 'A4' | 'A5' | { width: number; height: number };
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins: TMargin;
  info?: { title?: string; subject?: string; author?: string; keywords?: string };
  defaultStyle?: TPdfStyle;
  styles?: Record<string, TPdfStyle>;
  content: TPdfContent[];
  header?: (currentPage: number, pageCount: number) => TPdfContent;
  footer?: (currentPage: number, pageCount: number) => TPdfContent;
}

interface TPdfMake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: TPdfDocument): { getBuffer(): Promise<Buffer> };
}
const robotoFile = (name: string) => require.resolve(`pdfmake/fonts/Roboto/${name}`);

const ROBOTO = {
  normal: robotoFile('Roboto-Regular.ttf'),
  bold: robotoFile('Roboto-Medium.ttf'),
  italics: robotoFile('Roboto-Italic.ttf'),
  bolditalics: robotoFile('Roboto-MediumItalic.ttf'),
};
const FONT_FILES: ReadonlySet<string> = new Set(Object.values(ROBOTO));

// Loaded with the first PDF, not at start: pdfmake and pdfkit are a third of the server's start-up imports.
let pdfmake: TPdfMake | null = null;
function loadPdfmake(): TPdfMake {
  if (pdfmake) return pdfmake;
  const loaded = require('pdfmake') as TPdfMake;
  loaded.setFonts({ Roboto: ROBOTO });
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  pdfmake = loaded;
  return loaded;
}

export const PDF_FONT = 'Roboto';

/** An asset shipped with the server (apps/server/assets), read once at start. */
export function readAsset(name: string): string {
  return readFileSync(new URL(`../../assets/${name}`, import.meta.url), 'utf8');
}

/** The PDF file of a document definition. */
export async function renderPdf(definition: TPdfDocument): Promise<Buffer> {
  return loadPdfmake()
    .createPdf({ ...definition, defaultStyle: { font: PDF_FONT, ...definition.defaultStyle } })
    .getBuffer();
}

/**
 * An attachment header that every browser reads: an ASCII fallback name (accents dropped, anything else '_') and the
 * exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** Answers with a PDF to download. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(pdf);
}

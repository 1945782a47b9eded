import { createRequire } from 'node:module';
import { move } from 'piscina';
import { PAGE_COUNT, PAGE_NUMBER, PDF_FONT, type TPdfContent, type TPdfDocument } from './pdf-document.ts';

// The render worker (render-pool.ts runs it in worker threads): draws a document definition with pdfmake, its
// barcodes with bwip-js, and answers the PDF's bytes, moved to the caller. Text is set in the Roboto pdfmake ships,
// which covers macrons (Māori, Ōtaki) and most non-Latin scripts; a document reaches no network address and no file
// but those fonts, so no customer-entered text can make the server fetch anything.

const require = createRequire(import.meta.url);

interface TPdfMake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: unknown): { getBuffer(): Promise<Buffer> };
}
const robotoFile = (name: string) => require.resolve(`pdfmake/fonts/Roboto/${name}`);

const ROBOTO = {
  normal: robotoFile('Roboto-Regular.ttf'),
  bold: robotoFile('Roboto-Medium.ttf'),
  italics: robotoFile('Roboto-Italic.ttf'),
  bolditalics: robotoFile('Roboto-MediumItalic.ttf'),
};
const FONT_FILES: ReadonlySet<string> = new Set(Object.values(ROBOTO));

// Loaded with the first PDF, not when the worker starts: a thread that never draws stays small.
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

let bwip: Promise<typeof import('bwip-js/node')> | null = null;

/** A PNG of the code as a data URL: Code 128 with no text under it (the document prints the text), or a QR code. */
async function barcodePicture(kind: 'code128' | 'qrcode', text: string): Promise<string> {
  bwip ??= import('bwip-js/node');
  const { toBuffer } = await bwip;
  const png = await toBuffer(
    kind === 'code128' ? { bcid: kind, text, scale: 3, height: 14 } : { bcid: kind, text, scale: 4 },
  );
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

/** The content with each barcode node drawn as a picture (each code once). */
async function drawn(content: TPdfContent, pictures: Map<string, Promise<string>>): Promise<unknown> {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return Promise.all(content.map((item) => drawn(item, pictures)));
  const node: Record<string, unknown> = { ...content };
  for (const key of ['text', 'stack', 'columns', 'ul', 'ol'] as const) {
    if (content[key] !== undefined) node[key] = await drawn(content[key] as TPdfContent, pictures);
  }
  if (content.table) node.table = { ...content.table, body: await drawn(content.table.body, pictures) };
  if ('barcode' in content) {
    const { kind, text: code } = content.barcode;
    const key = `${kind}\n${code}`;
    if (!pictures.has(key)) pictures.set(key, barcodePicture(kind, code));
    delete node.barcode;
    node.image = await pictures.get(key);
  }
  return node;
}

/** The PDF file of a document definition. */
async function drawPdf(definition: TPdfDocument): Promise<Buffer> {
  const pictures = new Map<string, Promise<string>>();
  const { footer, ...rest } = definition;
  // The footer as JSON text, its page tokens replaced for each page (pdfmake asks for it page by page).
  const footerJson = footer === undefined ? undefined : JSON.stringify(await drawn(footer, pictures));
  const pageFooter =
    footerJson &&
    ((page: number, pages: number) =>
      JSON.parse(footerJson.replaceAll(PAGE_NUMBER, String(page)).replaceAll(PAGE_COUNT, String(pages))));
  const document = {
    ...rest,
    content: await drawn(rest.content, pictures),
    defaultStyle: { font: PDF_FONT, ...rest.defaultStyle },
    ...(pageFooter ? { footer: pageFooter } : {}),
  };
  return loadPdfmake().createPdf(document).getBuffer();
}

/** The task: a definition in, the PDF's bytes out (moved, not copied, to the calling thread). */
export default async function renderTask(definition: TPdfDocument): Promise<ReturnType<typeof move>> {
  const pdf = await drawPdf(definition);
  // Only a buffer that owns its whole memory can be moved (a small Buffer shares Node's pool).
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return move(new Uint8Array(own.buffer, 0, own.byteLength));
}

import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { TPdfDocument } from './pdf-document.ts';
import { renderInPool } from './render-pool.ts';

// PDFs drawn on the server (quotations, packing slips, labels, …) with pdfmake, in worker threads (render-pool.ts,
// render-worker.ts): a document is plain data (pdf-document.ts) and the reply gets its bytes.

export {
  PAGE_COUNT,
  PAGE_NUMBER,
  PDF_FONT,
  type TPdfBarcode,
  type TPdfContent,
  type TPdfDocument,
  type TPdfNode,
  type TPdfStyle,
} from './pdf-document.ts';

/** An asset shipped with the server (apps/server/assets), read once at start. */
export function readAsset(name: string): string {
  return readFileSync(new URL(`../../assets/${name}`, import.meta.url), 'utf8');
}

/**
 * The PDF file of a document definition, drawn off the event loop. With `signal` (clientGone of the request), a
 * client that leaves stops the drawing: 499 ClientGoneError.
 */
export function renderPdf(definition: TPdfDocument, signal?: AbortSignal): Promise<Buffer> {
  return renderInPool(definition, signal);
}

/** Aborts when the client closes the connection before its reply is sent (a print nobody waits for stops). */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // Already gone (while the request's data was read): nothing to draw.
  if (reply.raw.destroyed) controller.abort();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
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

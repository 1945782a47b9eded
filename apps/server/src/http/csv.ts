import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../pdf/pdf.ts';
import { fileReply } from './reply.ts';

// CSV downloads (spec 02 §2: Product Traceability's CSV export): csv-stringify quotes what needs quoting; a UTF-8 BOM
// first, so Excel reads Māori macrons and customer names right.

export const CSV_REPLY = fileReply('text/csv', 'The CSV file, as an attachment');

export function sendCsv(
  reply: FastifyReply,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  fileName: string,
): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(stringify([header, ...rows], { bom: true }));
}

import { PassThrough } from 'node:stream';
import { EXPORT_MESSAGES } from '@packline/domain';
import type { FastifyReply } from 'fastify';
import { BusinessError } from '../core/errors.ts';
import { attachmentDisposition } from '../pdf/pdf.ts';
import { fileReply } from './reply.ts';

// The one Excel export of the server (docs/architecture.md §2; issue 17 "Inventory value and Excel", issue 18): a real
// .xlsx written by exceljs's streaming WorkbookWriter straight into the HTTP reply, so an export of any size runs in
// bounded memory — each row is committed (written and dropped) as soon as it is added, and the rows come from an
// iterable the caller feeds a batch at a time. Numbers are number cells, dates are date cells (dd/mm/yyyy), the first
// row is the header, frozen, and every column has a width. An export with no rows is refused before anything is sent:
// 400 'No data to export'.
//
//   await sendXlsx(reply, 'Sales 2026-11.xlsx', {
//     name: 'Sales',
//     columns: [
//       { header: 'Invoice No', value: (r) => r.invoiceId, type: 'integer' },
//       { header: 'Invoice Date', value: (r) => r.invoiceDate, type: 'date' },
//       { header: 'Total', value: (r) => r.totalPrice, type: 'money' },
//     ],
//     rows: invoicesInBatches(db, range), // an array, or an async generator reading a page at a time
//   });
//
// The route declares `response: XLSX_REPLY`.

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_REPLY = fileReply(XLSX_CONTENT_TYPE, 'The Excel workbook (.xlsx), as an attachment');

/**
 * How a column's cells are written: `text` as text; `integer`, `number` (up to 3 decimals) and `money` (2 decimals)
 * as number cells; `percent` a number cell of a fraction (0.125 → 12.5%); `date` (a Date, or 'YYYY-MM-DD' text: the
 * calendar day) and `datetime` (a Date or ISO text, shown in Pacific/Auckland) as date cells. Text holding a number
 * (numeric columns from the database) is written as that number.
 */
export type TXlsxCellType = 'text' | 'integer' | 'number' | 'money' | 'percent' | 'date' | 'datetime';

export interface TXlsxColumn<T> {
  header: string;
  value: (row: T) => string | number | Date | null | undefined;
  /** Default 'text'. */
  type?: TXlsxCellType;
  /** In characters; default from the header and the type. */
  width?: number;
}

export interface TXlsxSheet<T> {
  /** The worksheet's tab name (at most 31 characters; Excel forbids : \ / ? * [ ]). */
  name: string;
  columns: readonly TXlsxColumn<T>[];
  /** The rows in order: an array, or an (async) iterable that reads them a batch at a time. */
  rows: Iterable<T> | AsyncIterable<T>;
}

const NUMBER_FORMATS: Partial<Record<TXlsxCellType, string>> = {
  integer: '#,##0',
  number: '#,##0.###',
  money: '#,##0.00',
  percent: '0.00%',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};
const DEFAULT_WIDTHS: Record<TXlsxCellType, number> = {
  text: 24,
  integer: 12,
  number: 14,
  money: 14,
  percent: 10,
  date: 12,
  datetime: 17,
};

const BUSINESS_ZONE = 'Pacific/Auckland';
const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Excel stores a wall-clock time without a zone; exceljs writes a Date by its UTC fields. A date column is the calendar
 * day (UTC midnight of it); a datetime column is the instant as read on a clock in Auckland.
 */
function cellDate(value: string | number | Date, type: 'date' | 'datetime'): Date | null {
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(localParts.formatToParts(instant).map((part) => [part.type, part.value]));
  const time = type === 'date' ? '00:00:00' : `${parts.hour}:${parts.minute}:${parts.second}`;
  return new Date(`${parts.year}-${parts.month}-${parts.day}T${time}Z`);
}

/** The value exceljs writes for one cell of a column. */
export function xlsxCellValue(
  value: string | number | Date | null | undefined,
  type: TXlsxCellType = 'text',
): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'text') return value instanceof Date ? value.toISOString() : String(value);
  if (type === 'date' || type === 'datetime') return cellDate(value, type);
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : String(value);
}

/** The first row of an iterable and the iterator over the rest, so an empty export is known before anything is sent. */
async function peek<T>(rows: Iterable<T> | AsyncIterable<T>) {
  const iterator =
    Symbol.asyncIterator in rows
      ? (rows as AsyncIterable<T>)[Symbol.asyncIterator]()
      : (rows as Iterable<T>)[Symbol.iterator]();
  const first = await iterator.next();
  return { first, iterator };
}

/**
 * Rows written between two turns of the event loop: rows given as an array are otherwise written in one go, and the
 * New Sales Report's 100,000 rows held every other request for seconds (issue 29 §4).
 */
export const XLSX_ROWS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeWorkbook<T>(
  output: PassThrough,
  sheet: TXlsxSheet<T>,
  first: IteratorResult<T>,
  iterator: Iterator<T> | AsyncIterator<T>,
): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((column, index) => {
    const type = column.type ?? 'text';
    const numFmt = NUMBER_FORMATS[type];
    return {
      key: String(index),
      header: column.header,
      width: column.width ?? Math.max(DEFAULT_WIDTHS[type], column.header.length + 2),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  let count = 0;
  for (let next = first; !next.done; next = await iterator.next()) {
    const row = next.value;
    worksheet.addRow(sheet.columns.map((column) => xlsxCellValue(column.value(row), column.type))).commit();
    count += 1;
    if (count % XLSX_ROWS_PER_TURN === 0) {
      await nextTurn();
      // The client left (the reply's stream was destroyed): nobody reads the rest.
      if (output.destroyed) return count;
    }
  }
  worksheet.commit();
  await workbook.commit();
  return count;
}

/**
 * Answers the rows as an .xlsx attachment named `fileName`, streamed while the rows are read. No rows: 400
 * 'No data to export' (EXPORT_MESSAGES.noData) and nothing sent. A failure after the first bytes ends the download
 * (the browser reports it failed) and is logged.
 */
export async function sendXlsx<T>(reply: FastifyReply, fileName: string, sheet: TXlsxSheet<T>): Promise<FastifyReply> {
  const { first, iterator } = await peek(sheet.rows);
  if (first.done) throw new BusinessError(EXPORT_MESSAGES.noData);
  const output = new PassThrough();
  writeWorkbook(output, sheet, first, iterator).catch((error: unknown) => {
    reply.log.error({ err: error }, `Excel export ${fileName} failed`);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(output);
}

/**
 * Rows read a batch at a time (bounded memory for a large export): `readBatch(after)` answers the next rows after the
 * last one given (null at first), in a stable order; an empty or short batch ends it.
 */
export async function* inBatches<T>(
  readBatch: (after: T | null) => Promise<readonly T[]>,
  batchSize: number,
): AsyncGenerator<T> {
  let after: T | null = null;
  for (;;) {
    const batch = await readBatch(after);
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1] as T;
  }
}

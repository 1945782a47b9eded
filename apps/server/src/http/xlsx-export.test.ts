import { EXPORT_MESSAGES } from '@packline/domain';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import {
  inBatches,
  sendXlsx,
  type TXlsxColumn,
  XLSX_CONTENT_TYPE,
  XLSX_ROWS_PER_TURN,
  xlsxCellValue,
} from './xlsx-export.ts';

// The Excel export helper: the file a route streams is opened with exceljs and its cells read back — numbers as
// numbers, dates as dates, the header row frozen, the widths; no rows is 'No data to export'; a large export streams
// from batches.

interface TSale {
  invoiceId: number;
  company: string;
  invoiceDate: string;
  paidAt: Date | null;
  totalPrice: string;
  rate: number | null;
}

const COLUMNS: TXlsxColumn<TSale>[] = [
  { header: 'Invoice No', value: (r) => r.invoiceId, type: 'integer' },
  { header: 'Customer', value: (r) => r.company, width: 30 },
  { header: 'Invoice Date', value: (r) => r.invoiceDate, type: 'date' },
  { header: 'Paid At', value: (r) => r.paidAt, type: 'datetime' },
  { header: 'Total', value: (r) => r.totalPrice, type: 'money' },
  { header: 'Profit Rate', value: (r) => r.rate, type: 'percent' },
];

const SALES: TSale[] = [
  {
    invoiceId: 101,
    company: 'Café Ōtaki',
    invoiceDate: '2026-11-20',
    paidAt: new Date('2026-11-20T23:30:00Z'),
    totalPrice: '1234.50',
    rate: 0.125,
  },
  {
    invoiceId: 102,
    company: 'Kōwhai Foods',
    invoiceDate: '2026-11-21',
    paidAt: null,
    totalPrice: '-46.00',
    rate: null,
  },
];

const ARRAY_ROWS = 20 * XLSX_ROWS_PER_TURN;
/** The event loop's turns, counted by a chain of setImmediate while a test runs it, and those a row was written in. */
let turn = 0;
const turnsWritten = new Set<number>();

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.get('/sales', (_request, reply) =>
    sendXlsx(reply, 'Sales Nov 2026.xlsx', { name: 'Sales', columns: COLUMNS, rows: SALES }),
  );
  app.get('/empty', (_request, reply) => sendXlsx(reply, 'Empty.xlsx', { name: 'Sales', columns: COLUMNS, rows: [] }));
  app.get('/large', (_request, reply) => {
    const total = 25_000;
    const rows = inBatches<TSale>(async (after) => {
      const from = after ? after.invoiceId + 1 : 1;
      const to = Math.min(total, from + 999);
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({
        ...(SALES[0] as TSale),
        invoiceId: from + i,
        totalPrice: String(from + i),
      }));
    }, 1000);
    return sendXlsx(reply, 'Large.xlsx', { name: 'Sales', columns: COLUMNS, rows });
  });
  app.get('/array', (_request, reply) => {
    const rows = Array.from({ length: ARRAY_ROWS }, (_, i) => ({ ...(SALES[0] as TSale), invoiceId: i + 1 }));
    // Each row notes the event loop's turn it was written in.
    const noted: TXlsxColumn<TSale> = { header: 'Turn', value: () => turnsWritten.add(turn).size, type: 'integer' };
    return sendXlsx(reply, 'Array.xlsx', { name: 'Sales', columns: [...COLUMNS, noted], rows });
  });
  await app.ready();
});
afterAll(() => app?.close());

async function workbookOf(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, sheet: workbook.getWorksheet('Sales') as ExcelJS.Worksheet };
}

describe('sendXlsx', () => {
  it('writes a header row, frozen, with widths, and real number and date cells', async () => {
    const { res, sheet } = await workbookOf('/sales');
    expect(String(res.headers['content-disposition'])).toContain('Sales Nov 2026.xlsx');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Invoice No',
      'Customer',
      'Invoice Date',
      'Paid At',
      'Total',
      'Profit Rate',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getColumn(3).width).toBe(14);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(101);
    expect(first.getCell(2).value).toBe('Café Ōtaki');
    expect(first.getCell(3).value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy');
    // 23:30 UTC on the 20th is 12:30 on the 21st in Auckland (NZDT).
    expect(first.getCell(4).value).toEqual(new Date('2026-11-21T12:30:00Z'));
    expect(first.getCell(5).value).toBe(1234.5);
    expect(first.getCell(5).numFmt).toBe('#,##0.00');
    expect(first.getCell(6).value).toBe(0.125);
    const second = sheet.getRow(3);
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(5).value).toBe(-46);
    expect(sheet.rowCount).toBe(3);
  });

  it("refuses an export without rows: 400 'No data to export'", async () => {
    const res = await app.inject({ method: 'GET', url: '/empty' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.message).toBe(EXPORT_MESSAGES.noData);
  });

  it('streams a large export read in batches', async () => {
    const { sheet } = await workbookOf('/large');
    expect(sheet.rowCount).toBe(25_001);
    expect(sheet.getRow(25_001).getCell(1).value).toBe(25_000);
    expect(sheet.getRow(25_001).getCell(5).value).toBe(25_000);
  });

  it('lets other requests in between slices of rows given as one array (issue 29 §4)', async () => {
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    try {
      const { sheet } = await workbookOf('/array');
      expect(sheet.rowCount).toBe(ARRAY_ROWS + 1);
    } finally {
      counting = false;
    }
    // Written in one turn, no request could be answered before the last row; a turn after each slice, all can.
    expect(turnsWritten.size).toBeGreaterThanOrEqual(ARRAY_ROWS / XLSX_ROWS_PER_TURN);
  });
});

describe('xlsxCellValue', () => {
  it('writes numeric text as numbers and keeps text that is not one', () => {
    expect(xlsxCellValue('12.500', 'number')).toBe(12.5);
    expect(xlsxCellValue('n/a', 'number')).toBe('n/a');
    expect(xlsxCellValue('', 'money')).toBeNull();
    expect(xlsxCellValue(42, 'text')).toBe('42');
    expect(xlsxCellValue('not a date', 'date')).toBeNull();
  });
});

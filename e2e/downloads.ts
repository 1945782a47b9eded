import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

// What a journey reads of a file the browser downloads: its name and bytes, and an Excel export's cells as text.

export interface TDownload {
  /** The name the browser offers to save it as. */
  name: string;
  bytes: Buffer;
}

/** Runs `start` (the click on Export, Download…) and answers the file the browser receives. */
export async function downloadOf(page: Page, start: () => Promise<unknown>): Promise<TDownload> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), start()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The first worksheet of an .xlsx as rows of cell texts (row 1 the header); fails when the file is not a workbook. */
export async function workbookRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no worksheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    rows.push(cells);
  });
  return rows;
}

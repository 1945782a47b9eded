import { formatCount } from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, dialog, expectSuccess } from './antd.ts';
import { cell, read, rowOf } from './screens.ts';

// The purchase order a purchasing journey follows, found by its note on the API and on the list; and receiving's stock
// step on the Purchase Receiving List (spec 02 §2), shared by the receiving and purchasing journeys: Add to Stock handles a received raw material line into boxes (Handle Details), puts them on a new pallet (Handle Boxes
// Details), and the pallet goes into a free shelf cell; leaving before the pallet is placed asks first.

/** The journey's order, found by its note (every list searches notes). */
export async function orderByNote<T extends { notes: string | null }>(page: Page, note: string): Promise<T> {
  const rows = await read<T[]>(
    page,
    `PurchaseOrder/GetAllPurchaseOrder?status=all&search=${encodeURIComponent(note)}&page=1&pageSize=10`,
  );
  const order = rows.find((row) => row.notes === note);
  if (!order) throw new Error(`No purchase order with the note ${note}`);
  return order;
}

/** Finds the order on the purchase order list shown, by searching for `search`: its row. */
export async function findOrderRow(
  page: Page,
  search: string,
  poId: number,
): Promise<{ table: Locator; row: Locator }> {
  const table = page.getByTestId('purchase-order-table');
  await table.getByTestId('crud-search').fill(search);
  const row = rowOf(table, poId);
  await row.waitFor();
  return { table, row };
}

export interface TReceivingLine {
  detailId: number;
  rawMaterialId: number | null;
  revQuantity: number;
  handledQuantity: number;
  palletQuantity: number;
}
export interface TReceiving {
  inspectionId: number;
  no: string;
  poNo: string;
  poId: number;
  status: number;
  statusName: string;
  unloadingDetail: TReceivingLine[];
}
interface TGeneratedBox {
  rawMaterialBoxId: number | null;
  detailId: number;
  poNumber: string | null;
  plate: { plateId: number; plateCode: string } | null;
  cell: { shelf: { shelfCode: string }; rowName: string; colName: string } | null;
}
interface TCell {
  shelfCode: string;
  rowName: string;
  colName: string;
}

/**
 * On the Purchase Receiving List (already open), Add to Stock on `receiving`: `line` becomes `count` boxes of
 * `perBox` KG on a new pallet, and the pallet goes into the first free shelf cell. Ends with the dialog closed.
 */
export async function addLineToStock(
  page: Page,
  receiving: TReceiving,
  line: TReceivingLine,
  { perBox, count }: { perBox: number; count: number },
) {
  const boxesOf = async () =>
    (
      await read<TGeneratedBox[]>(
        page,
        `RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId?inspectionId=${receiving.inspectionId}`,
      )
    ).filter((b) => b.detailId === line.detailId);
  const before = (await boxesOf()).length;

  const table = page.getByTestId('receiving-table');
  await table.getByTestId('crud-search').fill(receiving.no);
  const row = rowOf(table, receiving.inspectionId);
  await row.waitFor();
  await row.getByTestId('receiving-add-to-stock').click();
  const stock = dialog(page, `Unloading Details ${receiving.no} · ${receiving.poNo}`);
  await stock.waitFor();

  // Handle Details: `count` boxes of `perBox` KG.
  const lines = stock.getByTestId('stock-lines');
  await rowOf(lines, line.detailId).getByTestId('stock-handle').click();
  const handle = dialog(page, 'Handle Details');
  await handle.waitFor();
  await handle.getByTestId('handle-per-box').fill(String(perBox));
  await handle.getByTestId('handle-count').fill(String(count));
  await expectSuccess(page, () => handle.getByTestId('handle-generate').click());
  await expect.poll(() => handle.count()).toBe(0);
  await expect.poll(async () => (await boxesOf()).length).toBe(before + count);
  const made = (await boxesOf()).slice(before);
  expect(made.every((b) => b.poNumber === receiving.poNo && b.plate === null)).toBe(true);
  const boxRows = made.map((b) =>
    stock.locator(`tr.ant-table-row[data-row-key="rawMaterialBox-${b.rawMaterialBoxId}"]`),
  );
  for (const boxRow of boxRows) await boxRow.waitFor();
  const handled = perBox * count;
  await expect
    .poll(() => cell(lines, rowOf(lines, line.detailId), 'Handled Qty'))
    .toBe(formatCount(line.handledQuantity + handled));

  // Leaving now asks first: the boxes are on no pallet yet.
  await stock.getByTestId('stock-close').click();
  const leave = dialog(page, 'Some boxes or pallets are not placed yet. Leave anyway?');
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => leave.count()).toBe(0);

  // Handle Boxes Details: a new pallet, the boxes on it.
  await expectSuccess(page, () => stock.getByTestId('stock-new-pallet').click());
  await expect.poll(() => stock.getByTestId('stock-pallet').textContent()).toMatch(/P\d+/);
  for (const boxRow of boxRows) await boxRow.locator('.ant-checkbox-input').check();
  await expectSuccess(page, () => stock.getByTestId('stock-add-pallet').click());
  await expect.poll(async () => (await boxesOf()).slice(before).every((b) => b.plate !== null)).toBe(true);
  const plate = (await boxesOf())[before]?.plate;
  if (!plate) throw new Error('The boxes are on no pallet');
  await expect
    .poll(() => cell(lines, rowOf(lines, line.detailId), 'Pallet Qty'))
    .toBe(formatCount(line.palletQuantity + handled));

  // The pallet into a free shelf cell.
  const pallets = stock.getByTestId('stock-pallets');
  const palletRow = rowOf(pallets, plate.plateId);
  await palletRow.waitFor();
  expect(await cell(pallets, palletRow, 'Location')).toBe('Not placed');
  const free = (await read<TCell[]>(page, 'ShelfPlate/GetEmptyCell'))[0];
  if (!free) throw new Error('The demo has no free cell');
  await palletRow.getByTestId('stock-to-shelf').click();
  const toShelf = dialog(page, `Move ${plate.plateCode} to Shelf`);
  await toShelf.waitFor();
  await choose(toShelf, 'Shelf', free.shelfCode);
  await choose(toShelf, 'Cell', `${free.rowName}-${free.colName}`);
  await expectSuccess(page, () => toShelf.getByTestId('move-to-shelf-save').click());
  await expect.poll(() => toShelf.count()).toBe(0);
  const where = `${free.shelfCode}-${free.rowName}-${free.colName}`;
  await expect.poll(() => cell(pallets, palletRow, 'Location')).toBe(where);
  const placed = (await boxesOf()).slice(before);
  expect(placed.map((b) => b.cell && `${b.cell.shelf.shelfCode}-${b.cell.rowName}-${b.cell.colName}`)).toEqual(
    Array(count).fill(where),
  );

  // Everything placed: Close leaves without asking.
  await stock.getByTestId('stock-close').click();
  await expect.poll(() => stock.count()).toBe(0);
}

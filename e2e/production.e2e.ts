import { readFile } from 'node:fs/promises';
import {
  cancelConfirmText,
  formatCount,
  mondayOf,
  ORDER_TYPES,
  PAGES,
  TASK_DASHBOARD,
  type TWorkOrderMade,
  todayInAuckland,
  WORK_ORDER_ACTION,
} from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess, field, pick, visibleDropdowns } from './antd.ts';
import { noteShot, useBrowser } from './browser.ts';
import { cell, openScreen, read, rowOf, write } from './screens.ts';
import { DEMO_PASSWORD, expectPath, logIn } from './session.ts';

// Production on the shop floor (spec 02 §2 Suborder and Packaging, §4, §6; issue 15): a work order is approved into its
// steps and the steps' machines are given an operator today (the signed-in admin, so the password is known). On the
// Suborder screen the operator takes each step with the operator password and completes it; the last semi-finished
// step, once complete, offers Print (its semi-finished boxes' labels). On the Packaging screen the operator opens the
// machine with the password, takes the job, labels two boxes (their labels' PDF), puts them on a pallet and completes
// the job in one go. Product Traceability then traces one of those boxes to its batch, and a raw material box to where
// it came from. Delete on the Work Order screen names what a work order made, then cancels it (issue 29).

const browser = useBrowser();

const title = (url: string) => PAGES.find((p) => p.url === url)?.title ?? url;

interface TStep {
  suborderId: number;
  sequenceNo: number;
  actionId: number;
  machineId: number | null;
  machineName: string | null;
  isSemiLast: number;
}
interface TWorkOrder {
  workOrderId: number;
  workOrderNo: string;
  productId: number;
  productCode: string;
  productName: string;
  orderTypeId: number;
  suborders: TStep[];
}

/** The work order the journeys run (set by the first test). */
const made: { order: TWorkOrder | null } = { order: null };

/** The API's reply to the request the page makes while `act` runs (`method` on a path ending as `path` says): its data. */
async function replyTo<T>(page: Page, method: string, path: RegExp, act: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)),
    act(),
  ]);
  return ((await response.json()) as { data: T }).data;
}

/**
 * On the Work Order screen: New WorkOrder of `model`'s product and order type, then its row's Approve with a comment;
 * the row shows Approved. The approved work order (with its steps) as the server answered.
 */
async function newApprovedWorkOrder(page: Page, model: TWorkOrder): Promise<TWorkOrder> {
  await openScreen(page, '/work-order', title('/work-order'));
  await page.getByTestId('new-work-order').click();
  const add = dialog(page, 'New WorkOrder');
  await add.waitFor();
  await choose(add, 'Product', `${model.productCode} — ${model.productName}`);
  await add.getByTestId('work-order-quantity').fill('2000');
  const orderType = ORDER_TYPES.find((t) => t.id === model.orderTypeId)?.name;
  if (!orderType) throw new Error(`No order type ${model.orderTypeId}`);
  await choose(add, 'Order Type', orderType);
  await field(add, 'Comment').locator('textarea').fill('e2e production journey');
  const created = await replyTo<TWorkOrder>(page, 'POST', /\/api\/WorkOrder$/, () =>
    expectSuccess(page, () => add.getByRole('button', { name: 'Save' }).click()),
  );
  await expect.poll(() => add.count()).toBe(0);

  // Its row, found by its number: New, then Approve with a comment.
  const table = page.getByTestId('crud-table');
  await table.getByTestId('crud-search').fill(created.workOrderNo);
  const row = rowOf(table, created.workOrderId);
  await expect.poll(() => row.count()).toBe(1);
  await expect.poll(() => cell(table, row, 'Status')).toBe('New');
  await expect.poll(() => cell(table, row, 'Quantity')).toBe('2,000');
  await row.getByTestId('work-order-approve').click();
  const approve = dialog(page, `Approve — ${created.workOrderNo}`);
  await approve.waitFor();
  await approve.getByTestId('work-order-text').fill('Approved for the e2e journey');
  const approved = await replyTo<TWorkOrder>(page, 'PUT', /\/api\/WorkOrder\/ApproveWorkOrder$/, () =>
    expectSuccess(page, () => approve.getByRole('button', { name: 'Approve', exact: true }).click()),
  );
  await expect.poll(() => approve.count()).toBe(0);
  await expect.poll(() => cell(table, row, 'Status')).toBe('Approved');
  await expect.poll(() => cell(table, row, 'Approved Comment')).toBe('Approved for the e2e journey');
  expect(approved.workOrderId).toBe(created.workOrderId);
  return approved;
}

/**
 * The Task Dashboard's job of work order `workOrderNo` in `column` under `step`'s machine, once it is on screen. The
 * dashboard shows eight machines a page and turns the page every 15 s: the wait covers a full turn of its pages.
 */
async function dashboardJob(board: Page, step: TStep, workOrderNo: string, column: 'doing' | 'complete') {
  const { machines } = await read<{ machines: unknown[] }>(board, 'Suborder/GetTaskDashboard');
  const turn = Math.ceil(machines.length / TASK_DASHBOARD.machinesPerPage) * TASK_DASHBOARD.rotateMs;
  const machine = board
    .getByTestId('dashboard-machine')
    .filter({ has: board.locator('.ant-card-head-title').getByText(step.machineName ?? '', { exact: true }) });
  const job = machine.getByTestId(`dashboard-${column}`).getByText(workOrderNo, { exact: true });
  await job.waitFor({ timeout: turn + 10_000 });
  return job;
}

/** Clicks and waits for the PDF it downloads, named as `name` says. */
async function expectPdf(page: Page, click: () => Promise<unknown>, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  expect(file.suggestedFilename()).toMatch(name);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** The operator password dialog: the password typed, then `confirm` (OK) run as the caller says. */
async function typeOperatorPassword(page: Page, confirm: (ok: () => Promise<void>) => Promise<unknown>) {
  const asked = dialog(page, /^Operator password/);
  await asked.waitFor();
  await asked.getByTestId('operator-password').fill(DEMO_PASSWORD);
  await confirm(() => asked.getByRole('button', { name: 'OK' }).click());
  await expect.poll(() => asked.count()).toBe(0);
}

/** Picks the machine's card on the Suborder screen and waits for the step's row in its jobs. */
async function openMachineJob(page: Page, step: TStep): Promise<{ table: Locator; row: Locator }> {
  const card = page
    .getByTestId('machine-card')
    .filter({ has: page.getByText(step.machineName ?? '', { exact: true }) });
  await card.click();
  const table = page.getByTestId('suborder-jobs');
  const row = rowOf(table, step.suborderId);
  await expect.poll(() => row.count()).toBe(1);
  return { table, row };
}

describe('production on the shop floor', () => {
  it('an operator takes each step with the operator password and completes it; Print on the last semi-finished step', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('production-suborders');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    // A new work order of a demo product that has steps, made and approved on the Work Order screen.
    const demo = await read<TWorkOrder[]>(page, 'WorkOrder/GetAllWorkOrder?status=1,2,10');
    const model = demo[0];
    if (!model) throw new Error('The demo has no approved work order');
    const order = await newApprovedWorkOrder(page, model);
    made.order = order;
    const steps = [...order.suborders].sort((a, b) => a.sequenceNo - b.sequenceNo);
    expect(steps.at(-1)?.actionId).toBe(WORK_ORDER_ACTION.Packaging);
    expect(steps.every((s) => s.machineId !== null)).toBe(true);
    // Set-up, not the journey: the steps' machines are run by the admin today.
    const me = await read<{ employeeId: number }>(page, 'Session/Current');
    const today = todayInAuckland();
    await write(page, 'PUT', 'WorkingArrangement/SaveWeek', {
      start: mondayOf(today),
      cells: [...new Set(steps.map((s) => s.machineId))].map((machineId) => ({
        machineId,
        operator: me.employeeId,
        workingDate: today,
        maintenance: 0,
      })),
    });

    await openScreen(page, '/suborder', title('/suborder'));
    const proved = new Set<number | null>();
    for (const step of steps.slice(0, -1)) {
      const { table, row } = await openMachineJob(page, step);
      await expect.poll(() => cell(table, row, 'Status')).toBe('Awaiting');

      // Take asks for the operator's password once per machine, then the job is In process.
      if (proved.has(step.machineId)) {
        await expectSuccess(page, () => row.getByTestId('suborder-take').click());
      } else {
        await row.getByTestId('suborder-take').click();
        await typeOperatorPassword(page, (ok) => expectSuccess(page, ok));
        proved.add(step.machineId);
      }
      await expect.poll(() => cell(table, row, 'Status')).toBe('In process');
      // Print is for a complete step only.
      expect(await row.getByTestId('suborder-print').count()).toBe(0);

      await row.getByTestId('suborder-complete').click();
      const complete = dialog(page, `Complete — ${order.workOrderNo}`);
      await complete.waitFor();
      await expectSuccess(page, () => complete.getByTestId('suborder-complete-submit').click());
      await expect.poll(() => complete.count()).toBe(0);
      // Complete is out of the default filter (Awaiting, In process, Paused).
      await expect.poll(() => row.count()).toBe(0);

      if (step.isSemiLast === 1) {
        // The last semi-finished step, complete: Print downloads its semi-finished boxes' labels.
        await page.getByTestId('suborder-status-filter').click();
        await visibleDropdowns(page).locator('.ant-select-item-option[title="Complete"]').click();
        await page.keyboard.press('Escape');
        await expect.poll(() => visibleDropdowns(page).count()).toBe(0);
        await expect.poll(() => row.count()).toBe(1);
        await expectPdf(page, () => row.getByTestId('suborder-print').click(), /^SemiLabels_.+\.pdf$/);
      }
    }

    // The log names the operator of the password; the packaging job now waits.
    const log = await read<{ toStatusId: number; operEmployeeId: number | null }[]>(
      page,
      `Suborder/GetSuborderLog?suborderId=${steps[0]?.suborderId}`,
    );
    expect(log.find((l) => l.toStatusId === 10)?.operEmployeeId).toBe(me.employeeId);
    const packaging = steps.at(-1) as TStep;
    const waiting = await read<{ suborderId: number; suborderStatusId: number }[]>(
      page,
      `Suborder/GetSuborderByMachineId?id=${packaging.machineId}`,
    );
    expect(waiting.find((j) => j.suborderId === packaging.suborderId)?.suborderStatusId).toBe(1);
  }, 120_000);

  it('a packaging job labels its boxes and is completed onto a pallet', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('production-packaging');
    const order = made.order;
    if (!order) throw new Error('The first journey made no work order');
    const job = [...order.suborders].sort((a, b) => a.sequenceNo - b.sequenceNo).at(-1) as TStep;
    const pallet = await write<{ plateId: number; plateCode: string; plateCodeWithNote: string }>(
      page,
      'POST',
      'Plate/AddTemporaryPlate',
    );

    await openScreen(page, '/packaging', title('/packaging'));
    const machine = page.getByTestId('packaging-machine');
    await expect.poll(() => machine.textContent()).not.toBe('');
    if (!(await machine.textContent())?.includes(job.machineName ?? '')) await pick(machine, job.machineName ?? '');
    await page.getByTestId('packaging-unlock').click();
    await typeOperatorPassword(page, (ok) => ok());

    const table = page.getByTestId('packaging-jobs');
    const row = rowOf(table, job.suborderId);
    await expect.poll(() => row.count()).toBe(1);
    await expectSuccess(page, () => row.getByTestId('packaging-take').click());
    await expect.poll(() => cell(table, row, 'Status')).toBe('In process');

    // The Task Dashboard, on a screen of its own (another tab), shows the job Doing under its machine.
    const board = await page.context().newPage();
    await openScreen(board, '/production-dashboard', title('/production-dashboard'));
    const doing = await dashboardJob(board, job, order.workOrderNo, 'doing');

    // Barcode: two boxes labelled for the job, their labels downloaded.
    await row.getByTestId('packaging-barcode').click();
    const barcode = dialog(page, `Barcode — ${order.workOrderNo}`);
    await barcode.waitFor();
    // The count shows the cartons left once the job's boxes are read; two are asked for instead.
    const count = barcode.getByTestId('packaging-barcode-count');
    await expect.poll(() => count.inputValue()).not.toBe('');
    await count.fill('2');
    await expectPdf(page, () => barcode.getByTestId('packaging-barcode-submit').click(), /^BoxLabels_.+_to_.+\.pdf$/);
    await expect.poll(() => barcode.count()).toBe(0);

    // Complete: both boxes ticked onto the new pallet, the received quantity as it came, Full.
    await row.getByTestId('packaging-complete').click();
    const complete = dialog(page, `Complete — ${order.workOrderNo}`);
    await complete.waitFor();
    const boxRows = complete.locator('tr.ant-table-row');
    await expect.poll(() => boxRows.count()).toBe(2);
    await complete.locator('thead .ant-checkbox-input').check();
    await pick(complete.getByTestId('packaging-pallet-pick'), pallet.plateCodeWithNote);
    await complete.getByTestId('packaging-assign').click();
    await expect.poll(() => boxRows.getByText(pallet.plateCodeWithNote, { exact: true }).count()).toBe(2);
    // The pieces of the boxes against the Received Qty (issue 30 item 20).
    const labelled = await read<{ quantity: number }[]>(page, `Box/GetAllBox?suborderId=${job.suborderId}`);
    const pieces = formatCount(labelled.reduce((sum, b) => sum + b.quantity, 0));
    await expect
      .poll(() => complete.getByTestId('packaging-box-total').textContent())
      .toMatch(new RegExp(`^Boxes total ${pieces} of Received Qty [\\d,—]+$`));
    await noteShot(page, '30-20-packaging-total-after');
    await expectSuccess(page, () => complete.getByTestId('packaging-complete-submit').click());
    await expect.poll(() => complete.count()).toBe(0);
    await expect.poll(() => row.count()).toBe(0);

    // The dashboard follows by itself: the job leaves Doing for Complete (today) under its machine.
    await dashboardJob(board, job, order.workOrderNo, 'complete');
    expect(await doing.count()).toBe(0);
    await board.close();

    // The job's boxes stand on the pallet, and the work order is completed.
    const boxes = await read<{ plateId: number | null }[]>(page, `Box/GetAllBox?suborderId=${job.suborderId}`);
    expect(boxes.map((b) => b.plateId)).toEqual([pallet.plateId, pallet.plateId]);
    const tracked = await read<{ workOrderId: number; workOrderStatusId: number }[]>(
      page,
      `WorkOrder/GetAllWorkOrder?status=10&search=${order.workOrderNo}`,
    );
    expect(tracked.find((w) => w.workOrderId === order.workOrderId)?.workOrderStatusId).toBe(10);
  }, 150_000);
  it('Product Traceability traces a packaged box to its batch, and a raw material box to where it came from', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('production-traceability');
    const order = made.order;
    if (!order) throw new Error('The first journey made no work order');
    const job = [...order.suborders].sort((a, b) => a.sequenceNo - b.sequenceNo).at(-1) as TStep;
    const [packed] = await read<{ boxId: number; barCode: string }[]>(
      page,
      `Box/GetAllBox?suborderId=${job.suborderId}`,
    );
    if (!packed) throw new Error('The packaging journey labelled no box');

    await openScreen(page, '/same-batch', title('/same-batch'));
    const boxInput = page.getByPlaceholder('Scan or type a box barcode');
    await boxInput.fill(packed.barCode);
    await boxInput.press('Enter');
    await expect.poll(() => page.getByText(`Work Order ${order.workOrderNo}`, { exact: true }).count()).toBe(1);
    const boxes = page.getByTestId('trace-boxes');
    await expect.poll(() => rowOf(boxes, packed.boxId).count()).toBe(1);
    const steps = page.getByTestId('trace-steps').locator('tr.ant-table-row');
    await expect.poll(() => steps.count()).toBe(order.suborders.length);
    // No step of this journey named a raw material box it used.
    await expect.poll(() => page.getByText('Raw material boxes used (0)', { exact: true }).count()).toBe(1);

    // A raw material box of the demo, by its code: the box and where it came from, and who used it.
    const [raw] = await read<{ boxCode: string; rawMaterialBoxId: number }[]>(
      page,
      'RawMaterialBox/GetAllRawMaterialBox',
    );
    if (!raw) throw new Error('The demo has no raw material box');
    await page.getByTestId('trace-kind').getByText('Raw material box', { exact: true }).click();
    const rawInput = page.getByPlaceholder('Scan or type a raw material box code');
    await rawInput.fill(raw.boxCode);
    await rawInput.press('Enter');
    await expect.poll(() => page.getByText(`Raw material box ${raw.boxCode}`, { exact: true }).count()).toBe(1);
    await expect.poll(() => rowOf(page.getByTestId('trace-raw-box'), raw.rawMaterialBoxId).count()).toBe(1);
    await expect.poll(() => page.getByTestId('trace-raw-box-uses').count()).toBe(1);
  });

  it('Delete on the Work Order screen names what was made, then cancels: the work order and its boxes stay', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('production-cancel');
    const model = made.order;
    if (!model) throw new Error('The first journey made no work order');
    const order = await newApprovedWorkOrder(page, model);
    const job = [...order.suborders].sort((a, b) => a.sequenceNo - b.sequenceNo).at(-1) as TStep;
    // Set-up, not the journey: two boxes labelled for its packaging job.
    await write(page, 'POST', `Box/GenerateBarCode?suborderId=${job.suborderId}&count=2`);
    const madeSoFar = await read<TWorkOrderMade>(page, `WorkOrder/GetWorkOrderMade?id=${order.workOrderId}`);
    expect(madeSoFar.boxes).toBe(2);

    const table = page.getByTestId('crud-table');
    const row = rowOf(table, order.workOrderId);
    await row.getByTestId('work-order-delete').click();
    const asked = dialog(page, `Delete — ${order.workOrderNo}`);
    await asked.waitFor();
    const question = asked.getByTestId('work-order-cancel-question');
    await expect.poll(() => question.textContent()).toBe(cancelConfirmText(madeSoFar));
    expect(await question.textContent()).toMatch(new RegExp(`^${order.workOrderNo} has made 2 boxes`));
    await expectSuccess(page, () => asked.getByTestId('work-order-cancel-confirm').click());
    await expect.poll(() => asked.count()).toBe(0);
    // Cancelled work orders leave the default list (New, Approved) but are kept, with their boxes.
    await expect.poll(() => row.count()).toBe(0);
    const cancelled = await read<{ workOrderId: number; workOrderStatusId: number }[]>(
      page,
      `WorkOrder/GetAllWorkOrder?status=0&search=${order.workOrderNo}`,
    );
    expect(cancelled.find((w) => w.workOrderId === order.workOrderId)?.workOrderStatusId).toBe(0);
    expect(await read<unknown[]>(page, `Box/GetAllBox?suborderId=${job.suborderId}`)).toHaveLength(2);
  });
});

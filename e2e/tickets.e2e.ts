import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess, field, visibleDropdowns } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

// A support ticket end to end (issue 7): the ticket admin raises it on an order and assigns it to the demo
// 'warehouse' user, who logs in, finds it in 'Create Ticket' and processes it with a comment; the admin closes it on
// Ticket Final Process with a result.

const browser = useBrowser();

/** What the journey learns on the way. */
const made = { ticketId: 0, assignee: '' };

const FINDING = 'Checked the pallet: two cartons were crushed in transit.';
const ASSIGNER_NOTE = 'Please check the pallet photos.';

/** An active customer with a live order (its select label), and the demo warehouse user's name, read via the API. */
async function ticketSetup(page: Page): Promise<{ customer: string; assignee: string }> {
  return page.evaluate(async () => {
    const read = async (path: string) => (await (await fetch(path)).json()).data;
    const staff = (await read('/api/Employee/GetAllEmployee')) as {
      userName: string;
      firstName: string;
      lastName: string;
    }[];
    const warehouse = staff.find((row) => row.userName === 'warehouse');
    if (!warehouse) throw new Error('No demo warehouse user');
    const customers = (await read('/api/Customer/GetAllSimpleCustomer')) as {
      customerId: number;
      customerCode: string;
      company: string;
      statusId: number;
    }[];
    for (const customer of customers.filter((row) => row.statusId === 1)) {
      const orders = await read(`/api/Ticket/GetOrdersOfCustomer?customerId=${customer.customerId}`);
      if (orders.length > 0) {
        return {
          customer: `${customer.customerCode} (${customer.company})`,
          assignee: `${warehouse.firstName} ${warehouse.lastName}`,
        };
      }
    }
    throw new Error('No active customer with an order in the demo data');
  });
}

async function readTicket(page: Page, ticketId: number) {
  return page.evaluate(async (id) => (await (await fetch(`/api/Ticket/GetTicketById?id=${id}`)).json()).data, ticketId);
}

describe('a support ticket from creation to closing', () => {
  it('is raised by the ticket admin on an order and assigned to a warehouse person', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('ticket-create');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/create-ticket-admin');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Create Ticket Admin');
    const before = await page.evaluate(async () => {
      const rows = (await (await fetch('/api/Ticket/GetAllTicket')).json()).data as { ticketId: number }[];
      return Math.max(0, ...rows.map((row) => row.ticketId));
    });

    await page.getByTestId('ticket-new').click();
    const create = dialog(page, 'New Ticket');
    await expect.poll(() => create.isVisible()).toBe(true);
    // Nothing chosen: the order asks for a correct one, the rest are required.
    await page.getByTestId('ticket-save').click();
    await expect.poll(() => create.getByText('Please select correct order', { exact: true }).count()).toBe(1);
    await expect.poll(() => create.getByText('Customer is required!', { exact: true }).count()).toBe(1);

    const setup = await ticketSetup(page);
    made.assignee = setup.assignee;
    await choose(create, 'Customer', setup.customer);
    await choose(create, 'Order');
    await choose(create, 'Ticket Type', 'Damaged Goods');
    await choose(create, 'Assignee', setup.assignee);
    await expect.poll(() => field(create, 'Employee').textContent()).toContain('System Administrator');
    await page.getByTestId('ticket-content').fill('Three cartons of 8oz cups arrived crushed.');
    await page.getByTestId('ticket-contact-person').fill('Mere');
    await page.getByTestId('ticket-contact-no').fill('021 555 0101');
    await page.getByTestId('ticket-first-comment').fill(ASSIGNER_NOTE);
    await page.getByTestId('ticket-first-comment').press('Tab');
    await expectSuccess(page, () => page.getByTestId('ticket-save').click());
    await expect.poll(() => create.isVisible()).toBe(false);

    made.ticketId = await page.evaluate(async () => {
      const rows = (await (await fetch('/api/Ticket/GetAllTicket')).json()).data as { ticketId: number }[];
      return Math.max(...rows.map((row) => row.ticketId));
    });
    expect(made.ticketId).toBeGreaterThan(before);
    await expect.poll(() => page.getByTestId(`ticket-row-${made.ticketId}-process`).count()).toBe(1);
    const ticket = await readTicket(page, made.ticketId);
    expect(ticket.ticketProcess).toHaveLength(1);
    expect(ticket.ticketProcess[0]).toMatchObject({ processed: 0, comments: ASSIGNER_NOTE });
    await logOut(page);
  });

  it('is processed with a comment by the assignee, who cannot pass it to themselves', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('ticket-process');
    await logIn(page, 'warehouse');
    await expectPath(page, '/home');
    await page.goto('/create-ticket');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Create Ticket');
    const processButton = page.getByTestId(`ticket-row-${made.ticketId}-process`);
    await expect.poll(() => processButton.count()).toBe(1);
    await processButton.click();
    const processing = page.getByTestId('ticket-process-dialog');
    await expect.poll(() => processing.getByTestId('ticket-header').textContent()).toContain('Damaged Goods');

    // The assignee list leaves out the current assignee (this user).
    const assign = page.getByTestId('ticket-assign-form');
    await field(assign, 'Add Assignee').getByRole('combobox').click();
    await expect.poll(() => visibleDropdowns(page).count()).toBe(1);
    await expect.poll(() => visibleDropdowns(page).locator('.ant-select-item-option').count()).toBeGreaterThan(0);
    expect(await visibleDropdowns(page).locator(`.ant-select-item-option[title="${made.assignee}"]`).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A comment is required to process the open step.
    await page.getByTestId('ticket-comment-submit').click();
    await expect.poll(() => processing.getByText('Please input comments.', { exact: true }).count()).toBe(1);
    await page.getByTestId('ticket-comment').fill(FINDING);
    await page.getByTestId('ticket-comment').press('Tab');
    await expectSuccess(page, () => page.getByTestId('ticket-comment-submit').click());

    // The history shows the step processed, its comment (the assigner's note, then the reply) as a preview: 10
    // characters and an ellipsis.
    const replied = `${ASSIGNER_NOTE}\n${FINDING}`;
    const history = page.getByTestId('ticket-history');
    await expect.poll(() => history.getByText('Processed', { exact: true }).count()).toBe(1);
    await expect.poll(() => history.getByText(`${replied.slice(0, 10)}...`, { exact: true }).count()).toBe(1);
    const ticket = await readTicket(page, made.ticketId);
    expect(ticket.ticketProcess[0]).toMatchObject({ processed: 1, comments: replied });
    // No open step is left: spec 01 §6 says 'Process terminated' (not 'Process assigned by other employee').
    await expect.poll(() => processing.getByTestId('ticket-refusal').textContent()).toBe('Process terminated');
    expect(await page.getByTestId('ticket-comment-submit').count()).toBe(0);
    await page.getByTestId('ticket-dialog-close').click();
    await logOut(page);
  });

  it('is closed by the admin on Ticket Final Process with a result', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('ticket-close');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/ticket-final-process');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Ticket Final Process');
    const closeButton = page.getByTestId(`ticket-row-${made.ticketId}-close`);
    await expect.poll(() => closeButton.count()).toBe(1);
    await closeButton.click();
    const closing = dialog(page, `Close Ticket ${made.ticketId}`);
    await expect.poll(() => closing.isVisible()).toBe(true);
    await page.getByTestId('ticket-close-submit').click();
    await expect.poll(() => closing.getByText('Please input the result.', { exact: true }).count()).toBe(1);
    await page.getByTestId('ticket-close-result').fill('Two cartons replaced on the next delivery.');
    await page.getByTestId('ticket-close-result').press('Tab');
    await expectSuccess(page, () => page.getByTestId('ticket-close-submit').click());
    // Closed tickets leave the open list.
    await expect.poll(() => closeButton.count()).toBe(0);
    const ticket = await readTicket(page, made.ticketId);
    expect(ticket).toMatchObject({ closed: 1, result: 'Two cartons replaced on the next delivery.' });
    expect(ticket.closedAt).not.toBeNull();
  });
});

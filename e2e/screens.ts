import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// What the journeys read off a screen: a page opened by its url (its title shown), a table's row and cell, and the
// API read with the signed-in page's own session.

/** A GET of the API with the signed-in page's session: its data. */
export function read<T>(page: Page, path: string): Promise<T> {
  return request<T>(page, 'GET', path);
}

/** A write of the API with the signed-in page's session (setting up what a journey works on): its data. */
export function write<T>(page: Page, method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  return request<T>(page, method, path, body);
}

/** One call of the API with the signed-in page's session; a refusal throws with the server's message. */
async function request<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json();
      if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer.message ?? answer.errorMessage)}`);
      return answer.data;
    },
    { method, path, body },
  );
}

/** Opens `url` and waits until its page title reads `title`. */
export async function openScreen(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(title);
}

/** The text of `row`'s cell in the column headed `title` of `table`. */
export async function cell(table: Locator, row: Locator, title: string): Promise<string> {
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.indexOf(title);
  if (index < 0) throw new Error(`No column ${title} in ${headers.join(', ')}`);
  return ((await row.locator('td').nth(index).textContent()) ?? '').trim();
}

/** The row of `table` keyed by `id` (antd's data-row-key, the table's rowKey). */
export const rowOf = (table: Locator, id: number) => table.locator(`tr.ant-table-row[data-row-key="${id}"]`);

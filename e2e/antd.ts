import { QUOTATION_MESSAGES } from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Driving antd forms, selects and the API client's dialogs the same way in every journey.

/** The open dialog whose title is `title` (antd labels the dialog by its title). */
export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** The form item labelled exactly `label` (antd puts the label text in the label's title). */
export const field = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

export const visibleDropdowns = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Picks `option` in the select `select` (by default its first option) with the keyboard: typed into a searchable
 * select, or arrowed to otherwise; Enter picks the active option. Keys do not depend on where the dropdown is drawn
 * while the form's messages animate. Resolves to the option picked.
 */
export async function pick(select: Locator, option?: string): Promise<string> {
  const page = select.page();
  const input = select.getByRole('combobox');
  const active = visibleDropdowns(page).locator('.ant-select-item-option-active');
  if (option && (await input.isEditable())) {
    // Typing filters the list; the option typed in full is then the active one.
    await input.fill(option);
    await expect.poll(() => active.getAttribute('title', { timeout: 1000 })).toBe(option);
  } else {
    await input.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => active.getAttribute('title', { timeout: 1000 })).toMatch(/\S/);
    for (let step = 0; option && (await active.getAttribute('title')) !== option; step++) {
      if (step === 10) throw new Error(`The select does not offer ${option}`);
      await page.keyboard.press('ArrowDown');
    }
  }
  const picked = (await active.getAttribute('title')) ?? '';
  await page.keyboard.press('Enter');
  await expect.poll(() => visibleDropdowns(page).count()).toBe(0);
  await expect.poll(() => select.textContent()).toContain(picked);
  return picked;
}

/** The question a changed form dialog asks when it is closed without saving (spec 02 §8). */
export const unsavedQuestion = (page: Page) =>
  page.locator('.ant-modal-confirm', { hasText: QUOTATION_MESSAGES.closeUnsaved });

/** Answers OK to that question: the changes are thrown away and the dialog closes. */
export async function discardChanges(page: Page) {
  const question = unsavedQuestion(page);
  await question.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => question.count()).toBe(0);
}

/** Picks `option` (by default the first) in the select of the form field labelled `label`. */
export const choose = (scope: Locator, label: string, option?: string) => pick(field(scope, label), option);

/**
 * Runs `save` and waits for the Success! dialog (spec 01 §8) to have come and gone, so the next click cannot land on
 * it; an Error! dialog fails the step with its message. The page records the dialog's appearance itself, so a busy
 * browser that renders the dialog and closes it again (2 s) between two polls cannot make the step miss it.
 */
export async function expectSuccess(page: Page, save: () => Promise<unknown>) {
  await page.evaluate(() => {
    const w = window as unknown as { e2eSuccesses: number; e2eObserver?: MutationObserver };
    const selector = '[data-testid=api-success-dialog]';
    w.e2eSuccesses = 0;
    w.e2eObserver?.disconnect();
    w.e2eObserver = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) w.e2eSuccesses += 1;
        }
      }
    });
    w.e2eObserver.observe(document.body, { childList: true, subtree: true });
  });
  await save();
  const error = page.getByTestId('api-error-message');
  await expect
    .poll(
      async () => {
        if ((await error.count()) > 0) return `Error! ${await error.first().textContent()}`;
        return page.evaluate(
          () =>
            (window as unknown as { e2eSuccesses: number }).e2eSuccesses > 0 &&
            document.querySelector('[data-testid=api-success-dialog]') === null,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

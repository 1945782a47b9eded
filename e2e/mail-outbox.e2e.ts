import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

const browser = useBrowser();

describe('Mail Outbox', () => {
  it('lists a held e-mail, shows it sandboxed, and explains why it cannot be resent without SMTP', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('mail-outbox');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    // The quotation e-mail dialog's call, made with the page's own session.
    const sent = await page.request.post('/api/Common/SendEmail', {
      multipart: {
        TargetAddress: 'buyer@cafe.example.nz',
        Subject: 'Quotation Q-2001',
        HtmlContent: '<p>Kia ora, here is your quote.</p><script>document.body.textContent = "script ran"</script>',
        File: { name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
        FileName: 'Quotation Q-2001',
      },
    });
    expect((await sent.json()).data).toEqual({ isSuccessStatusCode: true });
    const plain = await page.request.post('/api/Common/SendEmail', {
      multipart: {
        TargetAddress: 'buyer@cafe.example.nz',
        Subject: 'Account activated',
        HtmlContent: '<p>Welcome</p>',
      },
    });
    expect(plain.ok()).toBe(true);

    await page.goto('/mail-outbox');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Mail Outbox');
    const row = page.getByTestId('mail-outbox').locator('tr.ant-table-row', { hasText: 'Quotation Q-2001' });
    await expect.poll(() => row.textContent()).toContain('held');
    expect(await row.getByRole('link', { name: 'Quotation Q-2001.pdf' }).getAttribute('href')).toMatch(/^\/uploads\//);

    await row.getByRole('button', { name: 'View' }).click();
    const body = page.frameLocator('[data-testid=mail-preview]').locator('body');
    await expect.poll(() => body.innerText()).toContain('Kia ora, here is your quote.');
    // Had the script run, it would have replaced the paragraph with its text.
    expect(await body.locator('p').count()).toBe(1);
    expect(await body.innerText()).not.toContain('script ran');
    await page.getByRole('button', { name: 'Close' }).last().click();

    const plainRow = page.getByTestId('mail-outbox').locator('tr.ant-table-row', { hasText: 'Account activated' });
    await plainRow.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => page.getByText('No mail server (SMTP) is configured').isVisible()).toBe(true);
  });
});

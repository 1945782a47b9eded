import { describe, expect, it } from 'vitest';
import { escapeHtml, fillEmailTemplate } from './email.ts';

describe('fillEmailTemplate', () => {
  it('replaces every placeholder, spaces inside the braces allowed', () => {
    expect(
      fillEmailTemplate('Dear {{contactName}}, quote {{ quotationNo }} for {{contactName}}', {
        contactName: 'Aroha',
        quotationNo: 42,
      }),
    ).toBe('Dear Aroha, quote 42 for Aroha');
  });

  it('leaves nothing of a missing or null value', () => {
    expect(fillEmailTemplate('Mobile: {{senderMobile}}.', { senderMobile: null })).toBe('Mobile: .');
    expect(fillEmailTemplate('{{unknown}}x', {})).toBe('x');
  });

  it('keeps text that only looks like a placeholder', () => {
    expect(fillEmailTemplate('{single} {{two words}}', {})).toBe('{single} {{two words}}');
  });
});

describe('escapeHtml', () => {
  it('keeps markup characters as text', () => {
    expect(escapeHtml(`A & B <NZ> "Ltd" 'x'`)).toBe('A &amp; B &lt;NZ&gt; &quot;Ltd&quot; &#39;x&#39;');
  });
});

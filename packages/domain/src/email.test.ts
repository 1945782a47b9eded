import { describe, expect, it } from 'vitest';
import { escapeHtml, fillEmailTemplate, textToHtml } from './email.ts';

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

describe('textToHtml', () => {
  it('makes paragraphs of the text between blank lines, keeps line breaks and escapes the rest (issue 31 §16)', () => {
    expect(textToHtml('Dear A & B <NZ>,\r\n\r\nPlease find attached PO000008.\n  \nKind regards,\nAroha\n')).toBe(
      '<p>Dear A &amp; B &lt;NZ&gt;,</p><p>Please find attached PO000008.</p><p>Kind regards,<br/>Aroha</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
  });
});

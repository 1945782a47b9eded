import { randomBytes } from 'node:crypto';
import { toApiDate } from '@packline/domain';

// ---- Quotation numbers --------------------------------------------------------------------------------------------

/** 32 characters without I, O, 0 and 1: five random bits each, so no character is likelier than another. */
const QUOTATION_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'Q{yyMM}-{8 random characters}': with the id it opens the public page, so it must not be guessable. */
export function newQuotationNo(now = new Date()): string {
  const yyMM = toApiDate(now).slice(2, 7).replace('-', '');
  const random = [...randomBytes(8)].map((byte) => QUOTATION_NO_ALPHABET[byte & 31]).join('');
  return `Q${yyMM}-${random}`;
}

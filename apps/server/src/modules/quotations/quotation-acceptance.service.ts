import type { TAcceptQuotation, TPublicQuotation } from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';

// SEAM (helper B replaces this file): the public quote page's read and acceptance (spec 01 §4, §6, §7).

export async function getPublicQuotation(
  _db: DbOrTx,
  _quotationId: number,
  _quotationNo: string,
): Promise<TPublicQuotation> {
  throw new Error('not built yet');
}

export async function acceptQuotation(_db: DbOrTx, _input: TAcceptQuotation): Promise<TPublicQuotation> {
  throw new Error('not built yet');
}

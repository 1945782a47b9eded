import type { TEnvelope, TPageMeta } from '@packline/domain';

/** Every successful body: the payload at data (the client reads data.data). */
export function ok<T>(data: T): TEnvelope<T> & { success: true; errorMessage: null } {
  return { success: true, data, errorMessage: null };
}

/** A soft business warning: success with errorMessage, e.g. a quotation that would be overwritten. */
export function warn<T>(data: T, messageType: string, message: string): TEnvelope<T> & { success: true } {
  return { success: true, data, errorMessage: { messageType, message } };
}

/** A paged list (ARCHITECTURE §3): the rows at data, and meta when a page was asked for. */
export function okPage<T>(page: { rows: T[]; meta: TPageMeta | null }) {
  return { ...ok(page.rows), ...(page.meta ? { meta: page.meta } : {}) };
}

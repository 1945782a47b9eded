import type { TEnvelope, TPageMeta } from '@packline/domain';
import type { TListRows } from '../core/list-query.ts';

/** Every successful body: the payload at data (the client reads data.data). */
export function ok<T>(data: T): TEnvelope<T> & { success: true; errorMessage: null } {
  return { success: true, data, errorMessage: null };
}

/** A soft business warning: success with errorMessage, e.g. a quotation that would be overwritten. */
export function warn<T>(data: T, messageType: string, message: string): TEnvelope<T> & { success: true } {
  return { success: true, data, errorMessage: { messageType, message } };
}

/**
 * A list at data. A whole list's JSON stands for its rows: the reply serialiser writes it as it is (http/reply.ts),
 * so the envelope is typed with the rows it sends.
 */
export function okList<T>(rows: TListRows<T>) {
  return ok(rows as T[]);
}

/** A paged list (docs/architecture.md §3): the rows at data, and meta when a page was asked for. */
export function okPage<T>(page: { rows: TListRows<T>; meta: TPageMeta | null }) {
  return { ...okList(page.rows), ...(page.meta ? { meta: page.meta } : {}) };
}

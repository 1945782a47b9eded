import type { TEnvelope, TPageMeta } from '@packline/domain';
import type { JsonList } from '../db/json-rows.ts';

/** Every successful body: the payload at data (the client reads data.data). */
export function ok<T>(data: T): TEnvelope<T> & { success: true; errorMessage: null } {
  return { success: true, data, errorMessage: null };
}

/** A soft business warning: success with errorMessage, e.g. a quotation that would be overwritten. */
export function warn<T>(data: T, messageType: string, message: string): TEnvelope<T> & { success: true } {
  return { success: true, data, errorMessage: { messageType, message } };
}

/** A list's rows: read into objects (a page), or a whole list's JSON (db/json-rows.ts). */
export type TListRows<T> = T[] | JsonList<T>;

/**
 * A list at data. A whole list's JSON stands for its rows: the reply serialiser writes it as it is (http/reply.ts),
 * so the envelope is typed with the rows it sends.
 */
export function okList<T>(rows: TListRows<T>) {
  return ok(rows as T[]);
}

/** A paged list (ARCHITECTURE §3): the rows at data, and meta when a page was asked for. */
export function okPage<T>(page: { rows: TListRows<T>; meta: TPageMeta | null }) {
  return { ...okList(page.rows), ...(page.meta ? { meta: page.meta } : {}) };
}

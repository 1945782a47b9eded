import { z } from 'zod';

// The API contract of docs/architecture.md §3: every body is an envelope; a failure carries the spec's message. Every
// route declares its reply as `envelopeOf(Z…Response)`: the server serialises by it (fields it does not name never
// leave), the tests check each reply against it, the OpenAPI document publishes it, and the web's hooks take their
// types from it.

/** A soft business warning riding on a success (e.g. a quotation that would be overwritten). */
export const ZWarning = z.object({ messageType: z.string(), message: z.string() });

/** The body of every successful JSON reply: the payload at data (the client reads data.data). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, errorMessage: ZWarning.nullable() });
}

export interface TEnvelope<T> {
  success: boolean;
  data: T;
  errorMessage: z.infer<typeof ZWarning> | null;
}

/**
 * An instant on the wire: ISO 8601 UTC text. The server may hand it a Date (a timestamptz column) or the text; the
 * serialiser writes the ISO form either way, and the browser always reads text.
 */
export const ZTimestamp = z.codec(z.union([z.date(), z.string()]), z.iso.datetime({ offset: true }), {
  decode: (value) => (value instanceof Date ? value.toISOString() : value),
  encode: (text) => text,
});

// docs/architecture.md §3 list contract: a list that can grow takes `page` (from 1) and `pageSize`; data.data stays the
// array of rows and the envelope carries meta { total, page, pageSize }. Without `page` the call answers the whole
// list.

/** The largest page a screen may ask for (Inventory's 10,000, spec 02 §7). */
export const MAX_PAGE_SIZE = 10_000;
export const DEFAULT_PAGE_SIZE = 100;

const pageNumber = (name: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number(`${name} must be a number`)
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be at least 1`)
      .max(max, `${name} must be at most ${max}`),
  );

/** `?page&pageSize` of a paged list. */
export const ZPageQuery = z.object({
  page: pageNumber('page', 1_000_000).optional(),
  pageSize: pageNumber('pageSize', MAX_PAGE_SIZE).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPageMeta = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** The body of a paged list: the rows at data, and meta when a page was asked for. */
export function pagedEnvelopeOf<T extends z.ZodType>(row: T) {
  return envelopeOf(z.array(row)).extend({ meta: ZPageMeta.optional() });
}

/** antd Table's words for a column's sort direction, sent as `sortOrder`. */
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/**
 * `?page&pageSize&sortField&sortOrder&search` of a list a screen pages on the server. `sortFields` are the columns
 * the list sorts by (the server maps each to SQL); another sortField is refused (400) with a message naming it.
 * `search` is free text the server matches (case-insensitive, anywhere) in the list's searchable columns.
 */
export function listQueryOf<const F extends string>(sortFields: readonly [F, ...F[]]) {
  return ZPageQuery.extend({
    sortField: z
      .enum(sortFields, {
        error: (issue) => `Cannot sort by "${String(issue.input)}": sortField is one of ${sortFields.join(', ')}`,
      })
      .optional(),
    sortOrder: z.enum(SORT_ORDERS, { error: () => `sortOrder must be ${SORT_ORDERS.join(' or ')}` }).optional(),
    search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  });
}
export type TListQuery<F extends string = string> = TPageQuery & {
  sortField?: F;
  sortOrder?: TSortOrder;
  search?: string;
};

/** The picker contract: `?search` (the typed text), `limit` (how many), `selectedId` (the chosen row, always included). */
export const PICKER_LIMIT = 50;
export const ZPickerQuery = z.object({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  limit: pageNumber('limit', 1_000).optional(),
  selectedId: pageNumber('selectedId', 2_147_483_647).optional(),
});
export type TPickerQuery = z.infer<typeof ZPickerQuery>;

/** A calendar date on the wire (a `date` column): YYYY-MM-DD. */
export const ZDateText = z.iso.date();

/** A decimal from a `numeric` column, sent as text so no cent is lost (money, quantities with decimals). */
export const ZDecimalText = z.string().regex(/^-?\d+(\.\d+)?$/);

/** The reply of a call whose answer carries nothing beyond success (a delete, a mark-as-read). */
export const ZDone = z.union([z.boolean(), z.null()]);

export interface TApiError {
  success: false;
  title: string;
  message: { message: string; innerMessage?: string };
  errors?: Record<string, string[]>;
  requestId: string;
}

/** spec 01 §8: the fallback text of the Error! dialog. */
export const FALLBACK_ERROR_MESSAGE = 'Failed! Please contact admin.';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const CHECK_LOGIN_MESSAGE = 'Please check your login status.';
export const INVALID_PAGE_MESSAGE = 'Invalid Page.';
export const NOT_FOUND_PAGE_TEXT = 'Sorry, the page you visited does not exist.';

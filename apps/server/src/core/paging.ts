import { DEFAULT_PAGE_SIZE, type TPageMeta, type TPageQuery } from '@packline/domain';

// The list contract of docs/architecture.md §3 on the SQL side: a page becomes LIMIT/OFFSET, and the total comes from a
// count of the same filter. Without `page` the whole list is read (the spec's client asks that way).

export interface TPageWindow {
  limit: number;
  offset: number;
  page: number;
  pageSize: number;
}

/** The LIMIT/OFFSET of the page asked for, or null for the whole list. */
export function pageWindow(query: TPageQuery): TPageWindow | null {
  if (query.page === undefined) return null;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit: pageSize, offset: (query.page - 1) * pageSize, page: query.page, pageSize };
}

export function pageMeta(window: TPageWindow | null, total: number): TPageMeta | null {
  return window ? { total, page: window.page, pageSize: window.pageSize } : null;
}

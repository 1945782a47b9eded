// spec 01 §9 Defaults: page size 100 with options 5/10/30/50/100; the filter waits 500 ms.
export const TABLE_PAGE_SIZE = 100;
export const TABLE_PAGE_SIZE_OPTIONS = [5, 10, 30, 50, 100];
export const FILTER_DEBOUNCE_MS = 500;
/** Pages this long render only the rows in view (antd's virtual table), so they scroll smoothly (issue 13 §2). */
export const VIRTUAL_FROM_PAGE_SIZE = 2000;

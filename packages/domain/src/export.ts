// Excel exports (spec 02 §5, §8; issue 17): one server-side helper writes every export (apps/server http/xlsx-export.ts).

export const EXPORT_MESSAGES = {
  /** spec 02 §5: an export with no rows (the server's refusal, and the dialog's title). */
  noData: 'No data to export',
  /** spec 02 §5: the dialog's text. */
  noDataDetail: 'There are currently no exportable data.',
} as const;

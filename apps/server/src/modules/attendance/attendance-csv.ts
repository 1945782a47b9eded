import { ATTENDANCE_MESSAGES, type TBadRow } from '@packline/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { BusinessError } from '../../core/errors.ts';

// A time-clock export (README "Time-clock CSV"): a header line naming the columns, then one event a line. The columns
// are found by name in any case and order; other columns are ignored.

export interface TExportLine {
  /** The line number in the file (the header is line 1). */
  line: number;
  userName: string;
  badgeCode: string;
  checkTime: string;
  checkType: string;
}

const COLUMNS = ['username', 'badgecode', 'checktime', 'checktype'] as const;

/** The export's lines, or the line where the file stops being CSV; 400 when the header lacks a needed column. */
export function readClockExport(content: string): { lines: TExportLine[]; broken: TBadRow | null } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with the line it ends on (the typings do not follow the option).
    records = parse(content, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { lines: [], broken: { line, message: `The file is not valid CSV: ${error.message}` } };
  }
  const [header, ...rows] = records;
  if (!header) throw new BusinessError(ATTENDANCE_MESSAGES.emptyFile);
  const names = header.record.map((name) => name.toLowerCase());
  const at = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  if (at.checktime < 0 || at.checktype < 0 || (at.username < 0 && at.badgecode < 0)) {
    throw new BusinessError(ATTENDANCE_MESSAGES.badHeader);
  }
  if (rows.length === 0) throw new BusinessError(ATTENDANCE_MESSAGES.emptyFile);
  const cell = (record: string[], index: number) => (index < 0 ? '' : (record[index] ?? ''));
  return {
    lines: rows.map(({ record, info }) => ({
      line: info.lines,
      userName: cell(record, at.username),
      badgeCode: cell(record, at.badgecode),
      checkTime: cell(record, at.checktime),
      checkType: cell(record, at.checktype),
    })),
    broken: null,
  };
}

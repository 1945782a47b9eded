import {
  type TAttendanceImport,
  type TAttendanceQuery,
  type TAttendanceRecordsQuery,
  type TClockByBadge,
  type TClockByPassword,
  ZAttendanceBadge,
  ZAttendanceRecord,
  ZClockEvent,
  ZImportPreview,
  ZImportResult,
  ZWeeklyAttendance,
} from '@packline/domain';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiPostPage } from '../../api/client.ts';
import { downloadFile } from '../../api/files.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of Weekly Attendance, Attendance Records and the clock (spec 02 §7 Leave and attendance; issue 19). The
// two reads are POSTs with their query in the body, as the spec has them; they are cached by that body.

const RECORDS = '/attendance/all-records';
const SUMMARY = '/attendance/weekly-summary';
const BADGES = '/attendance/badges';

/** POST attendance/weekly-summary: the ISO week holding DateStartUtc. */
export const useWeeklyAttendance = (query: TAttendanceQuery) =>
  useApiQuery({
    queryKey: apiQueryKey(SUMMARY, query),
    queryFn: () => apiPost(ZWeeklyAttendance, SUMMARY, query),
    placeholderData: keepPreviousData,
  });

/** POST attendance/all-records: one page of work periods. */
export const useAttendanceRecords = (query: TAttendanceRecordsQuery) =>
  useApiQuery({
    queryKey: apiQueryKey(RECORDS, query),
    queryFn: () => apiPostPage(ZAttendanceRecord, RECORDS, query),
    placeholderData: keepPreviousData,
  });

/** GET attendance/weekly-summary/excel: the week shown, as an Excel file. */
export const downloadWeeklyAttendance = (query: TAttendanceQuery) =>
  downloadFile('/attendance/weekly-summary/excel', query, 'Weekly Attendance.xlsx');

/** GET attendance/all-records/excel: every record of the range and filters shown, as an Excel file. */
export const downloadAttendanceRecords = (query: TAttendanceQuery) =>
  downloadFile('/attendance/all-records/excel', query, 'Attendance Records.xlsx');

/** GET attendance/badges/pdf: one employee's badge card, or every badge issued, to print. */
export const downloadBadges = (employeeId?: number) =>
  downloadFile('/attendance/badges/pdf', { employeeId }, employeeId ? `Badge ${employeeId}.pdf` : 'Badges.pdf');

/** GET attendance/badges: the employees with their badge codes. */
export const useBadges = (enabled: boolean) => useApiList(z.array(ZAttendanceBadge), BADGES, undefined, { enabled });

/** POST attendance/badges {employeeId}: a new badge (the old one stops working). */
export function useIssueBadge() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (employeeId: number) => apiPost(ZAttendanceBadge, BADGES, { employeeId }),
    onSuccess: () => invalidate(BADGES),
  });
}

/** POST attendance/import/preview: what a time-clock export would add, and its bad lines. */
export const previewImport = (file: TAttendanceImport) => apiPost(ZImportPreview, '/attendance/import/preview', file);

/** POST attendance/import: the whole export, or nothing. */
export function useImportAttendance() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (file: TAttendanceImport) => apiPost(ZImportResult, '/attendance/import', file),
    onSuccess: () => invalidate(RECORDS),
  });
}

// The clock shows its own answer in large type (no Success! dialog on a shared screen), so its calls are silent.

/** POST attendance/clock: user name and password. */
export const clockByPassword = (body: TClockByPassword) =>
  apiPost(ZClockEvent, '/attendance/clock', body, { silent: true });

/** POST attendance/clock-badge: a badge's code. */
export const clockByBadge = (body: TClockByBadge) =>
  apiPost(ZClockEvent, '/attendance/clock-badge', body, { silent: true });

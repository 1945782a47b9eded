import { shiftDate, type TSaveWeekBody, ZEmployeeNameList, ZWorkingArrangementList } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of the Work Arrangement and Weekly Schedule screens (spec 02 §2, §7 Working arrangement): the machines
// (the grid's rows), a week's arrangement, the operators to pick, and Submit (PUT WorkingArrangement/SaveWeek, the
// whole week in one transaction).

/** GET WorkingArrangement/GetAllWorkingArrangement?start&end: the week starting `monday`. */
export const useWeekArrangement = (monday: string) =>
  useApiList(ZWorkingArrangementList, '/WorkingArrangement/GetAllWorkingArrangement', {
    start: monday,
    end: shiftDate(monday, 6, 'day'),
  });

/** GET WorkingArrangement/GetOperatorChoices: the production and packaging staff to pick (only while editing). */
export const useOperatorChoices = (enabled: boolean) =>
  useApiList(ZEmployeeNameList, '/WorkingArrangement/GetOperatorChoices', undefined, { enabled });

/** PUT WorkingArrangement/SaveWeek {start, cells}: the week's Submit. */
export function useSaveWeek() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (week: TSaveWeekBody) => apiPut(ZWorkingArrangementList, '/WorkingArrangement/SaveWeek', week),
    onSuccess: () => invalidate('/WorkingArrangement/'),
  });
}

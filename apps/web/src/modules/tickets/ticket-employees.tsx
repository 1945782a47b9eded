import { employeeName, type TEmployeeName } from '@packline/domain';
import { useMemo } from 'react';
import { OptionSelect } from '../../ui/option-select.tsx';
import { useEmployeeNames } from '../employees/employees.api.ts';

// The employees a ticket names: its creator, the assignees of its steps, and the pickers that choose them.

export { employeeName };

const EVERYONE = () => true;

/** The employees as select options, those `keep` accepts only. */
export function useEmployeeOptions(keep: (employee: TEmployeeName) => boolean = EVERYONE) {
  const employees = useEmployeeNames();
  const options = useMemo(
    () =>
      (employees.data ?? [])
        .filter(keep)
        .map((employee) => ({ value: employee.employeeId, label: employeeName(employee) })),
    [employees.data, keep],
  );
  return { options, loading: employees.isLoading };
}

export function EmployeeSelect(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  return <OptionSelect {...props} {...useEmployeeOptions()} />;
}

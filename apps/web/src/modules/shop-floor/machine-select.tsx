import { Select } from 'antd';
import { useMachines } from '../lookups/lookups.api.ts';

/** A machine filter (GET Machine/GetAllMachine), cleared to undefined. */
export function MachineSelect({
  value,
  onChange,
  testId,
}: {
  value: number | undefined;
  onChange: (machineId: number | undefined) => void;
  testId: string;
}) {
  const machines = useMachines();
  return (
    <Select<number>
      allowClear
      placeholder="Machine"
      value={value}
      onChange={(chosen) => onChange(chosen ?? undefined)}
      loading={machines.isLoading}
      options={(machines.data ?? []).map((m) => ({ value: m.machineId, label: m.machineName }))}
      style={{ width: 200 }}
      data-testid={testId}
    />
  );
}

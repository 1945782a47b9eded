import { MACHINE_ACTIONS, type TProductMachineMapping } from '@packline/domain';
import { Form, Select } from 'antd';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { useMachineActions } from './base-product.api.ts';

const columns: TCrudColumn<TProductMachineMapping>[] = [
  { key: 'actionName', dataIndex: 'actionName', title: 'Action' },
  { key: 'machineName', dataIndex: 'machineName', title: 'Machine' },
];
const ACTION_OPTIONS = MACHINE_ACTIONS.map((action) => ({ ...action }));

/** Machine Action Management (spec 02 §2): which machine does each production action of a base product. */
export function MachineActionTable({ baseProductId }: { baseProductId: number }) {
  const actions = useMachineActions(baseProductId);
  return (
    <CrudTable<TProductMachineMapping>
      {...actions.tableProps}
      columns={columns}
      entityName="Machine Action"
      testId="machine-action-table"
      pagination={false}
      toFormValues={(row) => ({ action: row.action, machine: row.machine })}
      toBody={(values: TFormValues) => ({ ...values, baseProductId })}
      renderForm={() => (
        <>
          <Form.Item name="action" label="Action" rules={[requiredRule()]}>
            <Select options={ACTION_OPTIONS} placeholder="Select" />
          </Form.Item>
          <Form.Item name="machine" label="Machine" rules={[requiredRule()]}>
            <ReferenceSelect catalogue="machine" />
          </Form.Item>
        </>
      )}
    />
  );
}

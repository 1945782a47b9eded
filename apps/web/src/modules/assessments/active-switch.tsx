import { ASSESSMENT_ACTIVE, ASSESSMENT_ACTIVE_NAMES } from '@packline/domain';
import { Form, Switch, Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

// spec 02 §4: a plan or a standard is Active (1) or Inactive (0), set by a switch that is on when creating.

export const ACTIVE_ADD_VALUES = { active: ASSESSMENT_ACTIVE.Active };

export function ActiveSwitchField() {
  return (
    <Form.Item
      name="active"
      label="Active"
      valuePropName="checked"
      getValueProps={(value: number) => ({ checked: value === ASSESSMENT_ACTIVE.Active })}
      normalize={(checked: boolean) => (checked ? ASSESSMENT_ACTIVE.Active : ASSESSMENT_ACTIVE.Inactive)}
    >
      <Switch data-testid="active-switch" />
    </Form.Item>
  );
}

export function activeColumn<T extends { active: number }>(): TCrudColumn<T> {
  const name = (row: T) => ASSESSMENT_ACTIVE_NAMES[row.active] ?? '';
  return {
    key: 'active',
    title: 'Status',
    searchText: name,
    render: (_value, row) => (
      <Tag color={row.active === ASSESSMENT_ACTIVE.Active ? 'green' : 'default'}>{name(row)}</Tag>
    ),
  };
}

import {
  ATTENDANCE_DEPTS,
  type TCatalogueKey,
  type TEmployee,
  type TPasswordReset,
  YES_NO,
  ZAddEmployee,
} from '@packline/domain';
import { Button, Form, Input, Modal, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { reportFailure } from '../../api/failures.ts';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TBody, type TCrudColumn, type TFormMode, type TFormValues } from '../../ui/crud-table.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useReferenceLabels } from '../../ui/use-reference.ts';
import { useEmployees, useResetPassword } from './employees.api.ts';

const REFERENCED: TCatalogueKey[] = ['role', 'department'];
const TEXT_FIELDS = ['firstName', 'lastName', 'userName', 'position', 'email', 'mobile'] as const;
const ATTENDANCE_OPTIONS = ATTENDANCE_DEPTS.map((dept) => ({ value: dept, label: dept }));
const YES_NO_OPTIONS = YES_NO.map(({ value, label }) => ({ value, label }));
const ADD_VALUES: TFormValues = { isSales: 0 };

const yesNo = (value: number) => YES_NO.find((option) => option.value === value)?.label ?? '';
const fullName = (employee: TEmployee) => `${employee.firstName} ${employee.lastName}`;

/** The body of AddEmployee / UpdateEmployee; an update never carries a password (spec 01 §3). */
function toEmployeeBody(values: TFormValues, { mode }: { mode: TFormMode }): TBody {
  const body: TBody = {
    deptId: values.deptId ?? null,
    roleId: values.roleId ?? null,
    isSales: values.isSales ?? 0,
    attendanceDept: values.attendanceDept ?? null,
  };
  for (const key of TEXT_FIELDS) body[key] = blankToNull(values[key]);
  if (mode === 'add') body.password = values.password;
  return body;
}

function toEmployeeFormValues(employee: TEmployee): TFormValues {
  return Object.fromEntries(Object.entries(employee).map(([key, value]) => [key, value ?? undefined]));
}

const shape = ZAddEmployee.shape;
const textRule = (schema: (typeof shape)[keyof typeof shape]) => zodRule(schema, blankToNull);

/** spec 01 §3 Employee form: sections User Info, Position and Contact Info; the password only when adding. */
function EmployeeFormFields({ mode }: { mode: TFormMode }) {
  return (
    <>
      <FormSection title="User Info">
        <FormField>
          <Form.Item
            name="firstName"
            label="First Name"
            validateFirst
            rules={[requiredRule(), textRule(shape.firstName)]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </FormField>
        <FormField>
          <Form.Item name="lastName" label="Last Name" validateFirst rules={[requiredRule(), textRule(shape.lastName)]}>
            <Input maxLength={100} />
          </Form.Item>
        </FormField>
        <FormField>
          <Form.Item name="userName" label="Username" validateFirst rules={[requiredRule(), textRule(shape.userName)]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </FormField>
        {mode === 'add' && (
          <FormField>
            <Form.Item name="password" label="Password" validateFirst rules={[requiredRule(), zodRule(shape.password)]}>
              <Input.Password maxLength={200} autoComplete="new-password" />
            </Form.Item>
          </FormField>
        )}
      </FormSection>
      <FormSection title="Position">
        <FormField>
          <Form.Item name="position" label="Position" rules={[textRule(shape.position)]}>
            <Input maxLength={100} />
          </Form.Item>
        </FormField>
        <FormField>
          <Form.Item name="deptId" label="Department">
            <ReferenceSelect catalogue="department" allowClear />
          </Form.Item>
        </FormField>
        <FormField>
          <Form.Item name="roleId" label="Role">
            <ReferenceSelect catalogue="role" allowClear />
          </Form.Item>
        </FormField>
        <FormField>
          <Form.Item name="isSales" label="Sales">
            <Select options={YES_NO_OPTIONS} />
          </Form.Item>
        </FormField>
        <FormField>
          <Form.Item name="attendanceDept" label="Attendance Dept">
            <Select options={ATTENDANCE_OPTIONS} allowClear />
          </Form.Item>
        </FormField>
      </FormSection>
      <FormSection title="Contact Info">
        <FormField>
          <Form.Item name="email" label="Email" rules={[{ type: 'email' }, { max: 200 }]}>
            <Input maxLength={200} />
          </Form.Item>
        </FormField>
        <FormField>
          <Form.Item name="mobile" label="Mobile" rules={[textRule(shape.mobile)]}>
            <Input maxLength={50} />
          </Form.Item>
        </FormField>
      </FormSection>
    </>
  );
}

function ResetPasswordAction({ employee, onReset }: { employee: TEmployee; onReset: (reset: TPasswordReset) => void }) {
  const resetPassword = useResetPassword();
  const confirm = async () => {
    const reset = await resetPassword.mutateAsync(employee.employeeId).catch(reportFailure);
    if (reset) onReset(reset);
  };
  return (
    <Popconfirm
      title={`Reset the password of ${employee.userName}?`}
      okText="OK"
      cancelText="Cancel"
      onConfirm={confirm}
    >
      <Button type="link" size="small" data-testid="reset-password">
        Reset password
      </Button>
    </Popconfirm>
  );
}

/** spec 02 §2 Employee Management: the staff list; row action Reset password shows the new secret once. */
export default function EmployeeManagementPage() {
  const employees = useEmployees();
  const labels = useReferenceLabels(REFERENCED);
  const [reset, setReset] = useState<TPasswordReset | null>(null);

  const roleName = (employee: TEmployee) => labels.role?.get(employee.roleId ?? 0) ?? '';
  const deptName = (employee: TEmployee) => labels.department?.get(employee.deptId ?? 0) ?? '';
  const columns: TCrudColumn<TEmployee>[] = [
    { key: 'name', title: 'Name', searchText: fullName, render: (_value, employee) => fullName(employee) },
    { key: 'userName', dataIndex: 'userName', title: 'User Name' },
    { key: 'role', title: 'Role', searchText: roleName, render: (_value, employee) => roleName(employee) },
    { key: 'department', title: 'Department', searchText: deptName, render: (_value, employee) => deptName(employee) },
    { key: 'email', dataIndex: 'email', title: 'Email' },
    { key: 'mobile', dataIndex: 'mobile', title: 'Mobile' },
    {
      key: 'isSales',
      title: 'Sales',
      searchText: (employee) => yesNo(employee.isSales),
      render: (_value, employee) => yesNo(employee.isSales),
    },
  ];

  return (
    <>
      <PageTitle>Employee Management</PageTitle>
      <CrudTable<TEmployee>
        {...employees.tableProps}
        columns={columns}
        entityName="Employee"
        formWidth={720}
        addValues={ADD_VALUES}
        toFormValues={toEmployeeFormValues}
        toBody={toEmployeeBody}
        renderForm={({ mode }) => <EmployeeFormFields mode={mode} />}
        rowActions={(employee) => <ResetPasswordAction employee={employee} onReset={setReset} />}
      />
      <Modal
        open={reset !== null}
        title="Password reset"
        onCancel={() => setReset(null)}
        footer={
          <Button type="primary" onClick={() => setReset(null)}>
            OK
          </Button>
        }
      >
        <Typography.Paragraph data-testid="reset-password-result">
          Reset to{' '}
          <Typography.Text code copyable data-testid="temporary-password">
            {reset?.temporaryPassword}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          This password is shown only once. The employee must change it at the next login.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

import { type TOnlineUser, ZAddOnlineUser } from '@packline/domain';
import { Button, Form, Input, Modal } from 'antd';
import { CrudTable, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { dateTimeColumn } from '../../ui/date-column.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { CUSTOMER_PICKER, useChangeOnlineUserPassword, useOnlineUsers } from './customers.api.ts';

// spec 02 §2 Online user management: a customer's logins; the password is given on add only (spec 02 §3)
// and changed with the row action Change Password.

const COLUMNS: TCrudColumn<TOnlineUser>[] = [
  { key: 'userName', dataIndex: 'userName', title: 'User Name' },
  { key: 'company', dataIndex: 'company', title: 'Customer' },
  dateTimeColumn<TOnlineUser>('createdAt', 'Created At', (row) => row.createdAt),
];

function CustomerSelect(props: { value?: number; onChange?: (value: number) => void; id?: string }) {
  return (
    <RemoteSelect
      id={props.id}
      value={props.value}
      onChange={(value) => value !== null && props.onChange?.(value)}
      source={CUSTOMER_PICKER}
    />
  );
}

function ChangePasswordAction({ user }: { user: TOnlineUser }) {
  const change = useChangeOnlineUserPassword();
  const dialog = useFormDialog<{ newPassword: string }>({
    onSave: ({ newPassword }) => change.mutateAsync({ userId: user.userId, newPassword }),
  });
  return (
    <>
      <Button type="link" size="small" onClick={() => dialog.show()} data-testid="change-password">
        Change Password
      </Button>
      <Modal {...dialog.modalProps} title={`Change Password: ${user.userName}`}>
        <Form {...dialog.formProps} layout="vertical" name="change-online-password" preserve={false}>
          <Form.Item
            name="newPassword"
            label="New Password"
            validateFirst
            rules={[requiredRule(), zodRule(ZAddOnlineUser.shape.password)]}
          >
            <Input.Password maxLength={200} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export default function OnlineUserPage() {
  const users = useOnlineUsers();
  return (
    <>
      <PageTitle>Online user management</PageTitle>
      <CrudTable<TOnlineUser>
        {...users.tableProps}
        columns={COLUMNS}
        entityName="Online User"
        toFormValues={(row) => ({ userName: row.userName, customerId: row.customerId })}
        toBody={(values: TFormValues, { mode }) => ({
          userName: typeof values.userName === 'string' ? values.userName.trim() : values.userName,
          customerId: values.customerId,
          ...(mode === 'add' ? { password: values.password } : {}),
        })}
        renderForm={({ mode }) => (
          <>
            <Form.Item
              name="userName"
              label="User Name"
              validateFirst
              rules={[requiredRule(), zodRule(ZAddOnlineUser.shape.userName)]}
            >
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
            {mode === 'add' && (
              <Form.Item name="password" label="Password" validateFirst rules={[requiredRule()]}>
                <Input.Password maxLength={200} autoComplete="new-password" />
              </Form.Item>
            )}
            <Form.Item name="customerId" label="Customer" rules={[requiredRule()]}>
              <CustomerSelect />
            </Form.Item>
          </>
        )}
        rowActions={(user) => <ChangePasswordAction user={user} />}
        testId="online-users"
      />
    </>
  );
}

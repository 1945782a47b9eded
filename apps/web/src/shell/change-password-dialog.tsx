import { PASSWORD_CHANGE_REQUIRED_MESSAGE, PASSWORD_MIN_LENGTH, ZDone } from '@packline/domain';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { apiPut } from '../api/client.ts';
import { logout, refreshSession } from '../api/session.ts';
import { useFormDialog } from '../ui/use-form-dialog.tsx';

interface TChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface TChangePasswordDialogProps {
  open: boolean;
  /** A temporary password must be changed before anything else: the dialog cannot be dismissed. */
  forced: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, forced, onClose }: TChangePasswordDialogProps) {
  // A refusal is shown in the Error! dialog, and on the field it is about (oldPassword, newPassword) as well.
  const dialog = useFormDialog<TChangePasswordForm>({
    open,
    onClose,
    onSave: async ({ oldPassword, newPassword }) => {
      await apiPut(ZDone, '/Employee/ChangePassword', { oldPassword, newPassword });
      await refreshSession();
    },
  });

  return (
    <Modal
      {...dialog.modalProps}
      title="Change Password"
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      footer={[
        forced ? (
          <Button key="logout" onClick={() => void logout()}>
            Logout
          </Button>
        ) : (
          <Button key="cancel" {...dialog.cancelButtonProps}>
            Cancel
          </Button>
        ),
        <Button key="save" {...dialog.saveButtonProps}>
          Change Password
        </Button>,
      ]}
    >
      {forced ? (
        <Alert
          type="warning"
          showIcon
          title={PASSWORD_CHANGE_REQUIRED_MESSAGE}
          style={{ marginBottom: 16 }}
          data-testid="password-change-required"
        />
      ) : null}
      <Form<TChangePasswordForm> {...dialog.formProps} layout="vertical" name="change-password">
        <Form.Item name="oldPassword" label="Old Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="New Password"
          rules={[
            { required: true },
            {
              min: PASSWORD_MIN_LENGTH,
              message: `New Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirm Password"
          dependencies={['newPassword']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || getFieldValue('newPassword') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error('The two passwords do not match!')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

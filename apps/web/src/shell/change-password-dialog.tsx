import { PASSWORD_CHANGE_REQUIRED_MESSAGE, PASSWORD_MIN_LENGTH } from '@packline/domain';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError, apiPut } from '../api/client.ts';
import { logout, refreshSession } from '../api/session.ts';

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
  const [form] = Form.useForm<TChangePasswordForm>();
  const [saving, setSaving] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const save = async ({ oldPassword, newPassword }: TChangePasswordForm) => {
    setSaving(true);
    try {
      await apiPut<boolean>('/Employee/ChangePassword', { oldPassword, newPassword });
      await refreshSession();
      close();
    } catch (error) {
      // The Error! dialog has shown the message; point at the field it is about as well.
      const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
      form.setFields(
        Object.entries(fieldErrors ?? {})
          .filter(([name]) => name === 'oldPassword' || name === 'newPassword')
          .map(([name, errors]) => ({ name: name as keyof TChangePasswordForm, errors })),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Change Password"
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      onCancel={close}
      destroyOnHidden
      footer={[
        forced ? (
          <Button key="logout" onClick={() => void logout()}>
            Logout
          </Button>
        ) : (
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>
        ),
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
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
      <Form<TChangePasswordForm> form={form} layout="vertical" name="change-password" onFinish={save}>
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

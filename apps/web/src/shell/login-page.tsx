import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  LOGIN_SUBMIT_DELAY_MS,
  PASSWORD_REQUIRED,
  USERNAME_REQUIRED,
  ZCustomerLogin,
  ZStaffLogin,
} from '@packline/domain';
import { Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { apiErrorMessage, apiPost } from '../api/client.ts';
import { saveCustomerSession, saveStaffSession } from '../api/session.ts';
import { Logo } from '../ui/logo.tsx';

type TLoginType = 'staff' | 'customer';

interface TLoginForm {
  username: string;
  password: string;
}

/** spec 01 §2: the Staff/Customer choice is remembered locally and defaults to staff. */
const LOGIN_TYPE_KEY = 'packline.loginType';

const LOGIN_TYPES = [
  { value: 'staff', label: 'Staff Login' },
  { value: 'customer', label: 'Customer Login' },
] satisfies { value: TLoginType; label: string }[];

function readLoginType(): TLoginType {
  return localStorage.getItem(LOGIN_TYPE_KEY) === 'customer' ? 'customer' : 'staff';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs in; the login route then moves a staff member on to where they came from, a customer to their orders. */
export function LoginPage() {
  const [loginType, setLoginType] = useState<TLoginType>(readLoginType);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const chooseLoginType = (value: TLoginType) => {
    localStorage.setItem(LOGIN_TYPE_KEY, value);
    setLoginType(value);
    setServerError(null);
  };

  const submit = async ({ username, password }: TLoginForm) => {
    if (submitting) return;
    setSubmitting(true);
    setServerError(null);
    await wait(LOGIN_SUBMIT_DELAY_MS);
    const body = { username: username.trim(), password, type: loginType };
    try {
      if (loginType === 'staff') {
        saveStaffSession(await apiPost(ZStaffLogin, '/Employee/EmployeeLogin', body, { silent: true }));
      } else {
        saveCustomerSession(await apiPost(ZCustomerLogin, '/OnlineUser/OnlineUserLogin', body, { silent: true }));
      }
    } catch (error) {
      // spec 01 §8: a login failure shows the server message under the password field.
      setServerError(apiErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <main className="login-screen">
      <section className="login-card">
        <div className="login-logo">
          <Logo size={40} />
        </div>
        <Segmented<TLoginType>
          block
          options={LOGIN_TYPES}
          value={loginType}
          onChange={chooseLoginType}
          disabled={submitting}
          style={{ marginBottom: 24 }}
          data-testid="login-type"
        />
        <Form<TLoginForm> name="login" size="large" onFinish={submit} onValuesChange={() => setServerError(null)}>
          <Form.Item name="username" rules={[{ required: true, message: USERNAME_REQUIRED }]}>
            <Input
              prefix={<UserOutlined />}
              placeholder="Username"
              autoComplete="username"
              autoFocus
              data-testid="login-username"
            />
          </Form.Item>
          <Form.Item
            name="password"
            rules={[{ required: true, message: PASSWORD_REQUIRED }]}
            validateStatus={serverError ? 'error' : undefined}
            help={serverError ?? undefined}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="Password"
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
              Log in
            </Button>
          </Form.Item>
        </Form>
      </section>
    </main>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { IDLE_LOCK_SECONDS, UNLOCK_PASSWORD_REQUIRED, ZDone } from '@packline/domain';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorMessage, apiPost } from '../api/client.ts';
import { logout } from '../api/session.ts';

/** Survives a reload of the tab, so reloading is no way around the lock. */
const LOCKED_KEY = 'packline.locked';
/** Tests shorten the idle time by setting this (seconds). */
const IDLE_SECONDS_KEY = 'packline.idleLockSeconds';

function idleLimitMs(): number {
  const configured = Number(localStorage.getItem(IDLE_SECONDS_KEY));
  return (Number.isFinite(configured) && configured > 0 ? configured : IDLE_LOCK_SECONDS) * 1000;
}

/** spec 01 §2: after a time with no mouse movement the session locks until the password is entered again. */
export function IdleLock({ userName }: { userName: string }) {
  const [locked, setLocked] = useState(() => sessionStorage.getItem(LOCKED_KEY) === '1');
  const [checking, setChecking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (locked) return;
    const limit = idleLimitMs();
    let lastMove = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - lastMove;
      if (idle < limit) {
        timer = setTimeout(check, limit - idle);
        return;
      }
      sessionStorage.setItem(LOCKED_KEY, '1');
      setLocked(true);
    };
    const onMouseMove = () => {
      lastMove = Date.now();
    };
    timer = setTimeout(check, limit);
    window.addEventListener('mousemove', onMouseMove, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', onMouseMove);
    };
  }, [locked]);

  const unlock = async ({ password }: { password: string }) => {
    setChecking(true);
    setServerError(null);
    try {
      await apiPost(ZDone, '/Employee/VerifyPassword', { userName, password }, { silent: true });
      sessionStorage.removeItem(LOCKED_KEY);
      setLocked(false);
    } catch (error) {
      setServerError(apiErrorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const relogin = async () => {
    await logout();
    localStorage.clear();
    sessionStorage.clear();
  };

  return (
    <Modal
      open={locked}
      title={
        <Flex gap={8}>
          <LockOutlined />
          Screen locked
        </Flex>
      }
      closable={false}
      mask={{ closable: false, blur: true }}
      keyboard={false}
      footer={null}
      destroyOnHidden
      zIndex={1500}
    >
      <div data-testid="idle-lock">
        <Typography.Paragraph>
          Signed in as <Typography.Text strong>{userName}</Typography.Text>. Enter your password to continue.
        </Typography.Paragraph>
        <Form<{ password: string }> name="unlock" onFinish={unlock} onValuesChange={() => setServerError(null)}>
          <Form.Item
            name="password"
            rules={[{ required: true, message: UNLOCK_PASSWORD_REQUIRED }]}
            validateStatus={serverError ? 'error' : undefined}
            help={serverError ?? undefined}
          >
            <Input.Password placeholder="Password" autoComplete="current-password" autoFocus />
          </Form.Item>
          <Flex justify="end" gap={8}>
            <Button onClick={() => void relogin()}>Relogin</Button>
            <Button type="primary" htmlType="submit" loading={checking}>
              Unlock
            </Button>
          </Flex>
        </Form>
      </div>
    </Modal>
  );
}

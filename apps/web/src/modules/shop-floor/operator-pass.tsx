import { passIsValid, SUBORDER_MESSAGES, type TOperatorPass } from '@packline/domain';
import { Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/client.ts';
import { requiredRule } from '../../ui/form-rules.ts';
import { proveOperatorPassword } from './suborders.api.ts';

// The machine operator's password (spec 02 §6, §8 Suborders; issue 15): Take, Complete and the Packaging screen need
// it. The operator types it once; the server answers a pass for that machine (10 minutes) which the screen keeps and
// sends with each action, so the dialogs open without the password afterwards. 'Wrong password' and 'invalid user'
// come from the server and show under the field.

type TKeptPass = TOperatorPass & { machineId: number };

export interface TOperatorPasses {
  /** The kept pass of the machine while it holds, else null. */
  passOf: (machineId: number | null) => TKeptPass | null;
  /** The machine's pass: the kept one, or asks the operator's password first; null when the dialog is cancelled. */
  requirePass: (machineId: number, machineName?: string) => Promise<string | null>;
  /** Forgets the machine's pass (Sign out, or the server refused it). */
  forget: (machineId: number) => void;
  /** The password dialog; render it once on the screen. */
  dialog: React.ReactNode;
  /** The password dialog is open (the auto-refresh holds meanwhile). */
  open: boolean;
}

export function useOperatorPasses(): TOperatorPasses {
  const [passes, setPasses] = useState<Record<number, TKeptPass>>({});
  const [asking, setAsking] = useState<{ machineId: number; machineName?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const resolver = useRef<((pass: string | null) => void) | null>(null);
  const [form] = Form.useForm<{ password: string }>();

  const passOf = (machineId: number | null) => {
    const pass = machineId === null ? undefined : passes[machineId];
    return pass && passIsValid(pass, machineId) ? pass : null;
  };
  const finish = (pass: string | null) => {
    resolver.current?.(pass);
    resolver.current = null;
    setAsking(null);
    form.resetFields();
  };
  const requirePass = (machineId: number, machineName?: string) => {
    const kept = passOf(machineId);
    if (kept) return Promise.resolve(kept.passToken);
    resolver.current?.(null);
    setAsking({ machineId, machineName });
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  };
  const submit = async ({ password }: { password: string }) => {
    if (!asking) return;
    setSaving(true);
    let proved: TOperatorPass;
    try {
      proved = await proveOperatorPassword(asking.machineId, password);
    } catch (error) {
      // 'Wrong password' or 'invalid user' under the field, where the operator types again.
      form.setFields([{ name: 'password', errors: [apiErrorMessage(error)] }]);
      return;
    } finally {
      setSaving(false);
    }
    setPasses((all) => ({ ...all, [asking.machineId]: { ...proved, machineId: asking.machineId } }));
    finish(proved.passToken);
  };

  const dialog = (
    <Modal
      open={asking !== null}
      title={`Operator password${asking?.machineName ? ` — ${asking.machineName}` : ''}`}
      okText="OK"
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => finish(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The operator arranged on this machine today types the password.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="password" label="Password" rules={[requiredRule(SUBORDER_MESSAGES.wrongPassword)]}>
          <Input.Password autoFocus autoComplete="off" data-testid="operator-password" />
        </Form.Item>
      </Form>
    </Modal>
  );

  return {
    passOf,
    requirePass,
    forget: (machineId) =>
      setPasses((all) => {
        const { [machineId]: _gone, ...rest } = all;
        return rest;
      }),
    dialog,
    open: asking !== null,
  };
}

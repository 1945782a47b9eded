import { NO_CHANGES_MESSAGE, QUOTATION_MESSAGES } from '@packline/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button, Form, Input, Modal } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { CrudTable } from './crud-table.tsx';
import { numberRules } from './form-rules.ts';
import { NumberInput } from './number-input.tsx';
import { useFormDialog } from './use-form-dialog.tsx';

// The form kit: a number input keeps what was typed and the form refuses it with a message; a changed dialog asks
// before throwing the input away; an edit that changes nothing is refused without a call.

describe('NumberInput with numberRules', () => {
  function QuantityForm({ onFinish }: { onFinish: (values: unknown) => void }) {
    return (
      <Form onFinish={onFinish}>
        <Form.Item name="quantity" label="Quantity" rules={numberRules({ min: 0, precision: 0 })}>
          <NumberInput data-testid="quantity" />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>
    );
  }

  it('keeps 1.5 where a whole number is asked for, marks it and refuses it with the message', async () => {
    const onFinish = vi.fn();
    const { container } = render(<QuantityForm onFinish={onFinish} />);
    const input = screen.getByTestId('quantity') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('must be a whole number')).toBeTruthy();
    expect(input.value).toBe('1.5');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('takes a whole number', async () => {
    const onFinish = vi.fn();
    const { container } = render(<QuantityForm onFinish={onFinish} />);
    fireEvent.change(screen.getByTestId('quantity'), { target: { value: '12' } });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), { timeout: 5000 });
    expect(onFinish.mock.calls[0]?.[0]).toEqual({ quantity: 12 });
  });
});

describe('useFormDialog (useConfirmClose)', () => {
  function NoteDialog({ onClose }: { onClose: () => void }) {
    const dialog = useFormDialog({ onSave: async () => undefined, onClose });
    return (
      <>
        <Button onClick={() => dialog.show()}>Open</Button>
        <Modal {...dialog.modalProps} title="Note">
          <Form {...dialog.formProps}>
            <Form.Item name="note" label="Note">
              <Input data-testid="note" />
            </Form.Item>
          </Form>
        </Modal>
      </>
    );
  }
  const renderDialog = () => {
    const onClose = vi.fn();
    render(
      <App>
        <NoteDialog onClose={onClose} />
      </App>,
    );
    fireEvent.click(screen.getByText('Open'));
    return onClose;
  };

  it('closes an untouched dialog at once', async () => {
    const onClose = renderDialog();
    await screen.findByTestId('note');
    fireEvent.click(screen.getByText('Cancel'));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(screen.queryAllByText(QUOTATION_MESSAGES.closeUnsaved)).toHaveLength(0);
  });

  it('asks before throwing typed input away, and keeps the dialog on Cancel', async () => {
    const onClose = renderDialog();
    fireEvent.change(await screen.findByTestId('note'), { target: { value: 'half written' } });
    fireEvent.click(screen.getByText('Cancel'));
    expect((await screen.findAllByText(QUOTATION_MESSAGES.closeUnsaved)).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    // The question's own Cancel: the dialog and what was typed stay.
    const buttons = screen.getAllByRole('button', { name: 'Cancel' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByTestId('note') as HTMLInputElement).value).toBe('half written');
  });

  it('closes on OK to the question', async () => {
    const onClose = renderDialog();
    fireEvent.change(await screen.findByTestId('note'), { target: { value: 'throw me away' } });
    fireEvent.click(screen.getByText('Cancel'));
    await screen.findAllByText(QUOTATION_MESSAGES.closeUnsaved);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
  });
});

describe('CrudTable form dialog', () => {
  it('refuses an edit that changes nothing without calling the server', async () => {
    const onUpdate = vi.fn(async () => undefined);
    render(
      <App>
        <CrudTable<{ fruitId: number; name: string }>
          rowKey="fruitId"
          dataSource={[{ fruitId: 7, name: 'Apple' }]}
          columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
          onUpdate={onUpdate}
          entityName="Fruit"
          renderForm={() => (
            <Form.Item name="name" label="Name">
              <Input data-testid="fruit-name" />
            </Form.Item>
          )}
        />
      </App>,
    );
    fireEvent.click(screen.getByTestId('crud-edit'));
    expect(await screen.findByText('Edit Fruit')).toBeTruthy();
    fireEvent.click(screen.getByTestId('crud-save'));
    expect(await screen.findByText(NO_CHANGES_MESSAGE)).toBeTruthy();
    expect(onUpdate).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('fruit-name'), { target: { value: 'Pear' } });
    fireEvent.click(screen.getByTestId('crud-save'));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ fruitId: 7, name: 'Pear' }));
  });
});

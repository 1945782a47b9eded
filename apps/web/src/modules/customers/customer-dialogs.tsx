import {
  ADDRESS_NOTE_MESSAGE,
  CUSTOMER_STATUS,
  PROMPT_REQUIRED,
  type TContact,
  type TCustomer,
  type TCustomerAttachment,
  TEXTAREA_MAX,
  type TExtraAddress,
  ZAddContact,
} from '@packline/domain';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { AddressSearchInput } from '../../ui/address-search-input.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TBody, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { dateTimeColumn } from '../../ui/date-column.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { UploadField } from '../../ui/upload-field.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { customerBodyOf } from './customer-form-fields.tsx';
import {
  useContacts,
  useCustomerAttachments,
  useExtraAddresses,
  useUpdateCustomer,
  useUpdateCustomerStatus,
} from './customers.api.ts';

// The row dialogs of Customer Management (spec 02 §2): Attachment, Address, Contacts (Quotes and Orders are the
// quotations and sales-orders modules', plugged in through customer-row-dialogs.tsx).

const textBody = (values: TFormValues, keys: readonly string[]): TBody =>
  Object.fromEntries(keys.map((key) => [key, blankToNull(values[key])]));

// ---- Attachment Management

const ATTACHMENT_COLUMNS: TCrudColumn<TCustomerAttachment>[] = [
  { key: 'attachmentName', dataIndex: 'attachmentName', title: 'Name' },
  { key: 'attachmentDesc', dataIndex: 'attachmentDesc', title: 'Description' },
  {
    key: 'urls',
    title: 'Files',
    searchText: (row) => row.urls.join(' '),
    render: (_value, row) =>
      row.urls.length === 0 ? (
        <Typography.Text type="secondary">No files</Typography.Text>
      ) : (
        <Space orientation="vertical" size={0}>
          {row.urls.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              {decodeURIComponent(url.split('/').pop() ?? url)}
            </a>
          ))}
        </Space>
      ),
  },
  { key: 'employeeName', dataIndex: 'employeeName', title: 'Added By' },
  dateTimeColumn<TCustomerAttachment>('createdAt', 'Added At', (row) => row.createdAt),
];

export function AttachmentManagement({ customer, canAdd }: { customer: TCustomer; canAdd: boolean }) {
  const attachments = useCustomerAttachments(customer.customerId, canAdd);
  return (
    <>
      <Typography.Title level={5}>Attachment Management</Typography.Title>
      <CrudTable<TCustomerAttachment>
        {...attachments.tableProps}
        {...attachments.editProps}
        columns={ATTACHMENT_COLUMNS}
        entityName="Attachment"
        addValues={{ urls: [] }}
        toBody={(values) => ({
          customerId: customer.customerId,
          urls: values.urls ?? [],
          ...textBody(values, ['attachmentName', 'attachmentDesc']),
        })}
        renderForm={() => (
          <>
            <Form.Item name="attachmentName" label="Attachment Name" rules={[requiredRule()]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="attachmentDesc" label="Description">
              <Input.TextArea rows={3} showCount maxLength={TEXTAREA_MAX} />
            </Form.Item>
            <Form.Item name="urls" label="Files">
              <UploadField maxCount={10} />
            </Form.Item>
          </>
        )}
        testId="attachment-management"
      />
    </>
  );
}

// ---- Address: the two notes (saved on the customer) and Delivery Address Management

const ADDRESS_COLUMNS: TCrudColumn<TExtraAddress>[] = [
  { key: 'address', dataIndex: 'address', title: 'Address' },
  { key: 'deliveryName', dataIndex: 'deliveryName', title: 'Delivery Name' },
  { key: 'postalCode', dataIndex: 'postalCode', title: 'Postal Code' },
  { key: 'deliveryMethodName', dataIndex: 'deliveryMethodName', title: 'Delivery Method' },
  { key: 'notes', dataIndex: 'notes', title: 'Notes' },
];
const ADDRESS_TEXT = ['address', 'deliveryName', 'postalCode', 'notes'] as const;

function AddressNotes({ customer, readOnly }: { customer: TCustomer; readOnly: boolean }) {
  const [form] = Form.useForm();
  const update = useUpdateCustomer();
  const save = (values: { noteToWarehouse: string; noteToProduction: string }) =>
    succeeded(
      update.mutateAsync({
        ...customerBodyOf(customer),
        noteToWarehouse: values.noteToWarehouse.trim(),
        noteToProduction: values.noteToProduction.trim(),
      }),
    );
  const noteRule = [{ required: true, whitespace: true, message: ADDRESS_NOTE_MESSAGE }];
  return (
    <Form
      form={form}
      layout="vertical"
      name="address-notes"
      initialValues={{
        noteToWarehouse: customer.noteToWarehouse ?? '',
        noteToProduction: customer.noteToProduction ?? '',
      }}
      onFinish={save}
      disabled={readOnly}
      data-testid="address-notes"
    >
      <Form.Item name="noteToWarehouse" label="Note To Warehouse" rules={noteRule}>
        <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} />
      </Form.Item>
      <Form.Item name="noteToProduction" label="Note To Production" rules={noteRule}>
        <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} />
      </Form.Item>
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="address-notes-save">
          Save Notes
        </Button>
      )}
    </Form>
  );
}

export function CustomerAddress({ customer, readOnly }: { customer: TCustomer; readOnly: boolean }) {
  const addresses = useExtraAddresses(customer.customerId, !readOnly);
  const main = [customer.address1, customer.address2, customer.cityName, customer.postalCode].filter(Boolean);
  return (
    <>
      <Typography.Paragraph>
        <Typography.Text strong>Main address: </Typography.Text>
        {main.length ? main.join(', ') : <Typography.Text type="secondary">none</Typography.Text>}
      </Typography.Paragraph>
      <AddressNotes customer={customer} readOnly={readOnly} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Delivery Address Management
      </Typography.Title>
      <CrudTable<TExtraAddress>
        {...addresses.tableProps}
        {...addresses.editProps}
        columns={ADDRESS_COLUMNS}
        entityName="Delivery Address"
        toBody={(values) => ({
          customerId: customer.customerId,
          deliveryMethodId: values.deliveryMethodId ?? null,
          ...textBody(values, ADDRESS_TEXT),
        })}
        renderForm={() => (
          <>
            <Form.Item name="address" label="Address" rules={[requiredRule()]}>
              <AddressSearchInput placeholder="Start typing an address" />
            </Form.Item>
            <Form.Item name="deliveryName" label="Delivery Name">
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="postalCode" label="Postal Code">
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="deliveryMethodId" label="Delivery Method">
              <ReferenceSelect catalogue="deliveryMethod" allowClear />
            </Form.Item>
            <Form.Item name="notes" label="Notes">
              <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} />
            </Form.Item>
          </>
        )}
        testId="delivery-addresses"
      />
    </>
  );
}

// ---- Contact Management

const CONTACT_COLUMNS: TCrudColumn<TContact>[] = [
  { key: 'firstName', dataIndex: 'firstName', title: 'Name' },
  { key: 'phone', dataIndex: 'phone', title: 'Phone' },
  { key: 'mobile', dataIndex: 'mobile', title: 'Mobile' },
  { key: 'email', dataIndex: 'email', title: 'Email' },
  { key: 'notes', dataIndex: 'notes', title: 'Notes' },
];
const CONTACT_TEXT = ['firstName', 'phone', 'mobile', 'email', 'notes'] as const;

export function ContactManagement({ customer, canChange }: { customer: TCustomer; canChange: boolean }) {
  const contacts = useContacts(customer.customerId, canChange);
  return (
    <>
      <Typography.Title level={5}>Contact Management</Typography.Title>
      <CrudTable<TContact>
        {...contacts.tableProps}
        {...contacts.editProps}
        columns={CONTACT_COLUMNS}
        entityName="Contact"
        toBody={(values) => ({ customerId: customer.customerId, ...textBody(values, CONTACT_TEXT) })}
        renderForm={() => (
          <>
            <Form.Item
              name="firstName"
              label="Name"
              validateFirst
              rules={[requiredRule(), zodRule(ZAddContact.shape.firstName)]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="phone" label="Phone">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="mobile" label="Mobile">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="email" label="Email" rules={[{ type: 'email' }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="notes" label="Notes">
              <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} />
            </Form.Item>
          </>
        )}
        testId="contact-management"
      />
    </>
  );
}

// ---- Activate / Deactivate with a note (spec 02 §4): one prompt for the whole list

export function StatusChangeDialog({ customer, onClose }: { customer: TCustomer | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCustomerStatus();
  const activate = customer?.statusId !== CUSTOMER_STATUS.Active;
  const label = activate ? 'Activate' : 'Deactivate';
  const cancel = useConfirmClose({ changed: () => note.trim() !== '', onClose, busy: update.isPending });
  const confirm = async () => {
    if (!customer) return;
    if (!note.trim()) {
      setError(PROMPT_REQUIRED);
      return;
    }
    const change = update.mutateAsync({
      id: customer.customerId,
      statusId: activate ? CUSTOMER_STATUS.Active : CUSTOMER_STATUS.Inactive,
      note: note.trim(),
    });
    if (await succeeded(change)) onClose();
  };
  return (
    <Modal
      open={customer !== null}
      title={`${label} ${customer?.company ?? ''}`}
      okText={label}
      onOk={confirm}
      confirmLoading={update.isPending}
      onCancel={cancel}
      afterClose={() => {
        setNote('');
        setError(null);
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>Note</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        value={note}
        showCount
        maxLength={TEXTAREA_MAX}
        status={error ? 'error' : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          setError(null);
        }}
        data-testid="status-note"
      />
      {error && (
        <Typography.Text type="danger" data-testid="status-note-error">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

import {
  API_DATE_FORMAT,
  BIRTHDAY_DUE_DAYS,
  CONTRACT_DUE_DAYS,
  formatDate,
  type THumanResource,
  ZAddHumanResource,
} from '@packline/domain';
import { Button, Descriptions, Empty, Form, Input, List, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { businessToday, DatePicker } from '../../ui/business-date-picker.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TBody, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import { FormField } from '../../ui/form-layout.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useHumanResourceDetail, useHumanResources } from './hr.api.ts';
import { AddAttachmentDialog, AddContractDialog } from './hr-dialogs.tsx';

// spec 02 §2 HR list (/hr-list-management): name, phone, role, birthday, entry date, the birthday-due and
// contract-due flags (README: a birthday within 7 days, a contract expiring within 30); row actions Add Attachment and
// Add Contract; a row opens onto its files and contracts.

const fullName = (row: THumanResource) => `${row.firstName} ${row.lastName}`;
const shape = ZAddHumanResource.shape;

const COLUMNS: TCrudColumn<THumanResource>[] = [
  { key: 'name', title: 'Name', searchText: fullName, render: (_v, row) => fullName(row) },
  { key: 'phone', dataIndex: 'phone', title: 'Phone' },
  { key: 'role', dataIndex: 'roleName', title: 'Role' },
  dateColumn<THumanResource>('dob', 'Birthday', (row) => row.dob),
  dateColumn<THumanResource>('entryDate', 'Entry Date', (row) => row.entryDate),
  {
    key: 'birthdayDue',
    title: 'Birthday Due',
    searchText: (row) => (row.birthdayDue ? 'birthday due' : ''),
    render: (_v, row) =>
      row.birthdayDue ? (
        <Tag color="magenta" data-testid="birthday-due">
          Within {BIRTHDAY_DUE_DAYS} days
        </Tag>
      ) : null,
  },
  {
    key: 'contractDue',
    title: 'Contract Due',
    searchText: (row) => (row.contractDue ? 'contract due' : ''),
    render: (_v, row) =>
      row.contractDue ? (
        <Tag color="orange" data-testid="contract-due" title={`Expires within ${CONTRACT_DUE_DAYS} days`}>
          Expires {formatDate(row.contractExpDate)}
        </Tag>
      ) : null,
  },
];

const toDay = (value: string | null) => (value ? dayjs(value, API_DATE_FORMAT) : undefined);
const wireDate = (value: unknown) => (value ? (value as Dayjs).format(API_DATE_FORMAT) : null);

function toFormValues(row: THumanResource): TFormValues {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone ?? undefined,
    email: row.email ?? undefined,
    roleId: row.roleId ?? undefined,
    dob: toDay(row.dob),
    entryDate: toDay(row.entryDate),
  };
}

function toBody(values: TFormValues): TBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    roleId: values.roleId ?? null,
    dob: wireDate(values.dob),
    entryDate: wireDate(values.entryDate),
  };
}

function RecordFields() {
  return (
    <>
      <FormField>
        <Form.Item name="firstName" label="First Name" validateFirst rules={[requiredRule(), zodRule(shape.firstName)]}>
          <Input maxLength={100} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="lastName" label="Last Name" validateFirst rules={[requiredRule(), zodRule(shape.lastName)]}>
          <Input maxLength={100} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="phone" label="Phone">
          <Input maxLength={50} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="email" label="Email" rules={[{ type: 'email' }]}>
          <Input maxLength={200} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="roleId" label="Role">
          <ReferenceSelect catalogue="role" allowClear />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="dob" label="Birthday">
          <DatePicker
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(businessToday(), 'day')}
          />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="entryDate" label="Entry Date">
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </FormField>
    </>
  );
}

/** A record's files and contracts, read when its row is opened. */
function RecordFiles({ record }: { record: THumanResource }) {
  const detail = useHumanResourceDetail(record.humanResourceId, true);
  const data = detail.data;
  if (!data) return null;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Attachments">
        {data.attachedRecord.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No attachments" />
        ) : (
          <List
            size="small"
            dataSource={data.attachedRecord}
            renderItem={(a) => (
              <List.Item>
                {a.recordTypeName} ({formatDate(a.createdAt)}):{' '}
                <Typography.Link href={a.url} target="_blank" rel="noreferrer">
                  Open file
                </Typography.Link>
              </List.Item>
            )}
          />
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Contracts">
        {data.contract.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No contracts" />
        ) : (
          <List
            size="small"
            dataSource={data.contract}
            renderItem={(c) => (
              <List.Item>
                <span>
                  {c.contractTypeName}: {formatDate(c.effDate)} to {c.expDate ? formatDate(c.expDate) : 'no expiry'}
                  {c.trialDate ? `, trial until ${formatDate(c.trialDate)}` : ''}
                  {c.contractDesc ? `. ${c.contractDesc}` : ''}{' '}
                  {c.url && (
                    <Typography.Link href={c.url} target="_blank" rel="noreferrer">
                      Open file
                    </Typography.Link>
                  )}
                </span>
              </List.Item>
            )}
          />
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

type TAction = { kind: 'attachment' | 'contract'; record: THumanResource };

export default function HrListPage() {
  const records = useHumanResources();
  const [action, setAction] = useState<TAction | null>(null);
  return (
    <>
      <PageTitle>HR List</PageTitle>
      <CrudTable<THumanResource>
        {...records.tableProps}
        columns={COLUMNS}
        entityName="HR Record"
        formWidth={720}
        toFormValues={toFormValues}
        toBody={toBody}
        renderForm={() => <RecordFields />}
        expandable={{ expandedRowRender: (record) => <RecordFiles record={record} /> }}
        rowActions={(record) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => setAction({ kind: 'attachment', record })}
              data-testid="add-attachment"
            >
              Add Attachment
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => setAction({ kind: 'contract', record })}
              data-testid="add-contract"
            >
              Add Contract
            </Button>
          </>
        )}
      />
      {action?.kind === 'attachment' && <AddAttachmentDialog record={action.record} onClose={() => setAction(null)} />}
      {action?.kind === 'contract' && <AddContractDialog record={action.record} onClose={() => setAction(null)} />}
    </>
  );
}

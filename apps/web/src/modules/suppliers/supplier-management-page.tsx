import {
  CURRENCY,
  CURRENCY_OPTIONS,
  currencyName,
  formatCount,
  formatDate,
  formatUnitPrice,
  PAYMENT_TERM_MAX,
  qualificationState,
  SUPPLIER_MESSAGES,
  SUPPLIER_NAME_MAX,
  SUPPLIER_TYPE,
  SUPPLIER_TYPE_OPTIONS,
  type TQualification,
  type TSupplier,
  type TSupplierRawMaterial,
  YES_NO,
} from '@packline/domain';
import { Button, Col, Form, Input, Row, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { CrudTable, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { numberRules, requiredRule } from '../../ui/form-rules.ts';
import { ListDialog } from '../../ui/list-dialog.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { UploadField } from '../../ui/upload-field.tsx';
import { useRawMaterialList } from '../catalogue/raw-material.api.ts';
import { QualificationAlerts } from './supplier-tags.tsx';
import { usePriceList, usePriceListDelete, useQualifications, useSupplierPage, useSuppliers } from './suppliers.api.ts';

// spec 02 §2 Supplier form: name, address, contact fields, currency, tax, payment terms; once saved, the supplier's
// raw material price list (type 0) or its qualification list (type 1). A qualification expiring within 7 days is
// flagged here and on the purchase order screens; an expired one blocks approving the supplier's new orders.

const TEXTAREA = { autoSize: { minRows: 2, maxRows: 6 } } as const;

const columns: TCrudColumn<TSupplier>[] = [
  { title: 'Supplier Name', dataIndex: 'suplierName', sortField: 'suplierName' },
  { title: 'Currency', key: 'currencyId', sortField: 'currencyId', render: (_v, s) => currencyName(s.currencyId) },
  {
    title: 'Type',
    key: 'suplierType',
    sortField: 'suplierType',
    render: (_v, s) => SUPPLIER_TYPE_OPTIONS.find((o) => o.value === s.suplierType)?.label ?? '',
  },
  { title: 'Primary Person', dataIndex: 'primaryPerson' },
  { title: 'Phone', dataIndex: 'phone' },
  { title: 'Email', dataIndex: 'email' },
  { title: 'GST Number', dataIndex: 'gstNumber' },
  {
    title: 'Active',
    key: 'active',
    sortField: 'active',
    render: (_v, s) => (s.active === 1 ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
  },
  { title: 'Qualifications', key: 'alerts', render: (_v, s) => <QualificationAlerts alerts={s.qualificationAlerts} /> },
];

function SupplierForm() {
  return (
    <>
      <Form.Item
        name="suplierName"
        label="Supplier Name"
        rules={[
          requiredRule(SUPPLIER_MESSAGES.nameRequired),
          { max: SUPPLIER_NAME_MAX, message: SUPPLIER_MESSAGES.nameTooLong },
        ]}
      >
        <Input data-testid="supplier-name" />
      </Form.Item>
      <Form.Item name="address" label="Address">
        <Input.TextArea {...TEXTAREA} maxLength={300} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="primaryPerson" label="Primary Person">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Email is not a valid email!' }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label="Phone">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="office" label="Office">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="gstNumber" label="GST Number">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="taxRate" label="Tax Rate (%)">
            <NumberInput min={0} max={100} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="currencyId" label="Currency" rules={[requiredRule()]}>
            <OptionSelect options={[...CURRENCY_OPTIONS]} loading={false} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="suplierType" label="Supplier Type" rules={[requiredRule()]}>
            <OptionSelect options={[...SUPPLIER_TYPE_OPTIONS]} loading={false} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="active" label="Active" rules={[requiredRule()]}>
            <OptionSelect options={[...YES_NO]} loading={false} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="paymentTerm" label="Payment Terms">
        <Input.TextArea {...TEXTAREA} showCount maxLength={PAYMENT_TERM_MAX} />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <Input.TextArea {...TEXTAREA} maxLength={300} />
      </Form.Item>
    </>
  );
}

const blankToNull = (values: TFormValues) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : (value ?? null)]));

const qualificationColumns: TCrudColumn<TQualification>[] = [
  { title: 'Qualification Name', dataIndex: 'qualificationName' },
  {
    title: 'File',
    key: 'file',
    render: (_v, q) =>
      q.qualificationUrls ? (
        <a href={q.qualificationUrls} target="_blank" rel="noreferrer">
          View
        </a>
      ) : null,
  },
  {
    title: 'Expiry Date',
    key: 'expDate',
    render: (_v, q) => {
      const state = qualificationState(q.expDate);
      return (
        <Space size={4}>
          {formatDate(q.expDate)}
          {state === 'expired' ? <Tag color="red">Expired</Tag> : null}
          {state === 'expiring' ? <Tag color="orange">Expires within 7 days</Tag> : null}
        </Space>
      );
    },
  },
];

function QualificationList({ supplier }: { supplier: TSupplier }) {
  const resource = useQualifications(supplier.suplierId);
  return (
    <CrudTable<TQualification>
      {...resource.tableProps}
      columns={qualificationColumns}
      entityName="Qualification"
      testId="qualification-table"
      toFormValues={(q) => ({
        ...q,
        qualificationUrls: q.qualificationUrls ? [q.qualificationUrls] : [],
        expDate: q.expDate ? dayjs(q.expDate) : null,
      })}
      toBody={(values) => ({
        suplierId: supplier.suplierId,
        qualificationName: values.qualificationName,
        qualificationUrls: (values.qualificationUrls as string[] | undefined)?.[0] ?? null,
        expDate: values.expDate ? (values.expDate as dayjs.Dayjs).format('YYYY-MM-DD') : null,
      })}
      renderForm={() => (
        <>
          <Form.Item name="qualificationName" label="Qualification Name" rules={[requiredRule()]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="qualificationUrls" label="File">
            <UploadField maxCount={1} accept=".pdf,image/*" />
          </Form.Item>
          <Form.Item name="expDate" label="Expiry Date">
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
        </>
      )}
    />
  );
}

function PriceList({ supplier }: { supplier: TSupplier }) {
  const resource = usePriceList(supplier.suplierId);
  const remove = usePriceListDelete();
  const materials = useRawMaterialList();
  const options = (materials.data ?? []).map((m) => ({
    value: m.rawMaterialId,
    label: `${m.rawMaterialCode} — ${m.rawMaterialName}`,
  }));
  const money = supplier.currencyId === CURRENCY.NZD ? 'NZD' : currencyName(supplier.currencyId);
  const priceColumns: TCrudColumn<TSupplierRawMaterial>[] = [
    { title: 'Raw Material', key: 'rm', render: (_v, r) => `${r.rawMaterialCode} — ${r.rawMaterialName}` },
    { title: 'Supplier Product Code', dataIndex: 'suplierProductCode' },
    { title: 'Description', dataIndex: 'description' },
    {
      title: `Unit Price (${money})`,
      key: 'unitPrice',
      align: 'right',
      render: (_v, r) => formatUnitPrice(r.unitPrice),
    },
    { title: 'Price Break', dataIndex: 'priceBreak', align: 'right', render: formatCount },
    { title: 'Unit', dataIndex: 'unit' },
  ];
  return (
    <CrudTable<TSupplierRawMaterial>
      {...resource.tableProps}
      onDelete={(row) => remove.mutateAsync({ suplierId: row.suplierId, rawMaterialId: row.rawMaterialId })}
      columns={priceColumns}
      entityName="Raw Material Price"
      testId="price-list-table"
      toBody={(values) => ({ ...blankToNull(values), suplierId: supplier.suplierId })}
      renderForm={({ mode }) => (
        <>
          <Form.Item name="rawMaterialId" label="Raw Material" rules={[requiredRule()]}>
            <OptionSelect options={options} loading={materials.isLoading} disabled={mode === 'edit'} />
          </Form.Item>
          <Form.Item name="suplierProductCode" label="Supplier Product Code">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="description" label="Description">
            <Input.TextArea {...TEXTAREA} maxLength={300} />
          </Form.Item>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item
                name="unitPrice"
                label="Unit Price"
                rules={[requiredRule(), ...numberRules({ min: 0, precision: 3 })]}
              >
                <NumberInput min={0} precision={3} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="priceBreak" label="Price Break">
                <NumberInput min={0} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="unit" label="Unit">
                <Input maxLength={50} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    />
  );
}

export default function SupplierManagementPage() {
  const [active, setActive] = useState<string | undefined>('1');
  const page = useSupplierPage({ active });
  const suppliers = useSuppliers();
  const [open, setOpen] = useState<TSupplier | null>(null);
  return (
    <>
      <PageTitleOf url="/supplier-management" />
      <CrudTable<TSupplier>
        {...suppliers.editProps}
        {...page.tableProps}
        rowKey="suplierId"
        searchProps={page.searchProps}
        columns={columns}
        entityName="Supplier"
        formWidth={760}
        addValues={{ currencyId: CURRENCY.NZD, suplierType: SUPPLIER_TYPE.RawMaterial, active: 1 }}
        toBody={(values) => blankToNull(values)}
        renderForm={() => <SupplierForm />}
        toolbar={
          <Select<string>
            allowClear
            placeholder="All suppliers"
            value={active}
            onChange={(value) => setActive(value ?? undefined)}
            options={[
              { value: '1', label: 'Active' },
              { value: '0', label: 'Inactive' },
            ]}
            style={{ width: 150 }}
            data-testid="supplier-active-filter"
          />
        }
        rowActions={(s) => (
          <Button type="link" size="small" onClick={() => setOpen(s)} data-testid="supplier-list">
            {s.suplierType === SUPPLIER_TYPE.Qualified ? 'Qualifications' : 'Price List'}
          </Button>
        )}
      />
      <ListDialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={
          open
            ? `${open.suplierType === SUPPLIER_TYPE.Qualified ? 'Qualifications' : 'Raw Material Price List'} — ${open.suplierName}`
            : ''
        }
      >
        {open ? (
          open.suplierType === SUPPLIER_TYPE.Qualified ? (
            <QualificationList supplier={open} />
          ) : (
            <PriceList supplier={open} />
          )
        ) : null}
      </ListDialog>
    </>
  );
}

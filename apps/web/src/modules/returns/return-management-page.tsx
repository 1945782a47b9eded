import {
  CREDIT_REPLACEMENT,
  CREDIT_REPLACEMENT_NAMES,
  formatCount,
  formatDate,
  RETURN_MESSAGES,
  RETURN_TYPE_NAMES,
  type TReturn,
  type TReturnableLine,
  type TReturnDispatch,
} from '@packline/domain';
import { Button, Card, Descriptions, Form, Input, Modal, Radio, Segmented, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { ListTable } from '../../ui/list-table.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useReferenceOptions } from '../../ui/use-reference.ts';
import { PalletSelect } from '../pallets/pallet-select.tsx';
import { downloadReturnSlip, useAddReturn, useConfirmReturn, useReturnPage, useReturnSearch } from './returns.api.ts';

// spec 02 §2 Returns Management (issue 18): New Record finds a delivered dispatch by a box barcode or its packing slip,
// takes a return quantity per box (never more than the box still has to return: the server checks it again under a
// lock), a pallet and, for an invoiced order, reason, credit or replacement, customer address and delivery method.
// Query History lists the returns with Confirm (an invoice note) and DownloadPDF (the return slip).

const VIEWS = ['New Record', 'Query History'] as const;
type TView = (typeof VIEWS)[number];

export function ReturnManagementPage() {
  const [view, setView] = useState<TView>('New Record');
  return (
    <>
      <PageTitleOf url="/return-management" />
      <Segmented<TView> options={[...VIEWS]} value={view} onChange={setView} data-testid="returns-view" />
      <div style={{ marginTop: 16 }}>{view === 'New Record' ? <NewRecord /> : <QueryHistory />}</div>
    </>
  );
}

// ---- New Record ------------------------------------------------------------------------------------------------------

interface TReturnForm {
  plateId?: number | null;
  reason?: string;
  creditReplacement?: number;
  returnAddressId?: number;
  deliveryMethodId?: number;
}

/** A return quantity as typed: empty, or a whole number above 0 (spec 02 §5). */
const quantityError = (value: number | null | undefined, line: TReturnableLine): string | null => {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value <= 0) return RETURN_MESSAGES.returnQuantity;
  if (value > line.returnableQuantity) return RETURN_MESSAGES.overReturn(line.barCode, line.returnableQuantity);
  return null;
};

function NewRecord() {
  const [text, setText] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [found, setFound] = useState<TReturnDispatch | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number | null>>({});
  const [form] = Form.useForm<TReturnForm>();
  const searchCall = useReturnSearch();
  const add = useAddReturn();
  const methods = useReferenceOptions('deliveryMethod');

  const search = async () => {
    const no = text.trim();
    if (!no) {
      setSearchError(RETURN_MESSAGES.youNeedToInput);
      return;
    }
    setSearchError(null);
    setQuantities({});
    form.resetFields();
    try {
      setFound(await searchCall.mutateAsync(no));
    } catch {
      // spec 02 §5: a failed search clears what was shown (the Error! dialog said why).
      setFound(null);
    }
  };

  const errors = found
    ? found.dispatchingDetails.map((line) => quantityError(quantities[line.boxId], line)).filter(Boolean)
    : [];

  const submit = async (values: TReturnForm) => {
    if (!found) return;
    const selectboxes = found.dispatchingDetails
      .filter((line) => (quantities[line.boxId] ?? 0) > 0)
      .map((line) => ({ boxId: line.boxId, returnQuantity: quantities[line.boxId] as number }));
    if (selectboxes.length === 0) {
      Modal.error({ title: 'Error!', content: RETURN_MESSAGES.selectBoxes });
      return;
    }
    const saved = await succeeded(
      add.mutateAsync({
        dispatchingId: found.dispatchId,
        plateId: values.plateId as number,
        selectboxes,
        ...(found.invoiced
          ? {
              reason: values.reason,
              creditReplacement: values.creditReplacement as 0 | 1,
              returnAddressId: values.returnAddressId,
              deliveryMethodId: values.deliveryMethodId,
            }
          : {}),
      }),
    );
    if (saved) {
      // Read the dispatch again: its boxes now have less left to return.
      setQuantities({});
      form.resetFields();
      setFound(await searchCall.mutateAsync(String(found.dispatchId)).catch(() => null));
    }
  };

  const columns = [
    { key: 'barCode', title: 'Box Barcode', dataIndex: 'barCode' },
    { key: 'productCode', title: 'Product Code', dataIndex: 'productCode' },
    { key: 'productName', title: 'Product Name', dataIndex: 'productName' },
    { key: 'quantity', title: 'Dispatched', dataIndex: 'quantity', align: 'right' as const, render: formatCount },
    {
      key: 'returnedQuantity',
      title: 'Returned',
      dataIndex: 'returnedQuantity',
      align: 'right' as const,
      render: formatCount,
    },
    {
      key: 'returnQuantity',
      title: 'Return Quantity',
      render: (_value: unknown, line: TReturnableLine) => {
        const error = quantityError(quantities[line.boxId], line);
        return (
          <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ margin: 0 }}>
            <NumberInput
              min={0}
              max={line.returnableQuantity}
              style={{ width: 120 }}
              disabled={line.returnableQuantity <= 0}
              value={quantities[line.boxId] ?? null}
              onChange={(value) => setQuantities((all) => ({ ...all, [line.boxId]: value }))}
              placeholder={`≤ ${formatCount(line.returnableQuantity)}`}
              data-testid={`return-qty-${line.barCode}`}
            />
          </Form.Item>
        );
      },
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Form.Item validateStatus={searchError ? 'error' : undefined} help={searchError} style={{ marginBottom: 0 }}>
        <Input.Search
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={() => void search()}
          placeholder="Box barcode or packing slip No"
          enterButton="Search"
          loading={searchCall.isPending}
          style={{ maxWidth: 480 }}
          data-testid="return-search"
        />
      </Form.Item>
      {found && (
        <Card data-testid="return-dispatch">
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="Packing Slip No">{found.packingSlipNo}</Descriptions.Item>
            <Descriptions.Item label="Order No">{found.order.orderNo}</Descriptions.Item>
            <Descriptions.Item label="Customer">{found.order.customer.company}</Descriptions.Item>
            <Descriptions.Item label="Customer Order No">{found.order.custOrderNo ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Courier">{found.courier?.courierName ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Delivered">{formatDate(found.deliveredAt)}</Descriptions.Item>
            <Descriptions.Item label="Type">{RETURN_TYPE_NAMES[found.type]}</Descriptions.Item>
          </Descriptions>
          <ListTable<TReturnableLine>
            rowKey="boxId"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={found.dispatchingDetails}
            data-testid="return-lines"
          />
          <Form<TReturnForm>
            form={form}
            layout="vertical"
            name="return"
            onFinish={(values) => void submit(values)}
            style={{ marginTop: 16, maxWidth: 560 }}
          >
            <Form.Item
              name="plateId"
              label="Pallet"
              rules={[{ required: true, message: RETURN_MESSAGES.palletRequired }]}
            >
              <PalletSelect placeholder="Pallet" testId="return-pallet" />
            </Form.Item>
            {found.invoiced && (
              <>
                <Form.Item
                  name="reason"
                  label="Reason"
                  rules={[{ required: true, whitespace: true, message: RETURN_MESSAGES.reasonRequired }]}
                >
                  <Input.TextArea maxLength={300} showCount rows={2} data-testid="return-reason" />
                </Form.Item>
                <Form.Item
                  name="creditReplacement"
                  label="Credit or Replacement"
                  rules={[{ required: true, message: RETURN_MESSAGES.creditReplacementRequired }]}
                >
                  <Radio.Group
                    options={[CREDIT_REPLACEMENT.Credit, CREDIT_REPLACEMENT.Replacement].map((value) => ({
                      value,
                      label: CREDIT_REPLACEMENT_NAMES[value],
                    }))}
                    data-testid="return-credit"
                  />
                </Form.Item>
                <Form.Item
                  name="returnAddressId"
                  label="Customer Address"
                  rules={[{ required: true, message: RETURN_MESSAGES.addressRequired }]}
                >
                  <Select
                    options={found.addresses.map((a) => ({
                      value: a.addressId,
                      label: a.deliveryName ? `${a.deliveryName}, ${a.address}` : a.address,
                    }))}
                    data-testid="return-address"
                  />
                </Form.Item>
                <Form.Item
                  name="deliveryMethodId"
                  label="Delivery Method"
                  rules={[{ required: true, message: RETURN_MESSAGES.deliveryMethodRequired }]}
                >
                  <Select options={methods.options} loading={methods.loading} data-testid="return-method" />
                </Form.Item>
              </>
            )}
            <Button
              type="primary"
              htmlType="submit"
              disabled={errors.length > 0}
              loading={add.isPending}
              data-testid="return-submit"
            >
              Submit
            </Button>
          </Form>
        </Card>
      )}
    </Space>
  );
}

// ---- Query History ---------------------------------------------------------------------------------------------------

const linesText = (row: TReturn) =>
  row.returnDetail
    .map((line) => `${line.productCode} × ${formatCount(line.quantity)} (${line.returnedBarCode ?? ''})`)
    .join(', ');

const HISTORY_COLUMNS: TCrudColumn<TReturn>[] = [
  { key: 'returnNo', title: 'Return No', dataIndex: 'returnNo', sortField: 'returnNo' },
  {
    key: 'packingSlipNo',
    title: 'Packing Slip No',
    render: (_value, row) => row.dispatch.packingSlipNo,
    sortField: 'packingSlipNo',
  },
  { key: 'orderNo', title: 'Order No', render: (_value, row) => row.dispatch.order.orderNo },
  {
    key: 'customer',
    title: 'Customer',
    render: (_value, row) => row.dispatch.order.customer.company,
    sortField: 'company',
  },
  { key: 'lines', title: 'Returned', render: (_value, row) => linesText(row) },
  { key: 'type', title: 'Type', render: (_value, row) => RETURN_TYPE_NAMES[row.type] },
  {
    key: 'creditReplacement',
    title: 'Credit / Replacement',
    render: (_value, row) => (row.creditReplacement === null ? '' : CREDIT_REPLACEMENT_NAMES[row.creditReplacement]),
  },
  { key: 'reason', title: 'Reason', dataIndex: 'reason' },
  { key: 'plate', title: 'Pallet', render: (_value, row) => row.plate.plateCode },
  { key: 'createdAt', title: 'Date', render: (_value, row) => formatDate(row.createdAt), sortField: 'createdAt' },
  {
    key: 'isConfirm',
    title: 'Confirmed',
    sortField: 'isConfirm',
    render: (_value, row) => (row.isConfirm ? <Tag color="green">Confirmed</Tag> : <Tag color="orange">Waiting</Tag>),
  },
  { key: 'invoiceNote', title: 'Invoice Note', dataIndex: 'invoiceNote' },
];

function QueryHistory() {
  const page = useReturnPage();
  const [confirming, setConfirming] = useState<TReturn | null>(null);
  const rowActions = (row: TReturn) => (
    <>
      {!row.isConfirm && (
        <Button
          type="link"
          size="small"
          onClick={() => setConfirming(row)}
          data-testid={`return-confirm-${row.returnNo}`}
        >
          Confirm
        </Button>
      )}
      <Button
        type="link"
        size="small"
        onClick={() => void succeeded(downloadReturnSlip(row))}
        data-testid={`return-pdf-${row.returnNo}`}
      >
        DownloadPDF
      </Button>
    </>
  );
  return (
    <>
      <CrudTable<TReturn>
        {...page.tableProps}
        searchProps={page.searchProps}
        rowKey="returnId"
        columns={HISTORY_COLUMNS}
        rowActions={rowActions}
        testId="return-history"
      />
      {confirming && <ConfirmDialog item={confirming} onClose={() => setConfirming(null)} />}
    </>
  );
}

/** Confirm: the invoice note is required (spec 02 §5); a credit raises the refund invoice. */
function ConfirmDialog({ item, onClose }: { item: TReturn; onClose: () => void }) {
  const confirm = useConfirmReturn();
  // The shared form dialog: an empty note is refused on the field (no thrown validation), a failed call keeps it open.
  const dialog = useFormDialog<{ invoiceNote: string }>({
    open: true,
    onClose,
    saveText: 'Confirm',
    onSave: ({ invoiceNote }) => confirm.mutateAsync({ returnId: item.returnId, invoiceNote: invoiceNote.trim() }),
  });
  const credit = item.creditReplacement === CREDIT_REPLACEMENT.Credit;
  return (
    <Modal {...dialog.modalProps} title={`Confirm ${item.returnNo}`}>
      <p>
        {credit
          ? 'A refund invoice is raised for the returned quantity.'
          : 'The returned quantity is owed again on the order (it shows in Awaiting Dispatch).'}
      </p>
      <Form {...dialog.formProps} layout="vertical" name="return-confirm">
        <Form.Item
          name="invoiceNote"
          label="Invoice Note"
          rules={[{ required: true, whitespace: true, message: RETURN_MESSAGES.noteRequired }]}
        >
          <Input maxLength={300} data-testid="return-confirm-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

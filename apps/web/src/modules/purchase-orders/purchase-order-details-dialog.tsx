import {
  API_DATE_FORMAT,
  DATE_FORMAT,
  formatCount,
  formatDate,
  formatMoney,
  formatUnitPrice,
  hasGst,
  isLineShort,
  PO_MESSAGES,
  PO_NOTE_MAX,
  PO_STATUS,
  type TPoDetail,
  type TPurchaseOrder,
} from '@packline/domain';
import { App, Button, Descriptions, Input, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ask } from '../../ui/confirm.ts';
import { ListDialog } from '../../ui/list-dialog.tsx';
import { ListTable } from '../../ui/list-table.tsx';
import { QualificationAlerts } from '../suppliers/supplier-tags.tsx';
import { useCompletePoDetail, useUpdateEta, useUpdateNotes } from './purchase-orders.api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

// The Details dialog of a purchase order (spec 02 §2 Details button, §7, §8): its lines with purchased, received and
// handled quantities, completing a line after a confirmation, and the ETA and notes edits (not in Payable).

export const itemNameOf = (line: TPoDetail): string =>
  line.rawMaterial
    ? `${line.rawMaterial.rawMaterialCode} ${line.rawMaterial.rawMaterialName}`
    : line.outSourceProduct
      ? `${line.outSourceProduct.productCode} ${line.outSourceProduct.productName}`
      : '';

/** The order's options and its totals (excl GST, GST and incl GST for an NZD order), as the PDF prints them. */
function OptionsAndTotals({ order }: { order: TPurchaseOrder }) {
  const money = (amount: number) => `${order.currencyName} ${formatMoney(amount)}`;
  return (
    <Descriptions size="small" bordered column={1} style={{ marginTop: 16, maxWidth: 480, marginLeft: 'auto' }}>
      {order.poOption.map((option) => (
        <Descriptions.Item key={option.poOptionId} label={option.optionName}>
          <span data-testid="po-details-option">{money(option.price)}</span>
        </Descriptions.Item>
      ))}
      {hasGst(order.currencyId) ? (
        <>
          <Descriptions.Item label="Total excl GST">{money(order.price)}</Descriptions.Item>
          <Descriptions.Item label="GST 15%">{money(order.gst)}</Descriptions.Item>
          <Descriptions.Item label="Total incl GST">
            <strong data-testid="po-details-total">{money(order.inclGstPrice)}</strong>
          </Descriptions.Item>
        </>
      ) : (
        <Descriptions.Item label="Total">
          <strong data-testid="po-details-total">{money(order.price)}</strong>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

const closed = (order: TPurchaseOrder) =>
  order.poStatusId === PO_STATUS.Completed || order.poStatusId === PO_STATUS.Cancelled;

function EtaAndNotes({ order }: { order: TPurchaseOrder }) {
  const [eta, setEta] = useState<Dayjs | null>(dayjs(order.deliveryDate));
  const [notes, setNotes] = useState(order.notes ?? '');
  const updateEta = useUpdateEta();
  const updateNotes = useUpdateNotes();
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Space wrap>
        <span>ETA</span>
        <DatePicker value={eta} onChange={setEta} format={DATE_FORMAT} allowClear={false} data-testid="po-eta-edit" />
        <Button
          disabled={!eta}
          loading={updateEta.isPending}
          onClick={() => eta && updateEta.mutate({ id: order.poId, ETA: eta.format(API_DATE_FORMAT) })}
          data-testid="po-eta-save"
        >
          Update ETA
        </Button>
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={notes}
          maxLength={PO_NOTE_MAX}
          showCount
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Notes"
          data-testid="po-notes-edit"
        />
        <Button
          loading={updateNotes.isPending}
          onClick={() => updateNotes.mutate({ id: order.poId, notes })}
          data-testid="po-notes-save"
        >
          Update Notes
        </Button>
      </Space.Compact>
    </Space>
  );
}

export function PurchaseOrderDetailsDialog(props: {
  order: TPurchaseOrder | null;
  editable: boolean;
  onClose: () => void;
}) {
  const { modal } = App.useApp();
  const complete = useCompletePoDetail();
  const { order } = props;
  // Issue 31: a line that received less than ordered is closed short, with the buyer's reason.
  const [shortLine, setShortLine] = useState<TPoDetail | null>(null);
  const completeLine = async (line: TPoDetail) => {
    if (isLineShort(line)) return setShortLine(line);
    // spec 02 §4: completing a PO detail line asks for confirmation.
    if (await ask(modal, PO_MESSAGES.completeLineConfirm)) {
      await succeeded(complete.mutateAsync({ poDetailId: line.poDetailId }));
    }
  };
  return (
    <ListDialog open={order !== null} onClose={props.onClose} title={order ? `Details — ${order.poNo}` : ''}>
      {order ? (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Supplier">{order.suplier.suplierName}</Descriptions.Item>
            <Descriptions.Item label="Status">{order.poStatusName}</Descriptions.Item>
            <Descriptions.Item label="ETA">{formatDate(order.deliveryDate)}</Descriptions.Item>
            <Descriptions.Item label="Delivery Address">{order.deliveryAddr}</Descriptions.Item>
            <Descriptions.Item label="Telephone">{order.telNo}</Descriptions.Item>
            <Descriptions.Item label="Delivery Instruction">{order.deliveryInstruction}</Descriptions.Item>
          </Descriptions>
          <QualificationAlerts alerts={order.qualificationAlerts} />
          {props.editable && !closed(order) ? <EtaAndNotes key={order.poId} order={order} /> : null}
          <ListTable<TPoDetail>
            rowKey="poDetailId"
            size="small"
            pagination={false}
            dataSource={order.poDetail}
            data-testid="po-details"
            columns={[
              { title: 'Item', key: 'item', render: (_v, line) => itemNameOf(line) },
              { title: 'Supplier Code', dataIndex: 'suplierProductCode' },
              { title: 'Unit', dataIndex: 'unit' },
              {
                title: 'Unit Price',
                key: 'unitPrice',
                align: 'right',
                render: (_v, l) => formatUnitPrice(l.unitPrice),
              },
              { title: 'Purchased', dataIndex: 'quantity', align: 'right', render: formatCount },
              { title: 'Received', dataIndex: 'totalRevQty', align: 'right', render: formatCount },
              { title: 'Handled', dataIndex: 'totalHandledQty', align: 'right', render: formatCount },
              { title: 'Price', key: 'price', align: 'right', render: (_v, l) => formatUnitPrice(l.price) },
              { title: 'Comments', dataIndex: 'comments' },
              {
                title: 'Completed',
                key: 'completed',
                render: (_v, line) =>
                  line.completed === 1 ? (
                    line.closedReason ? (
                      <Tag color="orange" data-testid="po-line-closed-short">
                        Closed short: {line.closedReason}
                      </Tag>
                    ) : (
                      <Tag color="green">Completed</Tag>
                    )
                  ) : props.editable && !closed(order) ? (
                    <Button size="small" onClick={() => void completeLine(line)} data-testid="po-line-complete">
                      Complete
                    </Button>
                  ) : null,
              },
            ]}
          />
          <OptionsAndTotals order={order} />
          {shortLine ? (
            <ReasonDialog
              title={PO_MESSAGES.completeLineConfirm}
              content={`${itemNameOf(shortLine)}: received ${formatCount(shortLine.totalRevQty)} of ${formatCount(shortLine.quantity)}. The rest will not be received: the line is closed short.`}
              required={PO_MESSAGES.closeShortReasonRequired}
              submitLabel="Close Short"
              testId="po-line-close-short"
              onSubmit={(reason) => complete.mutateAsync({ poDetailId: shortLine.poDetailId, reason })}
              onClose={() => setShortLine(null)}
            />
          ) : null}
        </>
      ) : null}
    </ListDialog>
  );
}

import {
  API_DATE_FORMAT,
  DATE_FORMAT,
  formatDate,
  formatUnitPrice,
  PO_MESSAGES,
  PO_NOTE_MAX,
  PO_STATUS,
  type TPoDetail,
  type TPurchaseOrder,
} from '@packline/domain';
import { App, Button, Descriptions, Input, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ask } from '../../ui/confirm.ts';
import { ListDialog } from '../../ui/list-dialog.tsx';
import { useCompletePoDetail, useUpdateEta, useUpdateNotes } from './purchase-orders.api.ts';
import { QualificationAlerts } from './purchasing-tags.tsx';

// The Details dialog of a purchase order (spec 02 §2 Details button, §7, §8): its lines with purchased, received and
// handled quantities, completing a line after a confirmation, and the ETA and notes edits (not in Payable).

export const itemNameOf = (line: TPoDetail): string =>
  line.rawMaterial
    ? `${line.rawMaterial.rawMaterialCode} ${line.rawMaterial.rawMaterialName}`
    : line.outSourceProduct
      ? `${line.outSourceProduct.productCode} ${line.outSourceProduct.productName}`
      : '';

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
  const completeLine = async (line: TPoDetail) => {
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
          <Table<TPoDetail>
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
              { title: 'Purchased', dataIndex: 'quantity', align: 'right' },
              { title: 'Received', dataIndex: 'totalRevQty', align: 'right' },
              { title: 'Handled', dataIndex: 'totalHandledQty', align: 'right' },
              { title: 'Price', key: 'price', align: 'right', render: (_v, l) => formatUnitPrice(l.price) },
              { title: 'Comments', dataIndex: 'comments' },
              {
                title: 'Completed',
                key: 'completed',
                render: (_v, line) =>
                  line.completed === 1 ? (
                    <Tag color="green">Completed</Tag>
                  ) : props.editable && !closed(order) ? (
                    <Button size="small" onClick={() => void completeLine(line)} data-testid="po-line-complete">
                      Complete
                    </Button>
                  ) : null,
              },
            ]}
          />
        </>
      ) : null}
    </ListDialog>
  );
}

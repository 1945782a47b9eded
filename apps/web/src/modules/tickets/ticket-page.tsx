import { DISPATCH_STATUS, DISPATCH_STATUS_NAMES, type TTicket } from '@packline/domain';
import { Button, Empty, List, Popover, Spin } from 'antd';
import { succeeded } from '../../api/failures.ts';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { downloadPackingSlip, useDispatchesOfOrder } from '../dispatch/dispatch.api.ts';
import { TicketTable } from './ticket-table.tsx';
import { useTicketPage, useTicketRights } from './tickets.api.ts';

// '/ticket' (spec 02 §2 "Ticket-List"): the caller's tickets with the New Ticket dialog, and per ticket the packing
// slips of its order (the real PDFs of the order's dispatches, not samples). The project has no invoice PDF, so there
// is no invoice button.

/** The order's dispatches (not cancelled), each with its packing slip PDF; read when the popover opens. */
function PackingSlips({ orderId }: { orderId: number }) {
  const dispatches = useDispatchesOfOrder(orderId);
  if (dispatches.isLoading) return <Spin size="small" />;
  const live = (dispatches.data ?? []).filter((row) => row.status !== DISPATCH_STATUS.Cancelled);
  if (live.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No dispatch yet" />;
  return (
    <List
      size="small"
      dataSource={live}
      renderItem={(dispatch) => (
        <List.Item key={dispatch.dispatchId}>
          <Button
            type="link"
            size="small"
            onClick={() => void succeeded(downloadPackingSlip(dispatch))}
            data-testid={`ticket-packing-slip-${dispatch.dispatchId}`}
          >
            Packing slip {dispatch.packingSlipNo}
          </Button>
          {DISPATCH_STATUS_NAMES[dispatch.status]}
        </List.Item>
      )}
    />
  );
}

function DocumentsButton({ ticket }: { ticket: TTicket }) {
  return (
    <Popover
      trigger="click"
      title={`Order ${ticket.orderNo}`}
      content={<PackingSlips orderId={ticket.orderId} />}
      destroyOnHidden
    >
      <Button type="link" size="small" data-testid={`ticket-row-${ticket.ticketId}-documents`}>
        Packing Slips
      </Button>
    </Popover>
  );
}

export default function TicketPage() {
  const tickets = useTicketPage();
  const rights = useTicketRights();
  return (
    <>
      <PageTitleOf url="/ticket" />
      <TicketTable
        tableProps={tickets.tableProps}
        searchProps={tickets.searchProps}
        canCreate={rights.isAdmin}
        rowActions={(row) => <DocumentsButton ticket={row} />}
      />
    </>
  );
}

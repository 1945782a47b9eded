import {
  normalisePageUrl,
  type TAddTicket,
  type TAddTicketProcess,
  type TCloseTicket,
  TICKET_ADMIN_PAGE,
  TICKET_CLOSE_PAGES,
  type TProcessTicketProcess,
  type TTicket,
  type TTicketListQuery,
  ZOrderRowList,
  ZTicket,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the tickets module (spec 01 §7 Tickets). The server decides which tickets a caller sees; a change
// refreshes every list read from Ticket.

/**
 * A ticket list's table: one page of GET Ticket/GetAllTicket[?closed], paged, sorted and searched by the server; the
 * admin's are all tickets, anyone else's those with a step assigned to them.
 */
export function useTicketPage(filters: Pick<TTicketListQuery, 'closed'> = {}) {
  return useServerTable(ZTicket, '/Ticket/GetAllTicket', { filters });
}

export function useTicket(ticketId: number | null | undefined) {
  const params = { id: ticketId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/Ticket/GetTicketById', params),
    queryFn: () => apiGet(ZTicket, '/Ticket/GetTicketById', params),
    enabled: Boolean(ticketId),
  });
}

/** The customer's live orders for a new ticket (GET Ticket/GetOrdersOfCustomer, ours). */
export function useTicketOrders(customerId: number | null | undefined) {
  return useApiList(
    ZOrderRowList,
    '/Ticket/GetOrdersOfCustomer',
    { customerId: customerId ?? 0 },
    { enabled: Boolean(customerId) },
  );
}

/** What the signed-in staff member may do with tickets: admin (all tickets, create) and close. */
export function useTicketRights(): { employeeId: number | null; isAdmin: boolean; canClose: boolean } {
  const session = useSession();
  if (session?.kind !== 'staff') return { employeeId: null, isAdmin: false, canClose: false };
  const urls = new Set(session.pages.map((page) => normalisePageUrl(page.pageUrl)));
  return {
    employeeId: session.employeeId,
    isAdmin: urls.has(normalisePageUrl(TICKET_ADMIN_PAGE)),
    canClose: TICKET_CLOSE_PAGES.some((url) => urls.has(normalisePageUrl(url))),
  };
}

function useTicketMutation<B>(call: (body: B) => Promise<TTicket>) {
  const invalidate = useInvalidateController();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate('/Ticket/') });
}

export function useAddTicket() {
  return useTicketMutation((body: TAddTicket) => apiPost(ZTicket, '/Ticket/AddTicket', body));
}

export function useAddTicketProcess() {
  return useTicketMutation((body: TAddTicketProcess) => apiPost(ZTicket, '/TicketProcess/AddTicketProcess', body));
}

export function useProcessTicketProcess() {
  return useTicketMutation((body: TProcessTicketProcess) =>
    apiPut(ZTicket, '/TicketProcess/ProcessTicketProcess', body),
  );
}

export function useCloseTicket() {
  return useTicketMutation((body: TCloseTicket) => apiPut(ZTicket, '/Ticket/CloseTicket', body));
}

import {
  TICKET_ADMIN_PAGE,
  TICKET_CLOSE_PAGES,
  TICKET_PAGES,
  ZAddTicket,
  ZAddTicketProcess,
  ZCloseTicket,
  ZOrderRowList,
  ZProcessTicketProcess,
  ZTicket,
  ZTicketListQuery,
  ZTicketOrdersQuery,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { listOrdersOfCustomer } from '../sales-orders/sales-order-lists.ts';
import { getTicket, listTicketPage } from './ticket-read.ts';
import { addTicket, addTicketProcess, closeTicket, processTicketProcess, ticketActorOf } from './tickets.service.ts';

// The ticket calls of spec 01 §7 (Tickets). Who may call which and which tickets they reach: README.md.
const READ = { pages: TICKET_PAGES } as const;
const ADMIN = { pages: [TICKET_ADMIN_PAGE] } as const;
const CLOSE = { pages: TICKET_CLOSE_PAGES } as const;

export function ticketRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const actor = (request: FastifyRequest) => ticketActorOf(staffOf(request));
  let tags = ['Ticket'];

  r.get(
    '/api/Ticket/GetAllTicket',
    {
      schema: {
        tags,
        summary:
          'The tickets the caller sees (the admin every one); paged, sorted and searched with ' +
          '?page&pageSize&sortField&sortOrder&search',
        querystring: ZTicketListQuery,
        response: pagedReplyOf(ZTicket),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listTicketPage(db, actor(request), request.query)),
  );
  r.get(
    '/api/Ticket/GetTicketById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZTicket) }, config: { access: READ } },
    async (request) => ok(await getTicket(db, request.query.id, actor(request))),
  );
  r.get(
    '/api/Ticket/GetOrdersOfCustomer',
    {
      schema: {
        tags,
        querystring: ZTicketOrdersQuery,
        summary: "Ours: the customer's live orders a new ticket picks",
        response: replyOf(ZOrderRowList),
      },
      config: { access: ADMIN },
    },
    async (request) => ok(await listOrdersOfCustomer(db, request.query.customerId, { kind: 'all' })),
  );
  r.post(
    '/api/Ticket/AddTicket',
    { schema: { tags, body: ZAddTicket, response: replyOf(ZTicket) }, config: { access: ADMIN } },
    async (request) => ok(await addTicket(db, request.body, actor(request))),
  );
  r.put(
    '/api/Ticket/CloseTicket',
    { schema: { tags, body: ZCloseTicket, response: replyOf(ZTicket) }, config: { access: CLOSE } },
    async (request) => ok(await closeTicket(db, request.body, actor(request))),
  );

  tags = ['TicketProcess'];
  r.post(
    '/api/TicketProcess/AddTicketProcess',
    { schema: { tags, body: ZAddTicketProcess, response: replyOf(ZTicket) }, config: { access: READ } },
    async (request) => ok(await addTicketProcess(db, request.body, actor(request))),
  );
  r.put(
    '/api/TicketProcess/ProcessTicketProcess',
    { schema: { tags, body: ZProcessTicketProcess, response: replyOf(ZTicket) }, config: { access: READ } },
    async (request) => ok(await processTicketProcess(db, request.body, actor(request))),
  );
}

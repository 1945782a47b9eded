import {
  CUSTOMER_PAGE,
  CUSTOMER_PAGES,
  CUSTOMER_PICKER_PAGES,
  CUSTOMER_READ_PAGES,
  normalisePageUrl,
  ONLINE_USER_PAGE,
  ZAddContact,
  ZAddCustomer,
  ZAddExtraAddress,
  ZAddOnlineUser,
  ZContact,
  ZContactList,
  ZCustomer,
  ZCustomerAttachmentList,
  ZCustomerIdQuery,
  ZCustomerListQuery,
  ZCustomerStatusChange,
  ZExtraAddress,
  ZExtraAddressList,
  ZOnlineUser,
  ZOnlineUserList,
  ZSimpleCustomerList,
  ZSimpleCustomerQuery,
  ZUpdateContact,
  ZUpdateCustomer,
  ZUpdateCustomerStatusQuery,
  ZUpdateExtraAddress,
  ZUpdateOnlineUser,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffOf } from '../../http/access.ts';
import { ok, okList, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { getEmployee } from '../employees/employees.service.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addExtraAddress,
  deleteExtraAddress,
  getExtraAddress,
  listExtraAddresses,
  updateExtraAddress,
} from './customer-addresses.service.ts';
import { listAttachments } from './customer-attachments.service.ts';
import { addContact, deleteContact, getContact, listContacts, updateContact } from './customer-contacts.service.ts';
import { customerScopeOf } from './customer-scope.ts';
import { updateCustomerStatus } from './customer-status.service.ts';
import {
  addCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  listSimpleCustomers,
  updateCustomer,
} from './customers.service.ts';
import {
  addOnlineUser,
  deleteOnlineUser,
  getOnlineUser,
  listOnlineUsers,
  updateOnlineUser,
} from './online-users.service.ts';

// spec 02 §2 Customer Management in three views, its row dialogs, and Online user management.
// Reads are for the screens that show customers (CUSTOMER_READ_PAGES: the customer, quotation and order screens) or
// pick one by name (CUSTOMER_PICKER_PAGES), scoped by the caller's customer page; changes need the all-customers or
// the sales-specific page.
const WRITE = { pages: [CUSTOMER_PAGE.all, CUSTOMER_PAGE.own] } as const;
const DELETE = { pages: [CUSTOMER_PAGE.all] } as const;
// ChangeOnlineUserPassword also signs the customer out, so the auth module answers it (auth.routes.ts).
const ONLINE_USERS = { pages: [ONLINE_USER_PAGE] } as const;
const READ = { pages: CUSTOMER_READ_PAGES } as const;
const PICK = { pages: CUSTOMER_PICKER_PAGES } as const;
// Customer/AddAttachment serves the public quote page too (with its quote token), so the quotations module answers it
// (quotation-public.routes.ts).

export function customerRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db, mailer } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const scope = (request: FastifyRequest) => customerScopeOf(staffOf(request));
  const actor = (request: FastifyRequest) => staffOf(request).employeeId;

  // Customer
  let tags = ['Customer'];
  r.get(
    '/api/Customer/GetAllCustomer',
    {
      schema: {
        tags,
        summary: 'Customers in scope; paged, sorted and searched with ?page&pageSize&sortField&sortOrder&search',
        querystring: ZCustomerListQuery,
        response: pagedReplyOf(ZCustomer),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listCustomers(db, scope(request), request.query)),
  );
  r.get(
    '/api/Customer/GetAllSimpleCustomer',
    {
      schema: {
        tags,
        summary: 'Id, company, trading name and status, for pickers (?search&limit&selectedId as the user types)',
        querystring: ZSimpleCustomerQuery,
        response: replyOf(ZSimpleCustomerList),
      },
      config: { access: PICK },
    },
    async (request) => okList(await listSimpleCustomers(db, scope(request), request.query)),
  );
  r.get(
    '/api/Customer/GetCustomerById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZCustomer) }, config: { access: READ } },
    async (request) => ok(await getCustomer(db, scope(request), request.query.id)),
  );
  r.post(
    '/api/Customer/AddCustomer',
    { schema: { tags, body: ZAddCustomer, response: replyOf(ZCustomer) }, config: { access: WRITE } },
    async (request) => {
      const caller = staffOf(request);
      const all = caller.pageUrls.has(normalisePageUrl(CUSTOMER_PAGE.all));
      const isSalesperson = !all && (await getEmployee(db, caller.employeeId)).isSales === 1;
      return ok(await addCustomer(db, request.body, { employeeId: caller.employeeId, isSalesperson }));
    },
  );
  r.put(
    '/api/Customer/UpdateCustomer',
    { schema: { tags, body: ZUpdateCustomer, response: replyOf(ZCustomer) }, config: { access: WRITE } },
    async (request) => ok(await updateCustomer(db, scope(request), request.body, actor(request))),
  );
  r.delete(
    '/api/Customer/DeleteCustomer',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZCustomer) }, config: { access: DELETE } },
    async (request) => ok(await deleteCustomer(db, request.query.id)),
  );
  r.put(
    '/api/Customer/UpdateCustomerStatus',
    {
      schema: { tags, querystring: ZUpdateCustomerStatusQuery, response: replyOf(ZCustomerStatusChange) },
      config: { access: WRITE },
    },
    async (request) => ok(await updateCustomerStatus(db, mailer, scope(request), request.query, actor(request))),
  );
  r.get(
    '/api/Customer/GetAttachmentByCust',
    {
      schema: { tags, querystring: ZCustomerIdQuery, response: replyOf(ZCustomerAttachmentList) },
      config: { access: { pages: CUSTOMER_PAGES } },
    },
    async (request) => ok(await listAttachments(db, scope(request), request.query.customerId)),
  );

  // Contact (Contact Management; the quotation e-mail reads a contact's address)
  tags = ['Contact'];
  r.get(
    '/api/Contact/GetAllContact',
    { schema: { tags, querystring: ZCustomerIdQuery, response: replyOf(ZContactList) }, config: { access: READ } },
    async (request) => ok(await listContacts(db, scope(request), request.query.customerId)),
  );
  for (const path of ['/api/Contact/GetContactById', '/api/Contact/GetContact']) {
    r.get(
      path,
      { schema: { tags, querystring: ZIdQuery, response: replyOf(ZContact) }, config: { access: READ } },
      async (request) => ok(await getContact(db, scope(request), request.query.id)),
    );
  }
  r.post(
    '/api/Contact/AddContact',
    { schema: { tags, body: ZAddContact, response: replyOf(ZContact) }, config: { access: WRITE } },
    async (request) => ok(await addContact(db, scope(request), request.body, actor(request))),
  );
  r.put(
    '/api/Contact/UpdateContact',
    { schema: { tags, body: ZUpdateContact, response: replyOf(ZContact) }, config: { access: WRITE } },
    async (request) => ok(await updateContact(db, scope(request), request.body, actor(request))),
  );
  r.delete(
    '/api/Contact/DeleteContact',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZContact) }, config: { access: WRITE } },
    async (request) => ok(await deleteContact(db, scope(request), request.query.id)),
  );

  // ExtraAddress (the Address dialog's Delivery Address Management; returns pick one)
  tags = ['ExtraAddress'];
  r.get(
    '/api/ExtraAddress/GetAllExtraAddress',
    { schema: { tags, querystring: ZCustomerIdQuery, response: replyOf(ZExtraAddressList) }, config: { access: READ } },
    async (request) => ok(await listExtraAddresses(db, scope(request), request.query.customerId)),
  );
  r.get(
    '/api/ExtraAddress/GetExtraAddressById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZExtraAddress) }, config: { access: READ } },
    async (request) => ok(await getExtraAddress(db, scope(request), request.query.id)),
  );
  r.post(
    '/api/ExtraAddress/AddExtraAddress',
    { schema: { tags, body: ZAddExtraAddress, response: replyOf(ZExtraAddress) }, config: { access: WRITE } },
    async (request) => ok(await addExtraAddress(db, scope(request), request.body, actor(request))),
  );
  r.put(
    '/api/ExtraAddress/UpdateExtraAddress',
    { schema: { tags, body: ZUpdateExtraAddress, response: replyOf(ZExtraAddress) }, config: { access: WRITE } },
    async (request) => ok(await updateExtraAddress(db, scope(request), request.body, actor(request))),
  );
  r.delete(
    '/api/ExtraAddress/DeleteExtraAddress',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZExtraAddress) }, config: { access: WRITE } },
    async (request) => ok(await deleteExtraAddress(db, scope(request), request.query.id)),
  );

  // OnlineUser (Online user management; the login itself is in the auth module)
  tags = ['OnlineUser'];
  r.get(
    '/api/OnlineUser/GetAllOnlineUser',
    { schema: { tags, response: replyOf(ZOnlineUserList) }, config: { access: ONLINE_USERS } },
    async () => ok(await listOnlineUsers(db)),
  );
  r.get(
    '/api/OnlineUser/GetOnlineUserById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZOnlineUser) }, config: { access: ONLINE_USERS } },
    async (request) => ok(await getOnlineUser(db, request.query.id)),
  );
  r.post(
    '/api/OnlineUser/AddOnlineUser',
    { schema: { tags, body: ZAddOnlineUser, response: replyOf(ZOnlineUser) }, config: { access: ONLINE_USERS } },
    async (request) => ok(await addOnlineUser(db, request.body, actor(request))),
  );
  r.put(
    '/api/OnlineUser/UpdateOnlineUser',
    { schema: { tags, body: ZUpdateOnlineUser, response: replyOf(ZOnlineUser) }, config: { access: ONLINE_USERS } },
    async (request) => ok(await updateOnlineUser(db, request.body, actor(request))),
  );
  r.delete(
    '/api/OnlineUser/DeleteOnlineUser',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZOnlineUser) }, config: { access: ONLINE_USERS } },
    async (request) => ok(await deleteOnlineUser(db, request.query.id)),
  );
}

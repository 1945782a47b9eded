import {
  CUSTOMER_PAGE,
  CUSTOMER_PAGES,
  normalisePageUrl,
  ONLINE_USER_PAGE,
  ZAddAttachment,
  ZAddContact,
  ZAddCustomer,
  ZAddExtraAddress,
  ZAddOnlineUser,
  ZChangeOnlineUserPassword,
  ZCustomerIdQuery,
  ZQuoteTokenQuery,
  ZUpdateContact,
  ZUpdateCustomer,
  ZUpdateCustomerStatusQuery,
  ZUpdateExtraAddress,
  ZUpdateOnlineUser,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { endSessionsOfOnlineUser } from '../auth/auth.service.ts';
import { getEmployee } from '../employees/employees.service.ts';
import type { TMailer } from '../mail/mail.service.ts';
import { assertQuoteToken } from '../quotations/quotation-acceptance.service.ts';
import {
  addAttachment,
  addContact,
  addCustomer,
  addExtraAddress,
  addOnlineUser,
  changeOnlineUserPassword,
  customerScopeOf,
  deleteContact,
  deleteCustomer,
  deleteExtraAddress,
  deleteOnlineUser,
  getContact,
  getCustomer,
  getExtraAddress,
  getOnlineUser,
  listAttachments,
  listContacts,
  listCustomers,
  listExtraAddresses,
  listOnlineUsers,
  listSimpleCustomers,
  updateContact,
  updateCustomer,
  updateCustomerStatus,
  updateExtraAddress,
  updateOnlineUser,
} from './customers.service.ts';

// spec 02 §2 Customer Management in three views, its row dialogs, and Online user management.
// Reads are open to staff (other screens pick customers, contacts and delivery addresses) and scoped by the
// caller's customer page; changes need the all-customers or the sales-specific page.
const WRITE = { pages: [CUSTOMER_PAGE.all, CUSTOMER_PAGE.own] } as const;
const DELETE = { pages: [CUSTOMER_PAGE.all] } as const;
const ONLINE_USERS = { pages: [ONLINE_USER_PAGE] } as const;
const READ = 'staff' as const;
/** The public quote page attaches the customer's files with its quote token (spec 01 §7 Customer/AddAttachment). */
const ATTACH = { ...WRITE, orQuoteToken: true } as const;

export function customerRoutes(app: FastifyInstance, deps: { db: Database; mailer: TMailer }): void {
  const { db, mailer } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scope = (request: FastifyRequest) => customerScopeOf(staffOf(request));
  const actor = (request: FastifyRequest) => staffOf(request).employeeId;

  // Customer
  let tags = ['Customer'];
  r.get('/api/Customer/GetAllCustomer', { schema: { tags }, config: { access: READ } }, async (request) =>
    ok(await listCustomers(db, scope(request))),
  );
  r.get(
    '/api/Customer/GetAllSimpleCustomer',
    { schema: { tags, summary: 'Id, company, trading name and status, for pickers' }, config: { access: READ } },
    async (request) => ok(await listSimpleCustomers(db, scope(request))),
  );
  r.get(
    '/api/Customer/GetCustomerById',
    { schema: { tags, querystring: ZIdQuery }, config: { access: READ } },
    async (request) => ok(await getCustomer(db, scope(request), request.query.id)),
  );
  r.post(
    '/api/Customer/AddCustomer',
    { schema: { tags, body: ZAddCustomer }, config: { access: WRITE } },
    async (request) => {
      const caller = staffOf(request);
      const all = caller.pageUrls.has(normalisePageUrl(CUSTOMER_PAGE.all));
      const isSalesperson = !all && (await getEmployee(db, caller.employeeId)).isSales === 1;
      return ok(await addCustomer(db, request.body, { employeeId: caller.employeeId, isSalesperson }));
    },
  );
  r.put(
    '/api/Customer/UpdateCustomer',
    { schema: { tags, body: ZUpdateCustomer }, config: { access: WRITE } },
    async (request) => ok(await updateCustomer(db, scope(request), request.body, actor(request))),
  );
  r.delete(
    '/api/Customer/DeleteCustomer',
    { schema: { tags, querystring: ZIdQuery }, config: { access: DELETE } },
    async (request) => ok(await deleteCustomer(db, request.query.id)),
  );
  r.put(
    '/api/Customer/UpdateCustomerStatus',
    { schema: { tags, querystring: ZUpdateCustomerStatusQuery }, config: { access: WRITE } },
    async (request) => ok(await updateCustomerStatus(db, mailer, scope(request), request.query, actor(request))),
  );
  r.post(
    '/api/Customer/AddAttachment',
    { schema: { tags, body: ZAddAttachment, querystring: ZQuoteTokenQuery }, config: { access: ATTACH } },
    async (request) => {
      if (request.caller?.kind === 'staff') {
        return ok(await addAttachment(db, scope(request), request.body, actor(request)));
      }
      await assertQuoteToken(db, request.query.number_id, request.body.customerId);
      return ok(await addAttachment(db, { kind: 'all', canWrite: true }, request.body, null));
    },
  );
  r.get(
    '/api/Customer/GetAttachmentByCust',
    { schema: { tags, querystring: ZCustomerIdQuery }, config: { access: { pages: CUSTOMER_PAGES } } },
    async (request) => ok(await listAttachments(db, scope(request), request.query.customerId)),
  );

  // Contact (Contact Management; the quotation e-mail reads a contact's address)
  tags = ['Contact'];
  r.get(
    '/api/Contact/GetAllContact',
    { schema: { tags, querystring: ZCustomerIdQuery }, config: { access: READ } },
    async (request) => ok(await listContacts(db, scope(request), request.query.customerId)),
  );
  for (const path of ['/api/Contact/GetContactById', '/api/Contact/GetContact']) {
    r.get(path, { schema: { tags, querystring: ZIdQuery }, config: { access: READ } }, async (request) =>
      ok(await getContact(db, scope(request), request.query.id)),
    );
  }
  r.post(
    '/api/Contact/AddContact',
    { schema: { tags, body: ZAddContact }, config: { access: WRITE } },
    async (request) => ok(await addContact(db, scope(request), request.body, actor(request))),
  );
  r.put(
    '/api/Contact/UpdateContact',
    { schema: { tags, body: ZUpdateContact }, config: { access: WRITE } },
    async (request) => ok(await updateContact(db, scope(request), request.body, actor(request))),
  );
  r.delete(
    '/api/Contact/DeleteContact',
    { schema: { tags, querystring: ZIdQuery }, config: { access: WRITE } },
    async (request) => ok(await deleteContact(db, scope(request), request.query.id)),
  );

  // ExtraAddress (the Address dialog's Delivery Address Management; returns pick one)
  tags = ['ExtraAddress'];
  r.get(
    '/api/ExtraAddress/GetAllExtraAddress',
    { schema: { tags, querystring: ZCustomerIdQuery }, config: { access: READ } },
    async (request) => ok(await listExtraAddresses(db, scope(request), request.query.customerId)),
  );
  r.get(
    '/api/ExtraAddress/GetExtraAddressById',
    { schema: { tags, querystring: ZIdQuery }, config: { access: READ } },
    async (request) => ok(await getExtraAddress(db, scope(request), request.query.id)),
  );
  r.post(
    '/api/ExtraAddress/AddExtraAddress',
    { schema: { tags, body: ZAddExtraAddress }, config: { access: WRITE } },
    async (request) => ok(await addExtraAddress(db, scope(request), request.body, actor(request))),
  );
  r.put(
    '/api/ExtraAddress/UpdateExtraAddress',
    { schema: { tags, body: ZUpdateExtraAddress }, config: { access: WRITE } },
    async (request) => ok(await updateExtraAddress(db, scope(request), request.body, actor(request))),
  );
  r.delete(
    '/api/ExtraAddress/DeleteExtraAddress',
    { schema: { tags, querystring: ZIdQuery }, config: { access: WRITE } },
    async (request) => ok(await deleteExtraAddress(db, scope(request), request.query.id)),
  );

  // OnlineUser (Online user management; the login itself is in the auth module)
  tags = ['OnlineUser'];
  r.get('/api/OnlineUser/GetAllOnlineUser', { schema: { tags }, config: { access: ONLINE_USERS } }, async () =>
    ok(await listOnlineUsers(db)),
  );
  r.get(
    '/api/OnlineUser/GetOnlineUserById',
    { schema: { tags, querystring: ZIdQuery }, config: { access: ONLINE_USERS } },
    async (request) => ok(await getOnlineUser(db, request.query.id)),
  );
  r.post(
    '/api/OnlineUser/AddOnlineUser',
    { schema: { tags, body: ZAddOnlineUser }, config: { access: ONLINE_USERS } },
    async (request) => ok(await addOnlineUser(db, request.body, actor(request))),
  );
  r.put(
    '/api/OnlineUser/UpdateOnlineUser',
    { schema: { tags, body: ZUpdateOnlineUser }, config: { access: ONLINE_USERS } },
    async (request) => ok(await updateOnlineUser(db, request.body, actor(request))),
  );
  r.put(
    '/api/OnlineUser/ChangeOnlineUserPassword',
    { schema: { tags, body: ZChangeOnlineUserPassword }, config: { access: ONLINE_USERS } },
    // A new password ends the customer's sessions elsewhere, as a staff password change does.
    async (request) =>
      db.transaction(async (tx) => {
        const changed = await changeOnlineUserPassword(tx, request.body, actor(request));
        await endSessionsOfOnlineUser(tx, request.body.userId);
        return ok(changed);
      }),
  );
  r.delete(
    '/api/OnlineUser/DeleteOnlineUser',
    { schema: { tags, querystring: ZIdQuery }, config: { access: ONLINE_USERS } },
    async (request) => ok(await deleteOnlineUser(db, request.query.id)),
  );
}

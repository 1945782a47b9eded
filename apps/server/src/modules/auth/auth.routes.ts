import {
  EMPLOYEE_WRITE_PAGES,
  ONLINE_USER_PAGE,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  type TCurrentSession,
  ZChangeOnlineUserPassword,
  ZChangePassword,
  ZCurrentSession,
  ZCustomerLogin,
  ZDone,
  ZEmployee,
  ZLogin,
  ZOnlineUser,
  ZPasswordReset,
  ZResetPasswordQuery,
  ZStaffLogin,
  ZVerifyPassword,
} from '@packline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf, staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { listPagesOfRole } from '../access/access.service.ts';
import { getCustomerName } from '../customers/customers.service.ts';
import { getEmployee } from '../employees/employees.service.ts';
import type { TModuleDeps } from '../registry.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import {
  changeCustomerPassword,
  changeStaffPassword,
  deleteEmployeeAndSignOut,
  endSession,
  loginCustomer,
  loginStaff,
  resetStaffPassword,
  verifyStaffPassword,
} from './auth.service.ts';

export function authRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Session'];

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_TTL_SECONDS,
      secure: config.cookieSecure,
    });

  r.post(
    '/api/Employee/EmployeeLogin',
    {
      schema: { tags, body: ZLogin, summary: 'Staff login', response: replyOf(ZStaffLogin) },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const result = await loginStaff(db, request.body.username, request.body.password, request.ip);
      setSessionCookie(reply, result.token);
      return ok(result);
    },
  );

  r.post(
    '/api/OnlineUser/OnlineUserLogin',
    {
      schema: { tags, body: ZLogin, summary: 'Customer login', response: replyOf(ZCustomerLogin) },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const result = await loginCustomer(db, request.body.username, request.body.password, request.ip);
      setSessionCookie(reply, result.token);
      return ok(result);
    },
  );

  r.post(
    '/api/Employee/VerifyPassword',
    {
      schema: {
        tags,
        body: ZVerifyPassword,
        summary: "Check the caller's own password (the idle lock's unlock); another user name is refused with 403",
        response: replyOf(ZDone),
      },
      config: { access: 'staff' },
    },
    async (request) =>
      ok(await verifyStaffPassword(db, staffOf(request), request.body.userName, request.body.password, request.ip)),
  );

  r.put(
    '/api/Employee/ChangePassword',
    {
      schema: { tags, body: ZChangePassword, response: replyOf(ZDone) },
      config: { access: 'staff', duringPasswordChange: true },
    },
    async (request) => {
      const caller = staffOf(request);
      await changeStaffPassword(db, caller, request.ip, request.body.oldPassword, request.body.newPassword);
      return ok(true);
    },
  );

  r.post(
    '/api/Session/Logout',
    { schema: { tags, response: replyOf(ZDone) }, config: { access: 'signed-in', duringPasswordChange: true } },
    async (request, reply) => {
      if (request.caller) await endSession(db, request.caller.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(true);
    },
  );

  r.get(
    '/api/Session/Current',
    {
      schema: {
        tags,
        summary: 'Who is signed in (restores the web app after a reload)',
        response: replyOf(ZCurrentSession),
      },
      config: { access: 'signed-in', duringPasswordChange: true },
    },
    async (request): Promise<ReturnType<typeof ok<TCurrentSession>>> => {
      const caller = request.caller;
      if (caller?.kind === 'customer') {
        const company = (await getCustomerName(db, caller.customerId)) ?? '';
        return ok({ kind: 'customer', customerId: caller.customerId, userName: caller.userName, company });
      }
      const staff = staffOf(request);
      const me = await getEmployee(db, staff.employeeId);
      return ok({
        kind: 'staff',
        userName: me.userName,
        name: `${me.firstName} ${me.lastName}`.trim(),
        email: me.email,
        mobile: me.mobile,
        employeeId: me.employeeId,
        roleId: me.roleId,
        mustChangePassword: me.mustChangePassword,
        pages: await listPagesOfRole(db, me.roleId),
        permissions: await permissionsOf(db, me.employeeId),
      });
    },
  );

  // Account changes of the employee and online-user screens that end the account's sessions (auth.service.ts).
  r.delete(
    '/api/Employee/DeleteEmployee',
    {
      schema: { tags: ['Employee'], querystring: ZIdQuery, response: replyOf(ZEmployee) },
      config: { access: { pages: EMPLOYEE_WRITE_PAGES } },
    },
    async (request) => ok(await deleteEmployeeAndSignOut(db, request.query.id, actorOf(request))),
  );
  r.put(
    '/api/Employee/ResetPassword',
    {
      schema: {
        tags: ['Employee'],
        querystring: ZResetPasswordQuery,
        summary: 'Set a temporary password, shown once',
        response: replyOf(ZPasswordReset),
      },
      config: { access: { pages: EMPLOYEE_WRITE_PAGES } },
    },
    async (request) =>
      ok(await resetStaffPassword(db, request.query.employeeId, request.query.newPassword, actorOf(request))),
  );
  r.put(
    '/api/OnlineUser/ChangeOnlineUserPassword',
    {
      schema: { tags: ['OnlineUser'], body: ZChangeOnlineUserPassword, response: replyOf(ZOnlineUser) },
      config: { access: { pages: [ONLINE_USER_PAGE] } },
    },
    async (request) => ok(await changeCustomerPassword(db, request.body, staffOf(request).employeeId)),
  );
}

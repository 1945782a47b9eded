import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  type TCurrentSession,
  ZChangePassword,
  ZLogin,
  ZVerifyPassword,
} from '@packline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { listPagesOfRole } from '../access/access.service.ts';
import { getCustomerName } from '../customers/customers.service.ts';
import { getEmployee } from '../employees/employees.service.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import { changeStaffPassword, endSession, loginCustomer, loginStaff, verifyStaffPassword } from './auth.service.ts';

export function authRoutes(app: FastifyInstance, deps: { db: Database; config: TConfig }): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
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
    { schema: { tags, body: ZLogin, summary: 'Staff login' }, config: { access: 'public' } },
    async (request, reply) => {
      const result = await loginStaff(db, request.body.username, request.body.password, request.ip);
      setSessionCookie(reply, result.token);
      return ok(result);
    },
  );

  r.post(
    '/api/OnlineUser/OnlineUserLogin',
    { schema: { tags, body: ZLogin, summary: 'Customer login' }, config: { access: 'public' } },
    async (request, reply) => {
      const result = await loginCustomer(db, request.body.username, request.body.password, request.ip);
      setSessionCookie(reply, result.token);
      return ok(result);
    },
  );

  r.post(
    '/api/Employee/VerifyPassword',
    {
      schema: { tags, body: ZVerifyPassword, summary: 'Check a staff password (idle unlock, machine operator)' },
      config: { access: 'staff' },
    },
    async (request) => ok(await verifyStaffPassword(db, request.body.userName, request.body.password, request.ip)),
  );

  r.put(
    '/api/Employee/ChangePassword',
    { schema: { tags, body: ZChangePassword }, config: { access: 'staff', duringPasswordChange: true } },
    async (request) => {
      const caller = staffOf(request);
      await changeStaffPassword(db, caller, request.ip, request.body.oldPassword, request.body.newPassword);
      return ok(true);
    },
  );

  r.post(
    '/api/Session/Logout',
    { schema: { tags }, config: { access: 'signed-in', duringPasswordChange: true } },
    async (request, reply) => {
      if (request.caller) await endSession(db, request.caller.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(true);
    },
  );

  r.get(
    '/api/Session/Current',
    {
      schema: { tags, summary: 'Who is signed in (restores the web app after a reload)' },
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
        employeeId: me.employeeId,
        roleId: me.roleId,
        mustChangePassword: me.mustChangePassword,
        pages: await listPagesOfRole(db, me.roleId),
        permissions: await permissionsOf(db, me.employeeId),
      });
    },
  );
}

import { ZAddEmployee, ZResetPasswordQuery, ZUpdateEmployee } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { endSessionsOfEmployee } from '../auth/auth.service.ts';
import {
  addEmployee,
  deleteEmployee,
  getEmployee,
  listEmployees,
  resetEmployeePassword,
  updateEmployee,
} from './employees.service.ts';

const MANAGE = { pages: ['/employee-management'] } as const;

export function employeeRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Employee'];

  // Every screen that picks a person (sales, assignee, operator) reads this list.
  r.get('/api/Employee/GetAllEmployee', { schema: { tags }, config: { access: 'staff' } }, async () =>
    ok(await listEmployees(db)),
  );
  r.get(
    '/api/Employee/GetEmployeeById',
    { schema: { tags, querystring: ZIdQuery }, config: { access: 'staff' } },
    async (request) => ok(await getEmployee(db, request.query.id)),
  );
  r.post(
    '/api/Employee/AddEmployee',
    { schema: { tags, body: ZAddEmployee }, config: { access: MANAGE } },
    async (request) => ok(await addEmployee(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Employee/UpdateEmployee',
    { schema: { tags, body: ZUpdateEmployee }, config: { access: MANAGE } },
    async (request) => ok(await updateEmployee(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/Employee/DeleteEmployee',
    { schema: { tags, querystring: ZIdQuery }, config: { access: MANAGE } },
    async (request) =>
      db.transaction(async (tx) => {
        const removed = await deleteEmployee(tx, request.query.id, actorOf(request));
        await endSessionsOfEmployee(tx, request.query.id);
        return ok(removed);
      }),
  );
  r.put(
    '/api/Employee/ResetPassword',
    {
      schema: { tags, querystring: ZResetPasswordQuery, summary: 'Set a temporary password, shown once' },
      config: { access: MANAGE },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { employeeId, newPassword } = request.query;
        const temporaryPassword = await resetEmployeePassword(tx, employeeId, newPassword, actorOf(request));
        await endSessionsOfEmployee(tx, employeeId);
        return ok({ employeeId, temporaryPassword });
      }),
  );
}

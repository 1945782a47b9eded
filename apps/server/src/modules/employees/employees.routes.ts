import {
  CATALOGUES,
  EMPLOYEE_READ_PAGES,
  EMPLOYEE_WRITE_PAGES,
  ZAddEmployee,
  ZEmployee,
  ZEmployeeList,
  ZEmployeeNameList,
  ZUpdateEmployee,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { department } from './department.tables.ts';
import { addEmployee, getEmployee, listEmployeeNames, listEmployees, updateEmployee } from './employees.service.ts';

// DeleteEmployee and ResetPassword also sign the employee out, so the auth module answers them (auth.routes.ts).
const MANAGE = { pages: EMPLOYEE_WRITE_PAGES } as const;
// The records (e-mail, mobile, role) are for the employee and HR screens; other screens pick people by name.
const READ = { pages: EMPLOYEE_READ_PAGES } as const;

export function employeeRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Employee'];

  r.get(
    '/api/Employee/GetAllEmployee',
    { schema: { tags, response: replyOf(ZEmployeeList) }, config: { access: READ } },
    async () => ok(await listEmployees(db)),
  );
  r.get(
    '/api/Employee/GetEmployeeById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZEmployee) }, config: { access: READ } },
    async (request) => ok(await getEmployee(db, request.query.id)),
  );
  // Every screen that picks a person (salesperson, assignee, operator) reads this list: names only.
  r.get(
    '/api/Employee/GetAllEmployeeName',
    {
      schema: {
        tags,
        summary: 'Id, name and isSales of every employee, for pickers',
        response: replyOf(ZEmployeeNameList),
      },
      config: { access: 'picker' },
    },
    async () => ok(await listEmployeeNames(db)),
  );
  r.post(
    '/api/Employee/AddEmployee',
    { schema: { tags, body: ZAddEmployee, response: replyOf(ZEmployee) }, config: { access: MANAGE } },
    async (request) => ok(await addEmployee(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Employee/UpdateEmployee',
    { schema: { tags, body: ZUpdateEmployee, response: replyOf(ZEmployee) }, config: { access: MANAGE } },
    async (request) => ok(await updateEmployee(db, request.body, actorOf(request))),
  );

  // The Department catalogue (spec 02 §2 Management tables) through the generic factory, as the lookups are.
  registerCatalogueRoutes(app, { def: CATALOGUES.department, table: department, db, readAccess: 'reference' });
}

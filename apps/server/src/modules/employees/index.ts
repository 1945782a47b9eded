import type { TServerModule } from '../registry.ts';
import * as departmentTables from './department.tables.ts';
import { hasDemoStaff, seedEmployeeDemo } from './employees.demo.ts';
import { employeeRoutes } from './employees.routes.ts';
import * as employeeTables from './employees.tables.ts';

export const employeesModule: TServerModule = {
  name: 'employees',
  routes: [employeeRoutes],
  tables: { ...departmentTables, ...employeeTables },
  demo: { after: [], seed: seedEmployeeDemo, present: hasDemoStaff },
};

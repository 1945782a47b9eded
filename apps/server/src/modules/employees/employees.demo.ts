import { ROLE } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../core/password.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import type { TDemoContext } from '../registry.ts';
import { department } from './department.tables.ts';
import { employee } from './employees.tables.ts';

// The demo company's people (docs/architecture.md §5): one login per role, everyone with the demo password.

/** The documented password of every demo account (README "Demo logins"). */
export const DEMO_PASSWORD = 'packline-demo';

const FIRST_NAMES = [
  'Aroha',
  'Liam',
  'Mere',
  'Oliver',
  'Ngaio',
  'Jack',
  'Tama',
  'Charlotte',
  'Wiremu',
  'Amelia',
  'Hemi',
  'Isla',
  'Nikau',
  'Olivia',
  'Rangi',
  'Sophie',
  'Manaia',
  'Ruby',
  'Kauri',
  'Zoë',
];
const LAST_NAMES = [
  'Ngata',
  'Smith',
  'Te Whata',
  'Wilson',
  'Parata',
  'Brown',
  'Walker',
  'Tāwhiao',
  'Taylor',
  'Horomona',
  'Thompson',
  'Māhaki',
  'Anderson',
  'Clarke',
  'Kingi',
  'Robinson',
];

/** Demo staff: user name, role and whether they sell. Everyone's password is DEMO_PASSWORD. */
export const DEMO_STAFF = [
  { userName: 'sales', roleId: ROLE.Sales, isSales: 1, position: 'Sales Representative', dept: 'Sales' },
  { userName: 'accounts', roleId: ROLE.AccountManager, isSales: 1, position: 'Account Manager', dept: 'Office' },
  { userName: 'gm', roleId: ROLE.GeneralManager, isSales: 1, position: 'General Manager', dept: 'Office' },
  { userName: 'production', roleId: ROLE.Production, isSales: 0, position: 'Machine Operator', dept: 'Production' },
  { userName: 'packaging', roleId: ROLE.Packaging, isSales: 0, position: 'Packer', dept: 'Production' },
  { userName: 'warehouse', roleId: ROLE.Warehouse, isSales: 0, position: 'Storeperson', dept: 'Warehouse' },
  { userName: 'buyer', roleId: ROLE.Buyer, isSales: 0, position: 'Purchasing Officer', dept: 'Office' },
  { userName: 'approver', roleId: ROLE.Approver, isSales: 0, position: 'Finance Controller', dept: 'Office' },
  { userName: 'hr', roleId: ROLE.HR, isSales: 0, position: 'HR Advisor', dept: 'Office' },
  { userName: 'manager', roleId: ROLE.Manager, isSales: 0, position: 'Operations Manager', dept: 'Office' },
] as const;

/** The demo data is there once its first staff login is. */
export async function hasDemoStaff(db: DbOrTx): Promise<boolean> {
  const [found] = await db
    .select({ id: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, DEMO_STAFF[0].userName));
  return Boolean(found);
}

/** The departments and the demo staff, `size` copies of DEMO_STAFF ('sales', 'sales2', ...). */
export async function seedEmployeeDemo(tx: Transaction, { random, size }: TDemoContext): Promise<void> {
  const departmentNames = ['Office', 'Sales', 'Production', 'Warehouse', 'Printing'];
  await tx.insert(department).values(departmentNames.map((deptName) => ({ deptName })));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const departments = await tx.select().from(department);
  const deptId = (name: string) => departments.find((d) => d.deptName === name)?.deptId ?? null;
  const rows = [];
  for (let copy = 0; copy < size; copy++) {
    for (const staff of DEMO_STAFF) {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      rows.push({
        firstName,
        lastName,
        userName: copy === 0 ? staff.userName : `${staff.userName}${copy + 1}`,
        passwordHash,
        position: staff.position,
        deptId: deptId(staff.dept),
        roleId: staff.roleId,
        email: `${firstName
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.${copy + 1}@packline.co.nz`,
        mobile: `021 ${random.int(100, 999)} ${random.int(1000, 9999)}`,
        isSales: staff.isSales,
        attendanceDept: staff.dept === 'Sales' ? 'Office' : staff.dept,
      });
    }
  }
  await tx.insert(employee).values(rows);
}

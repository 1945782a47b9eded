import { ROLE, toApiDate } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import { seedCatalogueDemo } from '../../modules/catalogue/catalogue.demo.ts';
import { seedProductDemo } from '../../modules/catalogue/products.demo.ts';
import { seedDemoCustomers } from '../../modules/customers/customers.demo.ts';
import { seedDispatchDemo } from '../../modules/dispatch/dispatch.demo.ts';
import { department } from '../../modules/employees/department.tables.ts';
import { employee } from '../../modules/employees/employees.tables.ts';
import * as lookups from '../../modules/lookups/lookups.tables.ts';
import { seedQuotationDemo } from '../../modules/quotations/quotations.demo.ts';
import { seedSalesOrderDemo } from '../../modules/sales-orders/sales-orders.demo.ts';
import { seedTicketDemo } from '../../modules/tickets/tickets.demo.ts';
import { seedWarehouseDemo } from '../../modules/warehouse/warehouse.demo.ts';
import type { Database, DbOrTx } from '../client.ts';
import { DEMO_PASSWORD } from './admin.ts';
import { createRandom, type TRandom } from './random.ts';

// A believable New Zealand packaging business (ARCHITECTURE §5), the same on every run. `size` multiplies the
// people and customers for the benchmark data set. Later issues add their modules' rows here.

export { DEMO_CUSTOMER_USER } from '../../modules/customers/customers.demo.ts';

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
const CITIES = [
  'Auckland',
  'Wellington',
  'Christchurch',
  'Hamilton',
  'Tauranga',
  'Dunedin',
  'Palmerston North',
  'Napier',
  'Nelson',
  'Rotorua',
  'New Plymouth',
  'Whangārei',
  'Invercargill',
  'Queenstown',
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

const names = <K extends string>(key: K, values: readonly string[]) =>
  values.map((v) => ({ [key]: v }) as Record<K, string>);

async function seedLookups(db: DbOrTx): Promise<void> {
  await db.insert(lookups.city).values(names('cityName', CITIES));
  await db.insert(lookups.brand).values(names('brandName', ['Packline', 'EcoCup', 'KiwiPak']));
  await db.insert(department).values(names('deptName', ['Office', 'Sales', 'Production', 'Warehouse', 'Printing']));
  await db.insert(lookups.customerGroup1).values([
    { group1Name: 'Café', priceVisible: 1 },
    { group1Name: 'Restaurant', priceVisible: 1 },
    { group1Name: 'Distributor', priceVisible: 0 },
    { group1Name: 'Supermarket', priceVisible: 0 },
    { group1Name: 'Bakery', priceVisible: 1 },
  ]);
  await db.insert(lookups.customerGroup2).values(names('group2Name', ['North Island', 'South Island']));
  await db.insert(lookups.customerGroup3).values(names('group3Name', ['Small', 'Medium', 'Large']));
  await db.insert(lookups.customerGroup4).values(names('group4Name', ['Direct', 'Via distributor']));
  await db.insert(lookups.customerGroup5).values(names('group5Name', ['Standard', 'Key account']));
  await db
    .insert(lookups.customerSource)
    .values(names('sourceName', ['Website', 'Referral', 'Trade show', 'Cold call']));
  await db
    .insert(lookups.deliveryMethod)
    .values(names('deliveryMethodName', ['Courier', 'Own truck', 'Customer pickup', 'Freight']));
  await db
    .insert(lookups.courier)
    .values(names('courierName', ['NZ Couriers', 'Mainfreight', 'PBT Couriers', 'Post Haste']));
  await db.insert(lookups.recordType).values(names('recordTypeName', ['Warning', 'Training', 'Commendation']));
  await db
    .insert(lookups.contractType)
    .values(names('contractTypeName', ['Permanent full-time', 'Permanent part-time', 'Fixed-term', 'Casual']));
  await db.insert(lookups.packagingType).values([
    { packagingTypeName: '1000 cups (50 x 20)', quantity: 1000, sleeveQty: 50, sleevePkt: 20 },
    { packagingTypeName: '500 bowls (25 x 20)', quantity: 500, sleeveQty: 25, sleevePkt: 20 },
    { packagingTypeName: '2000 lids (100 x 20)', quantity: 2000, sleeveQty: 100, sleevePkt: 20 },
    { packagingTypeName: '250 containers (50 x 5)', quantity: 250, sleeveQty: 50, sleevePkt: 5 },
  ]);
  await db.insert(lookups.palletStacking).values([
    { palletStackingName: '5 x 8 cartons', quantity: 40 },
    { palletStackingName: '6 x 6 cartons', quantity: 36 },
    { palletStackingName: '4 x 10 cartons', quantity: 40 },
  ]);
  const types = await db
    .insert(lookups.productType)
    .values(names('productTypeName', ['Paper cup', 'Lid', 'Bowl', 'Container', 'Straw']))
    .returning();
  // Printed products go printing → die-cutting → production → packaging; lids skip printing.
  await db.insert(lookups.productTypeAction).values(
    types.flatMap((t) =>
      (t.productTypeName === 'Lid' ? [3, 4] : [1, 2, 3, 4]).map((action, i) => ({
        productTypeId: t.productTypeId,
        action,
        orderType: 1,
        sequenceNo: i + 1,
      })),
    ),
  );
}

async function seedStaff(db: DbOrTx, random: TRandom, size: number): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const departments = await db.select().from(department);
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
  const created = await db
    .insert(employee)
    .values(rows)
    .returning({ employeeId: employee.employeeId, isSales: employee.isSales });
  return created.filter((e) => e.isSales === 1).map((e) => e.employeeId);
}

async function seedOperations(db: DbOrTx): Promise<void> {
  const operators = await db.select().from(employee).where(eq(employee.roleId, ROLE.Production));
  const machines = [
    { machineName: 'Printer 1', machineTypeId: 1 },
    { machineName: 'Die-Cutter 1', machineTypeId: 2 },
    { machineName: 'Cup Machine 1', machineTypeId: 3 },
    { machineName: 'Cup Machine 2', machineTypeId: 3 },
    { machineName: 'Bowl Machine 1', machineTypeId: 3 },
    { machineName: 'Packaging Line 1', machineTypeId: 4 },
    { machineName: 'Packaging Line 2', machineTypeId: 4 },
  ];
  await db.insert(lookups.machine).values(
    machines.map((m, i) => ({
      ...m,
      sortingOrder: i + 1,
      maintenance: 0,
      operator: operators[i % operators.length]?.employeeId,
    })),
  );
  const today = new Date();
  const inDays = (days: number) => toApiDate(new Date(today.getTime() + days * 86_400_000));
  await db.insert(lookups.notification).values([
    {
      notificationContext: 'Christmas shutdown: last dispatch 19 December.',
      role: ROLE.Sales,
      startDate: inDays(-7),
      endDate: inDays(30),
      isActive: 1,
    },
    {
      notificationContext: 'Cup Machine 2 maintenance on Friday afternoon.',
      role: ROLE.Production,
      startDate: inDays(-1),
      endDate: inDays(7),
      isActive: 1,
    },
    {
      notificationContext: 'New 8oz double-wall cups now in stock.',
      role: ROLE.Sales,
      startDate: inDays(-60),
      endDate: inDays(-30),
      isActive: 1,
    },
  ]);
}

/** What the benchmark scales beyond `size`. */
export interface TDemoScale {
  /** Sales orders (default DEMO_ORDERS_PER_SIZE × size). */
  orders?: number;
  /** Customer products per customer (default 2: the product seeder makes two per customer per size). */
  productsPerCustomer?: number;
}

/** Adds the demo data set once; a database that already has it is left alone. */
export async function seedDemoData(db: Database, size = 1, scale: TDemoScale = {}): Promise<boolean> {
  const [already] = await db.select({ id: employee.employeeId }).from(employee).where(eq(employee.userName, 'sales'));
  if (already) return false;
  const random = createRandom(20261122);
  await db.transaction(async (tx) => {
    await seedLookups(tx);
    const salesIds = await seedStaff(tx, random, size);
    await seedOperations(tx);
    await seedDemoCustomers(tx, random, { size, salesIds, password: DEMO_PASSWORD });
    await seedCatalogueDemo(tx, random, size);
    await seedProductDemo(tx, random, Math.ceil((size * (scale.productsPerCustomer ?? 2)) / 2));
    await seedQuotationDemo(tx, random, size);
    await seedSalesOrderDemo(tx, random, { size, orders: scale.orders });
    await seedWarehouseDemo(tx, random, size);
    await seedDispatchDemo(tx, random, size);
    await seedTicketDemo(tx, random, size);
  });
  return true;
}

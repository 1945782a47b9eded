import { ROLE, toApiDate } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { employee } from '../employees/employees.tables.ts';
import * as lookups from './lookups.tables.ts';

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

const names = <K extends string>(key: K, values: readonly string[]) =>
  values.map((v) => ({ [key]: v }) as Record<K, string>);

/** The lists behind the pickers (cities, brands, customer groups, couriers, ...), the machines and the notices. */
export async function seedLookupDemo(tx: Transaction): Promise<void> {
  await tx.insert(lookups.city).values(names('cityName', CITIES));
  await tx.insert(lookups.brand).values(names('brandName', ['Packline', 'EcoCup', 'KiwiPak']));
  await tx.insert(lookups.customerGroup1).values([
    { group1Name: 'Café', priceVisible: 1 },
    { group1Name: 'Restaurant', priceVisible: 1 },
    { group1Name: 'Distributor', priceVisible: 0 },
    { group1Name: 'Supermarket', priceVisible: 0 },
    { group1Name: 'Bakery', priceVisible: 1 },
  ]);
  await tx.insert(lookups.customerGroup2).values(names('group2Name', ['North Island', 'South Island']));
  await tx.insert(lookups.customerGroup3).values(names('group3Name', ['Small', 'Medium', 'Large']));
  await tx.insert(lookups.customerGroup4).values(names('group4Name', ['Direct', 'Via distributor']));
  await tx.insert(lookups.customerGroup5).values(names('group5Name', ['Standard', 'Key account']));
  await tx
    .insert(lookups.customerSource)
    .values(names('sourceName', ['Website', 'Referral', 'Trade show', 'Cold call']));
  await tx
    .insert(lookups.deliveryMethod)
    .values(names('deliveryMethodName', ['Courier', 'Own truck', 'Customer pickup', 'Freight']));
  await tx
    .insert(lookups.courier)
    .values(names('courierName', ['NZ Couriers', 'Mainfreight', 'PBT Couriers', 'Post Haste']));
  await tx.insert(lookups.recordType).values(names('recordTypeName', ['Warning', 'Training', 'Commendation']));
  await tx
    .insert(lookups.contractType)
    .values(names('contractTypeName', ['Permanent full-time', 'Permanent part-time', 'Fixed-term', 'Casual']));
  await tx.insert(lookups.packagingType).values([
    { packagingTypeName: '1000 cups (50 x 20)', quantity: 1000, sleeveQty: 50, sleevePkt: 20 },
    { packagingTypeName: '500 bowls (25 x 20)', quantity: 500, sleeveQty: 25, sleevePkt: 20 },
    { packagingTypeName: '2000 lids (100 x 20)', quantity: 2000, sleeveQty: 100, sleevePkt: 20 },
    { packagingTypeName: '250 containers (50 x 5)', quantity: 250, sleeveQty: 50, sleevePkt: 5 },
  ]);
  await tx.insert(lookups.palletStacking).values([
    { palletStackingName: '5 x 8 cartons', quantity: 40 },
    { palletStackingName: '6 x 6 cartons', quantity: 36 },
    { palletStackingName: '4 x 10 cartons', quantity: 40 },
  ]);
  const types = await tx
    .insert(lookups.productType)
    .values(names('productTypeName', ['Paper cup', 'Lid', 'Bowl', 'Container', 'Straw']))
    .returning();
  // Printed products go printing → die-cutting → production → packaging; lids skip printing.
  await tx.insert(lookups.productTypeAction).values(
    types.flatMap((t) =>
      (t.productTypeName === 'Lid' ? [3, 4] : [1, 2, 3, 4]).map((action, i) => ({
        productTypeId: t.productTypeId,
        action,
        orderType: 1,
        sequenceNo: i + 1,
      })),
    ),
  );
  await seedOperations(tx);
}

/** Machines with their operators (the demo's production staff) and the notices of the Home page. */
async function seedOperations(tx: Transaction): Promise<void> {
  const operators = await tx.select().from(employee).where(eq(employee.roleId, ROLE.Production));
  const machines = [
    { machineName: 'Printer 1', machineTypeId: 1 },
    { machineName: 'Die-Cutter 1', machineTypeId: 2 },
    { machineName: 'Cup Machine 1', machineTypeId: 3 },
    { machineName: 'Cup Machine 2', machineTypeId: 3 },
    { machineName: 'Bowl Machine 1', machineTypeId: 3 },
    { machineName: 'Packaging Line 1', machineTypeId: 4 },
    { machineName: 'Packaging Line 2', machineTypeId: 4 },
  ];
  await tx.insert(lookups.machine).values(
    machines.map((m, i) => ({
      ...m,
      sortingOrder: i + 1,
      maintenance: 0,
      operator: operators[i % operators.length]?.employeeId,
    })),
  );
  const today = new Date();
  const inDays = (days: number) => toApiDate(new Date(today.getTime() + days * 86_400_000));
  await tx.insert(lookups.notification).values([
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

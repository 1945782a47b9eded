import { todayInAuckland } from '@packline/domain';
import { expect } from 'vitest';
import { type TStaffOptions, type TTestApp, type TTestStaff, uniqueName } from '../../../test/test-app.ts';
import { createBaseProduct, createMachine } from '../catalogue/base-product.fixtures.ts';
import { workingArrangement } from '../shop-floor/shop-floor.tables.ts';

/** A customer's product whose packaging type holds 1,000 pieces a carton (base-product.fixtures createPackagingType). */
export async function createPackedProduct(t: TTestApp, token: string): Promise<number> {
  const customerId = (await t.createCustomer()).customerId;
  const base = await createBaseProduct(t, token);
  const res = await t.api(token).post('/api/Product/AddProduct', {
    productName: uniqueName('Job cup'),
    productCode: uniqueName('JC'),
    customerId,
    baseProductId: base.baseProductId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.productId;
}

/** A new machine of `machineTypeId` and a new employee (`staff`) arranged as its operator today. */
export async function createArrangedMachine(
  t: TTestApp,
  token: string,
  machineTypeId: number,
  staff: TStaffOptions,
): Promise<{ machineId: number; operator: TTestStaff }> {
  const machineId = (await createMachine(t, token, machineTypeId)).machineId;
  const operator = await t.createStaff(staff);
  await t.db
    .insert(workingArrangement)
    .values({ machineId, operator: operator.employeeId, workingDate: todayInAuckland() });
  return { machineId, operator };
}

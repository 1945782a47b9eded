import { ZCustomer, ZCustomerLogin } from '@packline/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { DEMO_PASSWORD } from '../employees/employees.demo.ts';
import { DEMO_CUSTOMER_USER } from './customers.demo.ts';
import { contact, customer, customerAttachment, extraAddress, onlineUser } from './customers.tables.ts';

// The demo customers (docs/architecture.md §5): what the screens, the e2e journeys and a first look rely on.

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  await seedDemoData(t.db);
});
afterAll(() => t?.close());

describe('demo customers', () => {
  it('are 60 customers across NZ cities in every status, each with 1–3 contacts', async () => {
    const customers = (await t.api(admin).get('/api/Customer/GetAllCustomer', z.array(ZCustomer))).body.data;
    expect(customers).toHaveLength(60);
    expect(new Set(customers.map((c) => c.cityName)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(customers.map((c) => c.company)).size).toBe(60);
    for (const status of [1, 2, 3]) expect(customers.filter((c) => c.statusId === status).length).toBeGreaterThan(2);
    for (const c of customers) {
      expect(c).toMatchObject({
        address1: expect.any(String),
        postalCode: expect.any(String),
        email: expect.any(String),
      });
      expect(c.customerNumber).toBe(`C${1000 + c.customerId}`);
    }
    // New customers came from a salesperson: prepay, rating 3 (spec 02 §4).
    for (const c of customers.filter((row) => row.statusId === 3)) {
      expect(c).toMatchObject({ paymentCycleId: 6, leadRating: 3 });
    }

    const perCustomer = await t.db
      .select({ customerId: contact.customerId, n: count() })
      .from(contact)
      .groupBy(contact.customerId);
    expect(perCustomer).toHaveLength(60);
    for (const row of perCustomer) expect(row.n).toBeGreaterThanOrEqual(1);
    for (const row of perCustomer) expect(row.n).toBeLessThanOrEqual(3);
    expect((await t.db.select({ n: count() }).from(extraAddress))[0]?.n).toBeGreaterThanOrEqual(10);
    expect((await t.db.select({ n: count() }).from(customerAttachment))[0]?.n).toBeGreaterThanOrEqual(5);
  });

  it('include the cafe-aroha login of the first customer and more online users', async () => {
    const [first] = await t.db.select().from(customer).orderBy(customer.customerId).limit(1);
    const res = await t.api().post(
      '/api/OnlineUser/OnlineUserLogin',
      {
        username: DEMO_CUSTOMER_USER,
        password: DEMO_PASSWORD,
      },
      ZCustomerLogin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.customerId).toBe(first?.customerId);
    expect(first?.company).toBe('Aroha Café Limited');
    const logins = await t.db.select().from(onlineUser);
    expect(logins.length).toBeGreaterThanOrEqual(8);
    const [aroha] = await t.db.select().from(onlineUser).where(eq(onlineUser.userName, DEMO_CUSTOMER_USER));
    expect(aroha?.customerId).toBe(first?.customerId);
  });
});

import { uniqueName } from '../../../test/unique-name.ts';
import { hashPassword } from '../../core/password.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customer, extraAddress, onlineUser } from './customers.tables.ts';

// Customers for the tests of other modules: they make theirs here instead of writing this module's tables
// (STYLE: a module never reads another module's tables). The customers' own API tests go through the API.

export type TCustomerRow = typeof customer.$inferSelect;
type TCustomerFields = Partial<typeof customer.$inferInsert>;

/** A customer row; company (and code, the same) unique unless given. */
export async function aCustomer(db: DbOrTx, fields: TCustomerFields = {}): Promise<TCustomerRow> {
  const [row] = await someCustomers(db, [fields]);
  return row;
}

/** Customers in one insert, in the order given (their ids rise in that order). */
export async function someCustomers(db: DbOrTx, rows: TCustomerFields[]): Promise<TCustomerRow[]> {
  return db
    .insert(customer)
    .values(
      rows.map((fields) => {
        const company = fields.company ?? uniqueName('Test Café');
        return { company, customerCode: fields.customerCode ?? company, ...fields };
      }),
    )
    .returning();
}

/** An online user (the customer's own login, spec 01 §3); the password is kept hashed as the server keeps it. */
export async function anOnlineUser(
  db: DbOrTx,
  customerId: number,
  fields: { userName?: string; password?: string } = {},
): Promise<{ userName: string; password: string }> {
  const userName = fields.userName ?? uniqueName('online');
  const password = fields.password ?? `pw-${uniqueName('online')}`;
  await db.insert(onlineUser).values({ userName, passwordHash: await hashPassword(password), customerId });
  return { userName, password };
}

/** One more delivery address of the customer (Customer/ExtraAddress). */
export async function anExtraAddress(db: DbOrTx, customerId: number, address: string): Promise<void> {
  await db.insert(extraAddress).values({ customerId, address });
}

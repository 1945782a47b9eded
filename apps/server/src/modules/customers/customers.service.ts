import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customer, onlineUser } from './customers.tables.ts';

/** The online user a customer login checks, with its customer; includes the password hash. */
export async function findOnlineUserForLogin(db: DbOrTx, userName: string) {
  const [row] = await db
    .select({
      userId: onlineUser.userId,
      userName: onlineUser.userName,
      passwordHash: onlineUser.passwordHash,
      customerId: onlineUser.customerId,
      company: customer.company,
    })
    .from(onlineUser)
    .innerJoin(customer, eq(customer.customerId, onlineUser.customerId))
    .where(eq(sql`lower(${onlineUser.userName})`, userName.trim().toLowerCase()));
  return row ?? null;
}

export async function getCustomerName(db: DbOrTx, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ company: customer.company })
    .from(customer)
    .where(eq(customer.customerId, customerId));
  return row?.company ?? null;
}

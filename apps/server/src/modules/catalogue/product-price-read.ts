import { ALL_GROUPS, type TProductPrice } from '@packline/domain';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerGroups1 } from '../lookups/lookups.reads.ts';
import { productPrice } from './catalogue.tables.ts';

// The price rows with their customer group's name.

export async function selectPrices(db: DbOrTx, where: SQL | undefined): Promise<TProductPrice[]> {
  const select = db
    .select({
      productPriceId: productPrice.productPriceId,
      baseProductId: productPrice.baseProductId,
      group1: productPrice.group1,
      group1Name: sql<string>`coalesce(${customerGroups1.group1Name}, ${ALL_GROUPS})`,
      quantiy: productPrice.quantiy,
      price: productPrice.price,
      description: productPrice.description,
      originalPrice: productPrice.originalPrice,
    })
    .from(productPrice)
    .$dynamic();
  return customerGroups1
    .leftJoin(select, productPrice.group1)
    .where(where)
    .orderBy(
      asc(productPrice.baseProductId),
      sql`${productPrice.group1} nulls first`,
      asc(productPrice.productPriceId),
    );
}

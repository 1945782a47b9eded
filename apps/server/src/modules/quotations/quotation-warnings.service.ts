import { QUOTATION_DRAFT, type TBelowMinimumItem } from '@packline/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { decimal } from './quotation-pricing.service.ts';
import { quotationItemQuery, toQuotationItem } from './quotation-read.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// ---- Below-minimum warnings ---------------------------------------------------------------------------------------

/** GET Quotation/GetBelow: approved live lines below their minimum price whose warning nobody dismissed. */
export async function listBelowMinimum(db: DbOrTx): Promise<TBelowMinimumItem[]> {
  const rows = await quotationItemQuery(
    db,
    and(
      eq(quotation.draft, QUOTATION_DRAFT.Approved),
      isNull(quotationItem.deletedAt),
      eq(quotationItem.isBelowMin, 1),
      isNull(quotationItem.warningDisabledAt),
    ),
  );
  return rows.map((row) => {
    const line = toQuotationItem(row);
    const originPrice = line.originPrice ?? line.price;
    return {
      quotationItemId: line.quotationItemId,
      quotationId: line.quotationId,
      quotationNo: row.quotationNo,
      customerId: row.customerId,
      company: row.company,
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      productCode: line.productCode,
      productName: line.productName,
      originPrice,
      price: line.price,
      margin: line.margin,
      diff: decimal(Number(originPrice) - Number(line.price), 3),
      effDate: row.effDate,
    };
  });
}

/** DELETE Quotation/DisableWarning: a manager dismisses a below-minimum warning, recording who and the difference. */
export async function disableWarning(db: DbOrTx, query: { id: number; diff: number }, actorId: number) {
  const row = await firstOrNotFound(
    db
      .update(quotationItem)
      .set({ warningDisabledAt: new Date(), warningDisabledBy: actorId, warningDiff: decimal(query.diff, 3) })
      .where(and(eq(quotationItem.quotationItemId, query.id), isNull(quotationItem.warningDisabledAt)))
      .returning({ quotationItemId: quotationItem.quotationItemId }),
    `Quotation item ${query.id} was not found.`,
  );
  return row;
}

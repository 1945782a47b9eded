import { BOX_SOURCE, BOX_SOURCE_OF_WORK_ORDER, SUBORDER_MESSAGES, SUBORDER_STATUS, type TBox } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { productPackQuantities } from '../sales-orders/sales-order-read.ts';
import { labelNewBoxes } from '../warehouse/boxes.service.ts';
import { suborder, workOrder } from './production.tables.ts';

// A packaging job's boxes (spec 02 §2 Packaging, §7 Box/GenerateBarCode; issue 15): labelled boxes of the work
// order's product, each a full carton (the product's packaging quantity), marked with the job they were made for.

const CLOSED: ReadonlySet<number> = new Set([SUBORDER_STATUS.Complete, SUBORDER_STATUS.Cancelled]);

/**
 * POST Box/GenerateBarCode?suborderId&count: `count` new boxes for the job, in stock and on no pallet yet (packaging
 * puts them on its pallets next). One transaction with the job locked, so a job completed meanwhile gets none.
 */
export async function generateJobBoxes(
  db: Database,
  input: { suborderId: number; count: number },
  employeeId: number | null,
): Promise<TBox[]> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        status: suborder.suborderStatusId,
        productId: workOrder.productId,
        workOrderSourceId: workOrder.workOrderSourceId,
      })
      .from(suborder)
      .innerJoin(workOrder, eq(workOrder.workOrderId, suborder.workOrderId))
      .where(eq(suborder.suborderId, input.suborderId))
      .for('update', { of: suborder });
    if (!job) throw new NotFoundError(SUBORDER_MESSAGES.notFound(input.suborderId));
    if (CLOSED.has(job.status)) throw new BusinessError(SUBORDER_MESSAGES.closed);
    const packQuantity = (await productPackQuantities(tx, [job.productId])).get(job.productId);
    if (!packQuantity) throw new BusinessError(SUBORDER_MESSAGES.noPackQuantity);
    return labelNewBoxes(tx, {
      productId: job.productId,
      quantityPerBox: packQuantity,
      count: input.count,
      source: BOX_SOURCE_OF_WORK_ORDER[job.workOrderSourceId] ?? BOX_SOURCE.ManuallyOrder,
      suborderId: input.suborderId,
      createdBy: employeeId,
    });
  });
}

import { SUBORDER_MESSAGES, suborderOffersOf } from '@packline/domain';
import { BusinessError } from '../../core/errors.ts';
import type { Database } from '../../db/client.ts';
import { createBoxBatches } from '../boxes/boxes.service.ts';
import type { TBoxLabel } from '../labels/labels.pdf.ts';
import { readBoxLabels } from '../labels/labels.service.ts';
import { lockJobOfProduct } from '../work-orders/suborder-steps.service.ts';
import { semiBoxIdsOf } from '../work-orders/used-boxes-read.ts';
import { packQuantityOf } from './packaging-boxes.service.ts';

// Print on the Suborder screen (spec 02 §4: "A Print button appears for the last semi-finished step of a complete or
// partly complete suborder"; issue 15). The last semi-finished step (isSemiLast, the step just before Packaging) made
// semi-finished product: its labels are the step's semi-finished boxes (box.isSemi 1, box.suborderId the step).

/**
 * POST Suborder/PrintSemiLabels?id: the labels of the step's semi-finished boxes. The first Print labels them (full
 * cartons of the completed quantity, the last carton holding the rest), in stock and on no pallet; a later Print
 * prints the same boxes again. One transaction with the step locked, so two Prints at once label the boxes once.
 */
export async function printSemiFinishedLabels(
  db: Database,
  suborderId: number,
  employeeId: number | null,
): Promise<TBoxLabel[]> {
  return db.transaction(async (tx) => {
    const step = await lockJobOfProduct(tx, suborderId);
    if (!suborderOffersOf({ suborderStatusId: step.status, isSemiLast: step.isSemiLast }).print) {
      throw new BusinessError(SUBORDER_MESSAGES.notPrintable);
    }
    let boxIds = await semiBoxIdsOf(tx, suborderId);
    if (boxIds.length === 0) {
      const made = Number(step.completedQuantity);
      if (!(made > 0)) throw new BusinessError(SUBORDER_MESSAGES.nothingMade);
      const perBox = await packQuantityOf(tx, step.productId);
      const full = Math.floor(made / perBox);
      const rest = made - full * perBox;
      const common = {
        productId: step.productId,
        source: step.source,
        suborderId,
        isSemi: true,
        createdBy: employeeId,
      };
      const created = await createBoxBatches(tx, [
        { ...common, quantityPerBox: perBox, count: full },
        { ...common, quantityPerBox: rest, count: rest > 0 ? 1 : 0 },
      ]);
      boxIds = created.map((b) => b.boxId);
    }
    return readBoxLabels(tx, { boxIds });
  });
}

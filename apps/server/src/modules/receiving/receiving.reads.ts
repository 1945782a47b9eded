import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { joinsBy } from '../../db/read-view.ts';
import { receivingBox, unloadingInspection } from './receiving.tables.ts';

// What other modules may read of receiving (modules/README.md "Reads other modules may use"): a receiving's number,
// order, container, arrival, who unloaded and its status, and which receiving generated a raw material box.
// Traceability reads them; only receiving's service changes them.

/** Receivings (unloading inspections) as another module reads them. */
export const receivings = {
  inspectionId: unloadingInspection.inspectionId,
  no: unloadingInspection.no,
  poId: unloadingInspection.poId,
  containerNo: unloadingInspection.containerNo,
  arrivalTime: unloadingInspection.arrivalTime,
  unloadingPeople: unloadingInspection.unloadingPeople,
  status: unloadingInspection.status,
  ...joinsBy(unloadingInspection, unloadingInspection.inspectionId),
};

/**
 * The select with the receiving of a raw material box left-joined (read its columns from `receivings`): the receiving
 * that generated the box, else the first receiving of its purchase order `poId` (an order may have several, issue 31).
 */
export const leftJoinReceivingOfRawMaterialBox = <T extends PgSelect>(
  select: T,
  rawMaterialBoxId: AnyPgColumn,
  poId: AnyPgColumn,
) =>
  select
    .leftJoin(receivingBox, eq(receivingBox.rawMaterialBoxId, rawMaterialBoxId))
    .leftJoin(
      unloadingInspection,
      sql`${unloadingInspection.inspectionId} = coalesce(${receivingBox.inspectionId}, (select min(first_receiving.inspection_id) from unloading_inspection first_receiving where first_receiving.po_id = ${poId}))`,
    );

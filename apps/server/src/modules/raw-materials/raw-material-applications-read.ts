import {
  APPLICATION_PROCESSED,
  APPLICATION_RUNOUT,
  APPLICATION_STATE,
  APPLICATION_STATE_NAMES,
  applicationStateOf,
  type TApplicationDetail,
  type TApplicationDetailListQuery,
  type TApplicationDetailSortField,
  type TRawMaterialApplication,
  type TRawMaterialApplicationListQuery,
  type TRawMaterialApplicationSortField,
} from '@packline/domain';
import { and, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { listPage, lookupNameMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { baseProducts, products, rawMaterials } from '../catalogue/catalogue.reads.ts';
import { employees, employeesAs } from '../employees/employees.reads.ts';
import { palletsAs } from '../warehouse-layout/warehouse-layout.reads.ts';
import { applicationDetails, rawMaterialApplication, rawMaterialBox } from './raw-materials.tables.ts';

// The application reads that show the raw material (catalogue) and the people (employees): the lists of Raw Material
// Application, Warehouse Confirm and Application Details, and the boxes production still holds of a product's raw
// materials.

const applicant = employeesAs('applicant');
const confirmer = employeesAs('confirmer');
const applicantName = applicant.name;

const pickedQuantity = sql<string>`(select coalesce(sum(d.quantity), 0) from ${applicationDetails} d where d.application_id = ${rawMaterialApplication.applicationId})`;
const pickedBoxes = sql<number>`(select count(*)::int from ${applicationDetails} d where d.application_id = ${rawMaterialApplication.applicationId})`;

function selectApplications(db: DbOrTx) {
  const select = db
    .select({
      applicationId: rawMaterialApplication.applicationId,
      rawMaterialId: rawMaterialApplication.rawMaterialId,
      rawMaterialCode: rawMaterials.rawMaterialCode,
      rawMaterialName: rawMaterials.rawMaterialName,
      applyQuantity: rawMaterialApplication.applyQuantity,
      appliedAt: rawMaterialApplication.appliedAt,
      applyEmployeeId: rawMaterialApplication.applyEmployeeId,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      processed: rawMaterialApplication.processed,
      warehouseEmployeeId: rawMaterialApplication.warehouseEmployeeId,
      warehouseEmployeeName: confirmer.name,
      processedAt: rawMaterialApplication.processedAt,
      receivedAt: rawMaterialApplication.receivedAt,
      receivedQuantity: rawMaterialApplication.receivedQuantity,
      pickedQuantity,
      pickedBoxes,
    })
    .from(rawMaterialApplication)
    .$dynamic();
  return withJoins(
    select,
    (q) => rawMaterials.innerJoin(q, rawMaterialApplication.rawMaterialId),
    (q) => applicant.innerJoin(q, rawMaterialApplication.applyEmployeeId),
    (q) => confirmer.leftJoin(q, rawMaterialApplication.warehouseEmployeeId),
  );
}
type TApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

function toApplication(r: TApplicationRow): TRawMaterialApplication {
  const receivedAt = r.receivedAt?.toISOString() ?? null;
  const state = applicationStateOf({ processed: r.processed, receivedAt });
  return {
    applicationId: r.applicationId,
    rawMaterialId: r.rawMaterialId,
    rawMaterial: { rawMaterialCode: r.rawMaterialCode, rawMaterialName: r.rawMaterialName },
    applyQuantity: Number(r.applyQuantity),
    appliedAt: r.appliedAt.toISOString(),
    applyEmployeeId: r.applyEmployeeId,
    applyEmployee: { firstName: r.firstName, lastName: r.lastName },
    processed: r.processed,
    warehouseEmployeeId: r.warehouseEmployeeId,
    warehouseEmployeeName: r.warehouseEmployeeName,
    processedAt: r.processedAt?.toISOString() ?? null,
    receivedAt,
    receivedQuantity: r.receivedQuantity === null ? null : Number(r.receivedQuantity),
    pickedQuantity: Number(r.pickedQuantity),
    pickedBoxes: Number(r.pickedBoxes),
    state,
    stateName: APPLICATION_STATE_NAMES[state] ?? '',
  };
}

export async function findApplication(db: DbOrTx, applicationId: number): Promise<TRawMaterialApplication | null> {
  const [row] = await selectApplications(db).where(eq(rawMaterialApplication.applicationId, applicationId));
  return row ? toApplication(row) : null;
}

/** What the application lists' column headers sort by (domain RAW_MATERIAL_APPLICATION_SORT_FIELDS). */
const APPLICATION_SORTS: Record<TRawMaterialApplicationSortField, TSortable> = {
  appliedAt: rawMaterialApplication.appliedAt,
  rawMaterialCode: rawMaterials.rawMaterialCode,
  applyQuantity: rawMaterialApplication.applyQuantity,
  applyEmployee: applicantName,
  processed: rawMaterialApplication.processed,
  receivedAt: rawMaterialApplication.receivedAt,
};

const STATE_FILTERS: Record<number, SQL | undefined> = {
  [APPLICATION_STATE.NotPicked]: eq(rawMaterialApplication.processed, APPLICATION_PROCESSED.NotPicked),
  [APPLICATION_STATE.Picked]: and(
    eq(rawMaterialApplication.processed, APPLICATION_PROCESSED.Picked),
    isNull(rawMaterialApplication.receivedAt),
  ),
  [APPLICATION_STATE.Complete]: isNotNull(rawMaterialApplication.receivedAt),
};

function applicationListFilter(query: TRawMaterialApplicationListQuery): SQL | undefined {
  return and(
    query.state === undefined ? undefined : STATE_FILTERS[query.state],
    query.rawMaterialId ? eq(rawMaterialApplication.rawMaterialId, query.rawMaterialId) : undefined,
    searchOf(query.search, (pattern) => [
      lookupNameMatches(
        pattern,
        rawMaterialApplication.rawMaterialId,
        rawMaterials.rawMaterialId,
        rawMaterials.rawMaterialCode,
      ),
      lookupNameMatches(
        pattern,
        rawMaterialApplication.rawMaterialId,
        rawMaterials.rawMaterialId,
        rawMaterials.rawMaterialName,
      ),
      employees.nameMatches(pattern, rawMaterialApplication.applyEmployeeId),
    ]),
  );
}

/** GET RawMaterialApplication/GetAllRawMaterialApplication: newest first unless a column sorts; a page with `page`. */
export function listApplications(db: DbOrTx, query: TRawMaterialApplicationListQuery = {}) {
  const where = applicationListFilter(query);
  return listPage(query, {
    rows: selectApplications(db)
      .where(where)
      .orderBy(
        ...orderByOf(
          APPLICATION_SORTS,
          query,
          { field: 'appliedAt', order: 'descend' },
          rawMaterialApplication.applicationId,
        ),
      ),
    count: db.select({ total: count() }).from(rawMaterialApplication).where(where),
    toRow: toApplication,
  });
}

// ---- Application details --------------------------------------------------------------------------------------------

const fromPallet = palletsAs('from_plate');

function selectDetails(db: DbOrTx) {
  const select = db
    .select({
      detailsId: applicationDetails.detailsId,
      applicationId: applicationDetails.applicationId,
      rawMaterialBoxId: applicationDetails.rawMaterialBoxId,
      boxCode: rawMaterialBox.boxCode,
      rawMaterialId: rawMaterialBox.rawMaterialId,
      rawMaterialCode: rawMaterials.rawMaterialCode,
      rawMaterialName: rawMaterials.rawMaterialName,
      poNumber: rawMaterialBox.poNumber,
      quantity: applicationDetails.quantity,
      runout: applicationDetails.runout,
      plateCode: fromPallet.plateCode,
      applyEmployeeName: applicantName,
      processed: rawMaterialApplication.processed,
      receivedAt: rawMaterialApplication.receivedAt,
      createdAt: applicationDetails.createdAt,
    })
    .from(applicationDetails)
    .innerJoin(rawMaterialBox, eq(rawMaterialBox.rawMaterialBoxId, applicationDetails.rawMaterialBoxId))
    .innerJoin(rawMaterialApplication, eq(rawMaterialApplication.applicationId, applicationDetails.applicationId))
    .$dynamic();
  return withJoins(
    select,
    (q) => rawMaterials.innerJoin(q, rawMaterialBox.rawMaterialId),
    (q) => applicant.innerJoin(q, rawMaterialApplication.applyEmployeeId),
    (q) => fromPallet.leftJoin(q, applicationDetails.fromPlateId),
  );
}
type TDetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

function toDetail(r: TDetailRow): TApplicationDetail {
  return {
    detailsId: r.detailsId,
    applicationId: r.applicationId,
    rawMaterialBoxId: r.rawMaterialBoxId,
    boxCode: r.boxCode,
    rawMaterialId: r.rawMaterialId,
    rawMaterial: { rawMaterialCode: r.rawMaterialCode, rawMaterialName: r.rawMaterialName },
    poNumber: r.poNumber,
    quantity: Number(r.quantity),
    runout: r.runout,
    plateCode: r.plateCode,
    applyEmployeeName: r.applyEmployeeName,
    processed: r.processed,
    receivedAt: r.receivedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function findDetail(db: DbOrTx, detailsId: number): Promise<TApplicationDetail | null> {
  const [row] = await selectDetails(db).where(eq(applicationDetails.detailsId, detailsId));
  return row ? toDetail(row) : null;
}

const DETAIL_SORTS: Record<TApplicationDetailSortField, TSortable> = {
  createdAt: applicationDetails.createdAt,
  boxCode: rawMaterialBox.boxCode,
  rawMaterialCode: rawMaterials.rawMaterialCode,
  quantity: applicationDetails.quantity,
  runout: applicationDetails.runout,
  applicationId: applicationDetails.applicationId,
};

/** The box's own searched text, as the trigram index of warehouse.tables.ts writes it. */
const boxSearched = sql`(${rawMaterialBox.boxCode} || ' ' || coalesce(${rawMaterialBox.poNumber}, ''))`;

/** A picked box whose code or PO number, or whose raw material's code or name, holds the word. */
function detailSearchArms(pattern: string): SQL[] {
  const materialNamed = or(
    lookupNameMatches(pattern, rawMaterialBox.rawMaterialId, rawMaterials.rawMaterialId, rawMaterials.rawMaterialCode),
    lookupNameMatches(pattern, rawMaterialBox.rawMaterialId, rawMaterials.rawMaterialId, rawMaterials.rawMaterialName),
  );
  return [
    lookupNameMatches(pattern, applicationDetails.rawMaterialBoxId, rawMaterialBox.rawMaterialBoxId, boxSearched),
    sql`${applicationDetails.rawMaterialBoxId} = any(array(select ${rawMaterialBox.rawMaterialBoxId} from ${rawMaterialBox} where ${materialNamed}))`,
  ];
}

function detailListFilter(query: TApplicationDetailListQuery): SQL | undefined {
  return and(
    query.applicationId ? eq(applicationDetails.applicationId, query.applicationId) : undefined,
    query.runout === undefined ? undefined : eq(applicationDetails.runout, query.runout),
    searchOf(query.search, detailSearchArms),
  );
}

/**
 * GET ApplicationDetails/GetAllApplicationDetails: one application's picked boxes (oldest first) or, without
 * `applicationId`, every picked box (Application Details, newest first); a page with `page`.
 */
export function listDetails(db: DbOrTx, query: TApplicationDetailListQuery = {}) {
  const where = detailListFilter(query);
  const fallback = query.applicationId
    ? ({ field: 'createdAt', order: 'ascend' } as const)
    : ({ field: 'createdAt', order: 'descend' } as const);
  return listPage(query, {
    rows: selectDetails(db)
      .where(where)
      .orderBy(...orderByOf(DETAIL_SORTS, query, fallback, applicationDetails.detailsId)),
    count: db.select({ total: count() }).from(applicationDetails).where(where),
    toRow: toDetail,
  });
}

/**
 * GET ApplicationDetails/GetRemainingRawMaterialBoxByProductId: the boxes production holds (picked, not run out) of
 * the raw materials of the product's base product (rawMaterial, rawMaterialId2), oldest first.
 */
export async function listRemainingBoxesOfProduct(db: DbOrTx, productId: number): Promise<TApplicationDetail[]> {
  const materials = baseProducts
    .innerJoin(
      products.select(db, {
        id: sql<number>`unnest(array[${baseProducts.rawMaterial}, ${baseProducts.rawMaterialId2}])`.as('id'),
      }),
      products.baseProductId,
    )
    .where(eq(products.productId, productId));
  const rows = await selectDetails(db)
    .where(
      and(
        eq(applicationDetails.runout, APPLICATION_RUNOUT.InUse),
        eq(rawMaterialApplication.processed, APPLICATION_PROCESSED.Picked),
        inArray(rawMaterialBox.rawMaterialId, db.select({ id: sql<number>`m.id` }).from(materials.as('m'))),
      ),
    )
    .orderBy(applicationDetails.createdAt, applicationDetails.detailsId);
  return rows.map(toDetail);
}

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
import { alias } from 'drizzle-orm/pg-core';
import { listPage, lookupNameMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { baseProduct, product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employeeNameSql } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';
import { applicationDetails, rawMaterialApplication, rawMaterialBox } from './raw-materials.tables.ts';

// The application reads that show the raw material (catalogue) and the people (employees): the lists of Raw Material
// Application, Warehouse Confirm and Application Details, and the boxes production still holds of a product's raw
// materials.

const applicant = alias(employee, 'applicant');
const confirmer = alias(employee, 'confirmer');
const applicantName = employeeNameSql(applicant);

const pickedQuantity = sql<string>`(select coalesce(sum(d.quantity), 0) from ${applicationDetails} d where d.application_id = ${rawMaterialApplication.applicationId})`;
const pickedBoxes = sql<number>`(select count(*)::int from ${applicationDetails} d where d.application_id = ${rawMaterialApplication.applicationId})`;

function selectApplications(db: DbOrTx) {
  return db
    .select({
      applicationId: rawMaterialApplication.applicationId,
      rawMaterialId: rawMaterialApplication.rawMaterialId,
      rawMaterialCode: rawMaterial.rawMaterialCode,
      rawMaterialName: rawMaterial.rawMaterialName,
      applyQuantity: rawMaterialApplication.applyQuantity,
      appliedAt: rawMaterialApplication.appliedAt,
      applyEmployeeId: rawMaterialApplication.applyEmployeeId,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      processed: rawMaterialApplication.processed,
      warehouseEmployeeId: rawMaterialApplication.warehouseEmployeeId,
      warehouseEmployeeName: employeeNameSql(confirmer),
      processedAt: rawMaterialApplication.processedAt,
      receivedAt: rawMaterialApplication.receivedAt,
      receivedQuantity: rawMaterialApplication.receivedQuantity,
      pickedQuantity,
      pickedBoxes,
    })
    .from(rawMaterialApplication)
    .innerJoin(rawMaterial, eq(rawMaterial.rawMaterialId, rawMaterialApplication.rawMaterialId))
    .innerJoin(applicant, eq(applicant.employeeId, rawMaterialApplication.applyEmployeeId))
    .leftJoin(confirmer, eq(confirmer.employeeId, rawMaterialApplication.warehouseEmployeeId));
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
  rawMaterialCode: rawMaterial.rawMaterialCode,
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
        rawMaterial.rawMaterialId,
        rawMaterial.rawMaterialCode,
      ),
      lookupNameMatches(
        pattern,
        rawMaterialApplication.rawMaterialId,
        rawMaterial.rawMaterialId,
        rawMaterial.rawMaterialName,
      ),
      lookupNameMatches(pattern, rawMaterialApplication.applyEmployeeId, employee.employeeId, employeeNameSql()),
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

const fromPallet = alias(pallet, 'from_plate');

function selectDetails(db: DbOrTx) {
  return db
    .select({
      detailsId: applicationDetails.detailsId,
      applicationId: applicationDetails.applicationId,
      rawMaterialBoxId: applicationDetails.rawMaterialBoxId,
      boxCode: rawMaterialBox.boxCode,
      rawMaterialId: rawMaterialBox.rawMaterialId,
      rawMaterialCode: rawMaterial.rawMaterialCode,
      rawMaterialName: rawMaterial.rawMaterialName,
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
    .innerJoin(rawMaterial, eq(rawMaterial.rawMaterialId, rawMaterialBox.rawMaterialId))
    .innerJoin(rawMaterialApplication, eq(rawMaterialApplication.applicationId, applicationDetails.applicationId))
    .innerJoin(applicant, eq(applicant.employeeId, rawMaterialApplication.applyEmployeeId))
    .leftJoin(fromPallet, eq(fromPallet.plateId, applicationDetails.fromPlateId));
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
  rawMaterialCode: rawMaterial.rawMaterialCode,
  quantity: applicationDetails.quantity,
  runout: applicationDetails.runout,
  applicationId: applicationDetails.applicationId,
};

/** The box's own searched text, as the trigram index of warehouse.tables.ts writes it. */
const boxSearched = sql`(${rawMaterialBox.boxCode} || ' ' || coalesce(${rawMaterialBox.poNumber}, ''))`;

/** A picked box whose code or PO number, or whose raw material's code or name, holds the word. */
function detailSearchArms(pattern: string): SQL[] {
  const materialNamed = or(
    lookupNameMatches(pattern, rawMaterialBox.rawMaterialId, rawMaterial.rawMaterialId, rawMaterial.rawMaterialCode),
    lookupNameMatches(pattern, rawMaterialBox.rawMaterialId, rawMaterial.rawMaterialId, rawMaterial.rawMaterialName),
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
  const materials = db
    .select({ id: sql<number>`unnest(array[${baseProduct.rawMaterial}, ${baseProduct.rawMaterialId2}])`.as('id') })
    .from(product)
    .innerJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .where(eq(product.productId, productId));
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

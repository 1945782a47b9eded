import {
  IN_HOUSE_RAW_MATERIAL_LOCKED,
  normaliseCode,
  type TAddRawMaterial,
  type TArchiveQuery,
  type TUpdateRawMaterial,
} from '@packline/domain';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { archiveRow } from './archive.ts';
import { rawMaterial } from './catalogue.tables.ts';

// Raw materials (spec 02 §3, §5): a material made in-house keeps its code, name and alarm limit; a delete archives.

const TITLE = 'Raw material';
const live = isNull(rawMaterial.deletedAt);

/** A raw material on the wire: every column but the audit trail (who changed it last, and when). */
const rawMaterialColumns = {
  rawMaterialId: rawMaterial.rawMaterialId,
  rawMaterialCode: rawMaterial.rawMaterialCode,
  rawMaterialName: rawMaterial.rawMaterialName,
  alarmLimit: rawMaterial.alarmLimit,
  manufactured: rawMaterial.manufactured,
  deletedAt: rawMaterial.deletedAt,
  deletePerson: rawMaterial.deletePerson,
  deleteEmployee: rawMaterial.deleteEmployee,
  deleteNote: rawMaterial.deleteNote,
  createdAt: rawMaterial.createdAt,
};

/**
 * Live raw materials; `code` matches any part of the code whatever its hyphens and case. The raw material list's
 * query (also timed by `npm run bench` against its endpoint).
 */
export function listRawMaterials(db: DbOrTx, code?: string) {
  const conditions: SQL[] = [live];
  const wanted = code ? normaliseCode(code) : '';
  if (wanted) {
    conditions.push(sql`strpos(replace(lower(${rawMaterial.rawMaterialCode}), '-', ''), ${wanted}) > 0`);
  }
  return db
    .select(rawMaterialColumns)
    .from(rawMaterial)
    .where(and(...conditions))
    .orderBy(asc(rawMaterial.rawMaterialCode), asc(rawMaterial.rawMaterialId));
}

export async function listDeletedRawMaterials(db: DbOrTx) {
  return db
    .select(rawMaterialColumns)
    .from(rawMaterial)
    .where(isNotNull(rawMaterial.deletedAt))
    .orderBy(desc(rawMaterial.deletedAt));
}

export async function getRawMaterial(db: DbOrTx, rawMaterialId: number) {
  const row = await firstOrNotFound(
    db
      .select(rawMaterialColumns)
      .from(rawMaterial)
      .where(and(eq(rawMaterial.rawMaterialId, rawMaterialId), live)),
    `${TITLE} ${rawMaterialId} was not found.`,
  );
  return row;
}

export async function addRawMaterial(db: DbOrTx, input: TAddRawMaterial, actorId: number | null) {
  const [row] = await db
    .insert(rawMaterial)
    .values({ ...input, alarmLimit: input.alarmLimit ?? null, createdBy: actorId })
    .returning(rawMaterialColumns);
  return row;
}

export async function updateRawMaterial(db: DbOrTx, input: TUpdateRawMaterial, actorId: number | null) {
  const current = await getRawMaterial(db, input.rawMaterialId);
  const alarmLimit = input.alarmLimit ?? null;
  const lockedChanged =
    current.rawMaterialCode !== input.rawMaterialCode ||
    current.rawMaterialName !== input.rawMaterialName ||
    (current.alarmLimit === null ? null : Number(current.alarmLimit)) !== alarmLimit;
  if (current.manufactured === 1 && lockedChanged) throw new BusinessError(IN_HOUSE_RAW_MATERIAL_LOCKED);
  const [row] = await db
    .update(rawMaterial)
    .set({
      rawMaterialCode: input.rawMaterialCode,
      rawMaterialName: input.rawMaterialName,
      alarmLimit,
      manufactured: input.manufactured,
      updatedBy: actorId,
    })
    .where(eq(rawMaterial.rawMaterialId, input.rawMaterialId))
    .returning(rawMaterialColumns);
  return row;
}

export async function deleteRawMaterial(db: DbOrTx, query: TArchiveQuery, actorId: number | null) {
  await archiveRow(db, rawMaterial, rawMaterial.rawMaterialId, query, actorId, TITLE);
  const [row] = await db.select(rawMaterialColumns).from(rawMaterial).where(eq(rawMaterial.rawMaterialId, query.id));
  return row;
}

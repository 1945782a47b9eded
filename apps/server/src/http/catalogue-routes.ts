import {
  catalogueAddSchema,
  catalogueUpdateSchema,
  NO_CHANGES_MESSAGE,
  type TCatalogueDefinition,
} from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { syncIdSequence } from '../db/sequences.ts';
import { actorOf, type TAccess } from './access.ts';
import { ok } from './envelope.ts';
import { BusinessError, NotFoundError } from './errors.ts';
import { ZIdQuery } from './params.ts';

// The generic catalogue calls (spec 01 §7) built from one definition and one table.

type TRow = Record<string, unknown>;

export interface TCatalogueRouteOptions {
  def: TCatalogueDefinition;
  table: PgTable;
  db: Database;
  /** Who may list and read rows; reference lists are read by many screens, so any staff by default. */
  readAccess?: TAccess;
  /** Who may add, update and delete; the catalogue's management page by default. */
  writeAccess?: TAccess;
  /** Fields the server fills from the session on add (e.g. the notification's creator). */
  onAdd?: (values: TRow, actorId: number | null) => TRow;
}

function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === '' ? null : typeof v === 'number' ? String(v) : v);
  return String(norm(a)) === String(norm(b));
}

export function registerCatalogueRoutes(app: FastifyInstance, options: TCatalogueRouteOptions): void {
  const { def, table, db } = options;
  const columns = table as unknown as Record<string, PgColumn>;
  const idColumn = columns[def.idKey];
  if (!idColumn) throw new Error(`Catalogue ${def.name}: table has no column ${def.idKey}`);
  const readAccess = options.readAccess ?? 'staff';
  const writeAccess = options.writeAccess ?? (def.pageUrl ? { pages: [def.pageUrl] } : { pages: ['/page-management'] });
  const base = `/api/${def.controller}`;
  const tags = [def.controller];
  const r = app.withTypeProvider<ZodTypeProvider>();

  const findById = async (id: number): Promise<TRow> => {
    const [row] = await db.select().from(table).where(eq(idColumn, id));
    if (!row) throw new NotFoundError(`${def.title} ${id} was not found.`);
    return row as TRow;
  };

  r.get(
    `${base}/GetAll${def.name}`,
    { schema: { tags, summary: `All ${def.title} rows` }, config: { access: readAccess } },
    async () => ok(await db.select().from(table).orderBy(asc(idColumn))),
  );

  if (def.readOnly) return;

  r.get(
    `${base}/Get${def.name}ById`,
    { schema: { tags, querystring: ZIdQuery }, config: { access: readAccess } },
    async (request) => ok(await findById(request.query.id)),
  );

  const addSchema = catalogueAddSchema(def);
  r.post(
    `${base}/Add${def.name}`,
    { schema: { tags, body: addSchema }, config: { access: writeAccess } },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body as TRow;
      const values = { ...(options.onAdd ? options.onAdd(body, actor) : body), createdBy: actor };
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(table).values(values).returning();
        if (def.userChosenId && body[def.idKey] !== undefined) await syncIdSequence(tx, table, idColumn);
        return created;
      });
      return ok(row);
    },
  );

  const updateSchema = catalogueUpdateSchema(def);
  r.put(
    `${base}/Update${def.name}`,
    { schema: { tags, body: updateSchema }, config: { access: writeAccess } },
    async (request) => {
      const body = request.body as TRow;
      const id = body[def.idKey] as number;
      const current = await findById(id);
      const changes = Object.fromEntries(
        Object.keys(def.fields)
          .filter((key) => key in body && !sameValue(body[key], current[key]))
          .map((key) => [key, body[key] ?? null]),
      );
      if (Object.keys(changes).length === 0) throw new BusinessError(NO_CHANGES_MESSAGE);
      const [row] = await db
        .update(table)
        .set({ ...changes, updatedAt: new Date(), updatedBy: actorOf(request) })
        .where(eq(idColumn, id))
        .returning();
      return ok(row);
    },
  );

  r.delete(
    `${base}/Delete${def.name}`,
    { schema: { tags, querystring: ZIdQuery }, config: { access: writeAccess } },
    async (request) => {
      const [row] = await db.delete(table).where(eq(idColumn, request.query.id)).returning();
      if (!row) throw new NotFoundError(`${def.title} ${request.query.id} was not found.`);
      return ok(row);
    },
  );
}

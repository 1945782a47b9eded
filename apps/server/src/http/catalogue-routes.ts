import {
  catalogueAddSchema,
  catalogueListSchema,
  catalogueRowSchema,
  catalogueUpdateSchema,
  type TCatalogueDefinition,
  type TCatalogueRowSchema,
} from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { BusinessError, databaseErrorCode } from '../core/errors.ts';
import { requireChanges } from '../core/form-changes.ts';
import type { Database } from '../db/client.ts';
import { firstOrNotFound } from '../db/rows.ts';
import { syncIdSequence } from '../db/sequences.ts';
import { actorOf, type TAccess } from './access.ts';
import { ok } from './envelope.ts';
import { ZIdQuery } from './params.ts';
import { replyOf, type TContractTypeProvider } from './reply.ts';

// The generic catalogue calls (spec 01 §7) built from one definition and one table.

type TRow = Record<string, unknown>;

export interface TCatalogueRouteOptions {
  def: TCatalogueDefinition;
  table: PgTable;
  db: Database;
  /**
   * Who may list and read rows, said by every catalogue: 'reference' for a lookup any staff member reads (cities,
   * statuses…), or the pages whose screens show a catalogue of business or administration data.
   */
  readAccess: TAccess;
  /** Who may add, update and delete; the catalogue's management page by default. */
  writeAccess?: TAccess;
  /** Fields the server fills from the session on add (e.g. the notification's creator). */
  onAdd?: (values: TRow, actorId: number | null) => TRow;
  /**
   * The list call's own read and reply, for rows that carry more than the catalogue's fields (e.g. a referenced
   * row's name, so a screen need not load that whole list to label its rows); by default the table's rows by id.
   */
  list?: { reply: z.ZodType; read: () => Promise<unknown[]> };
  /**
   * The field a unique index keys the rows by (a monitor group's type): a second row with the same value is refused
   * with a 400 naming the field and `message`, instead of the database's bare conflict.
   */
  unique?: { field: string; message: (value: unknown) => string };
}

/**
 * The table columns a catalogue's rows are read with: exactly the fields of its reply schema, so a column added to the
 * table (an internal note, a secret) is never sent. Checked when the routes are registered: every field needs its
 * column, and a column that may be null needs a field that says so.
 */
export function catalogueColumns(def: TCatalogueDefinition, table: PgTable, row: TCatalogueRowSchema) {
  const columns = table as unknown as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(row.shape).map(([key, field]) => {
      const column = columns[key];
      if (!column) throw new Error(`Catalogue ${def.name}: table has no column ${key}`);
      if (!column.notNull && !field.safeParse(null).success) {
        throw new Error(`Catalogue ${def.name}: column ${key} may be null, so its field must not be required`);
      }
      return [key, column];
    }),
  );
}

export function registerCatalogueRoutes(app: FastifyInstance, options: TCatalogueRouteOptions): void {
  const { def, table, db, readAccess } = options;
  const row = catalogueRowSchema(def);
  const columns = catalogueColumns(def, table, row);
  const idColumn = columns[def.idKey] as PgColumn;
  const writeAccess = options.writeAccess ?? (def.pageUrl ? { pages: [def.pageUrl] } : { pages: ['/page-management'] });
  const base = `/api/${def.controller}`;
  const tags = [def.controller];
  const r = app.withTypeProvider<TContractTypeProvider>();

  // A unique index's refusal, said on the field it keys.
  const refuseDuplicate = async <T>(body: TRow, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const unique = options.unique;
      if (!unique || databaseErrorCode(error) !== '23505') throw error;
      const message = unique.message(body[unique.field]);
      throw new BusinessError(message, { [unique.field]: [message] });
    }
  };

  const findById = async (id: number): Promise<TRow> => {
    const found = await firstOrNotFound(
      db.select(columns).from(table).where(eq(idColumn, id)),
      `${def.title} ${id} was not found.`,
    );
    return found;
  };

  r.get(
    `${base}/GetAll${def.name}`,
    {
      schema: {
        tags,
        summary: `All ${def.title} rows`,
        response: replyOf(options.list?.reply ?? catalogueListSchema(def)),
      },
      config: { access: readAccess },
    },
    async () => ok(await (options.list?.read() ?? db.select(columns).from(table).orderBy(asc(idColumn)))),
  );

  if (def.readOnly) return;

  r.get(
    `${base}/Get${def.name}ById`,
    { schema: { tags, querystring: ZIdQuery, response: replyOf(row) }, config: { access: readAccess } },
    async (request) => ok(await findById(request.query.id)),
  );

  const addSchema = catalogueAddSchema(def);
  r.post(
    `${base}/Add${def.name}`,
    { schema: { tags, body: addSchema, response: replyOf(row) }, config: { access: writeAccess } },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body as TRow;
      const values = { ...(options.onAdd ? options.onAdd(body, actor) : body), createdBy: actor };
      const created = await refuseDuplicate(body, () =>
        db.transaction(async (tx) => {
          const [inserted] = await tx.insert(table).values(values).returning(columns);
          if (def.userChosenId && body[def.idKey] !== undefined) await syncIdSequence(tx, table, idColumn);
          return inserted;
        }),
      );
      return ok(created);
    },
  );

  const updateSchema = catalogueUpdateSchema(def);
  r.put(
    `${base}/Update${def.name}`,
    { schema: { tags, body: updateSchema, response: replyOf(row) }, config: { access: writeAccess } },
    async (request) => {
      const body = request.body as TRow;
      const id = body[def.idKey] as number;
      const current = await findById(id);
      const sent = Object.fromEntries(
        Object.keys(def.fields)
          .filter((key) => key in body)
          .map((key) => [key, body[key] ?? null]),
      );
      const changes = requireChanges(sent, current);
      const [updated] = await refuseDuplicate(body, () =>
        db
          .update(table)
          .set({ ...changes, updatedBy: actorOf(request) })
          .where(eq(idColumn, id))
          .returning(columns),
      );
      return ok(updated);
    },
  );

  r.delete(
    `${base}/Delete${def.name}`,
    { schema: { tags, querystring: ZIdQuery, response: replyOf(row) }, config: { access: writeAccess } },
    async (request) => {
      const removed = await firstOrNotFound(
        db.delete(table).where(eq(idColumn, request.query.id)).returning(columns),
        `${def.title} ${request.query.id} was not found.`,
      );
      return ok(removed);
    },
  );
}

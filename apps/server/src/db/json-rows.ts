import type { PGlite } from '@electric-sql/pglite';
import { type ColumnBaseConfig, is, type SQL, sql } from 'drizzle-orm';
import {
  PgBigInt53,
  PgBoolean,
  PgChar,
  type PgColumn,
  PgDateString,
  PgDoublePrecision,
  PgInteger,
  PgJson,
  PgJsonb,
  PgNumeric,
  PgNumericNumber,
  PgReal,
  PgSerial,
  PgSmallInt,
  PgText,
  PgTimestamp,
  PgVarchar,
} from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client.ts';

// A whole large list read for its JSON (issue 13 §2: a list without `page` answers within 2× its SQL floor).
// PostgreSQL sends every value as text, which the driver hands over without parsing, in arrays rather than objects;
// a function compiled once from the list's fields turns each array into the row the API sends, as one object literal
// (so every row has the same shape and JSON.stringify takes its fast path). Nothing is parsed into a Date, mapped
// through Drizzle's nested selection and copied again by a row mapping. The rows are what the mapping would have sent:
// numeric columns as text (as Drizzle reads them), timestamps as Date.toISOString writes them, a nested object null
// when its left join found nothing. Measured on 5,040 customers: the floor (rows read into objects) 130 ms; the text
// arrays 80 ms, turned into rows 37 ms, where closures writing JSON text took 140 ms and Drizzle's rows mapped 270 ms.
//
// The list is its JSON (`JsonList`), written a batch of rows at a time as PostgreSQL sends them, and the reply
// serialiser sends those bytes as they are (http/reply.ts): no list of 30,000 objects and no 41 MB string is ever held.
// The text values are kept as their UTF-8 bytes, one character per byte ('Tūī' is 'TÅ«Ä«' inside a row): JSON.stringify
// leaves characters from 0x80 on as they are, and no byte of a multi-byte character is a quote, a backslash or a
// control character, so the JSON written back one byte per character (`Buffer.from(json, 'latin1')`) is the UTF-8 JSON
// of the real rows, byte for byte. JSON.stringify writes such one-byte strings a third faster, and the bytes are copied
// rather than encoded. Measured on the 30,245 products (41 MB of JSON), with the SQL floor (the list's select read into
// objects) at 250 ms: rows made then stringified and encoded 600 ms; as UTF-8 bytes 530 ms; in batches of about 96 KB
// sent without joining them 420 ms.

/**
 * What a value's text becomes: text (any character, as UTF-8 bytes), a string of digits and signs as it is (a numeric,
 * a date), a number, true/false, parsed JSON, or an ISO timestamp.
 */
type TKind = 'text' | 'string' | 'number' | 'boolean' | 'json' | 'timestamp';

class JsonValue {
  constructor(
    readonly value: SQL,
    readonly kind: TKind,
  ) {}
}

/** A value the server works out from columns' text (a status's name, a 0/1 flag). */
class JsonFrom {
  constructor(
    readonly fields: (PgColumn | SQL)[],
    readonly toValue: (texts: (string | null)[]) => unknown,
  ) {}
}

class JsonObject {
  constructor(
    readonly fields: Record<string, TJsonField>,
    readonly presentWhen: PgColumn | undefined,
  ) {}
}

class JsonFirstOf {
  constructor(readonly choices: JsonObject[]) {}
}

export type TJsonField = PgColumn | JsonValue | JsonFrom | JsonObject | JsonFirstOf;

/** An SQL expression whose value is text: a string. */
export const jsonText = (value: SQL) => new JsonValue(value, 'text');

/** An SQL expression whose value is a number (or null). */
export const jsonNumber = (value: SQL) => new JsonValue(value, 'number');

/** What `toValue` makes of the field's text (null when it is null), e.g. a status id's name. */
export const jsonFrom = (field: PgColumn | SQL, toValue: (text: string | null) => unknown) =>
  new JsonFrom([field], ([text]) => toValue(text ?? null));

/** What `toValue` makes of several fields' text, in their order. */
export const jsonFromAll = (fields: (PgColumn | SQL)[], toValue: (texts: (string | null)[]) => unknown) =>
  new JsonFrom(fields, toValue);

/** The same value on every row (an array the list leaves empty). */
export const jsonConstant = (value: unknown) => new JsonFrom([], () => value);

/** A 0/1 flag as the row mappings write it: 1 when the column is 1, else 0. */
export const jsonFlag = (column: PgColumn) => jsonFrom(column, (text) => (text === '1' ? 1 : 0));

/** A nested object of these fields; null when `presentWhen` is null (a left join that found nothing). */
export const jsonObject = (fields: Record<string, TJsonField>, presentWhen?: PgColumn) =>
  new JsonObject(fields, presentWhen);

/** The first of these nested objects that is present, else null (an own packaging before the base product's). */
export const jsonFirstOf = (...choices: JsonObject[]) => new JsonFirstOf(choices);

/** Text that may hold any character: read as UTF-8 bytes (see above). */
const TEXT_COLUMNS = [PgText, PgVarchar, PgChar];
/** Text of digits and signs: sent as it comes. */
const ASCII_COLUMNS = [PgNumeric, PgDateString];
const NUMBER_COLUMNS = [PgInteger, PgSerial, PgSmallInt, PgBigInt53, PgNumericNumber, PgReal, PgDoublePrecision];
const JSON_COLUMNS = [PgJson, PgJsonb];

/** What a column's text becomes (its Drizzle type says); a column of another type is refused. */
function kindOf(column: PgColumn): TKind {
  if (TEXT_COLUMNS.some((type) => is(column, type))) return 'text';
  if (ASCII_COLUMNS.some((type) => is(column, type))) return 'string';
  if (NUMBER_COLUMNS.some((type) => is(column, type))) return 'number';
  if (is(column, PgBoolean)) return 'boolean';
  if (JSON_COLUMNS.some((type) => is(column, type))) return 'json';
  throw new Error(`json-rows: no JSON form for the column ${column.name} (${column.columnType})`);
}

const NON_ASCII = /[\u0080-\uffff]/;

/** A text's UTF-8 bytes, one character per byte (see above); ASCII is its own bytes. */
function textAsUtf8Bytes(text: string | null): string | null {
  return text !== null && NON_ASCII.test(text) ? Buffer.from(text, 'utf8').toString('latin1') : text;
}

/**
 * A value the server made (a status's name, a parsed JSON column) with its strings as UTF-8 bytes, like the rest of
 * the row; its JSON written as these rows' is (`Buffer.from(json, 'latin1')`) is the value's UTF-8 JSON.
 */
export function asUtf8Bytes(value: unknown): unknown {
  if (typeof value === 'string') return textAsUtf8Bytes(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(asUtf8Bytes);
  if ('toJSON' in value && typeof value.toJSON === 'function') return asUtf8Bytes(value.toJSON());
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [asUtf8Bytes(key), asUtf8Bytes(field)]));
}

/**
 * A timestamp's text in UTC ('2024-03-01 09:05:00.123456', the fraction cut to what it holds) as Date.toISOString
 * writes it: to the millisecond, the rest cut off as a Date read from the driver drops it. (PostgreSQL's to_char
 * writes the same text at twice the cost of the whole query's other columns.)
 */
export function isoTimestamp(text: string | null): string | null {
  if (text === null) return null;
  const millis = text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${millis}Z`;
}

/**
 * A timestamp column's text in UTC: one without time zone is UTC already (as Drizzle reads it), one with is shown in
 * UTC whatever the session's time zone.
 */
function utcText(column: PgTimestamp<ColumnBaseConfig<'date', 'PgTimestamp'>>): SQL {
  return column.withTimezone ? sql`(${column} at time zone 'UTC')::text` : sql`${column}::text`;
}

/** The JS expression of a value at `r[at]`, in the compiled row function (`t` isoTimestamp, `u` textAsUtf8Bytes). */
function valueSource(at: number, kind: TKind): string {
  if (kind === 'text') return `u(r[${at}])`;
  if (kind === 'string') return `r[${at}]`;
  if (kind === 'timestamp') return `t(r[${at}])`;
  if (kind === 'number') return `(r[${at}] === null ? null : +r[${at}])`;
  if (kind === 'boolean') return `(r[${at}] === null ? null : r[${at}] === 'true')`;
  return `(r[${at}] === null ? null : b(JSON.parse(r[${at}])))`;
}

type TRow = readonly (string | null)[];

/** The select list (one text column per value, in order) and the source of the function making a row of it. */
class Selection {
  readonly columns: SQL[] = [];
  /** The functions of `jsonFrom` fields, called from the compiled source as `f[i]`. */
  readonly functions: ((texts: (string | null)[]) => unknown)[] = [];

  /** The index of each column already selected as its plain text (a nested object's key, a field read twice). */
  private readonly textOf = new Map<PgColumn | SQL, number>();

  /** Adds a value's column; answers its index in the row. */
  private add(value: SQL): number {
    this.columns.push(value);
    return this.columns.length - 1;
  }

  /** A column's (or expression's) plain text, selected once however many values read it. */
  private text(field: PgColumn | SQL): number {
    let at = this.textOf.get(field);
    if (at === undefined) {
      at = this.add(sql`(${field})::text`);
      this.textOf.set(field, at);
    }
    return at;
  }

  source(field: TJsonField): string {
    if (field instanceof JsonObject) return this.objectSource(field);
    if (field instanceof JsonFirstOf) {
      const choices = field.choices.map((choice) => ({
        presentAt: choice.presentWhen ? this.text(choice.presentWhen) : -1,
        object: this.objectSource(new JsonObject(choice.fields, undefined)),
      }));
      return `(${choices.map((choice) => `r[${choice.presentAt}] !== null ? ${choice.object} : `).join('')}null)`;
    }
    if (field instanceof JsonFrom) {
      // The function reads the text PostgreSQL sent; what it makes is written as bytes like the rest of the row.
      const at = field.fields.map((from) => this.text(from));
      this.functions.push(field.toValue);
      return `b(f[${this.functions.length - 1}]([${at.map((i) => `r[${i}]`).join(', ')}]))`;
    }
    if (field instanceof JsonValue) return valueSource(this.add(sql`(${field.value})::text`), field.kind);
    if (is(field, PgTimestamp)) return valueSource(this.add(utcText(field)), 'timestamp');
    // A column sent as its own text is selected once (a nested object's presentWhen is often one of its fields).
    return valueSource(this.text(field), kindOf(field));
  }

  private objectSource(object: JsonObject): string {
    const presentAt = object.presentWhen ? this.text(object.presentWhen) : -1;
    const entries = Object.entries(object.fields).map(([key, field]) => {
      if (NON_ASCII.test(key)) throw new Error(`json-rows: a field's name is the code's, in ASCII: ${key}`);
      return `${JSON.stringify(key)}: ${this.source(field)}`;
    });
    const literal = `{ ${entries.join(', ')} }`;
    return presentAt >= 0 ? `(r[${presentAt}] === null ? null : ${literal})` : literal;
  }
}

/** A list's rows as the API sends them: `selection` for the select (`db.select(rows.selection)`), read by `jsonListOf`. */
export interface TJsonRows {
  selection: Record<string, SQL.Aliased>;
  toRow: (row: TRow) => unknown;
}

type TMakeRow = (
  f: Selection['functions'],
  t: typeof isoTimestamp,
  u: typeof textAsUtf8Bytes,
  b: typeof asUtf8Bytes,
  r: TRow,
) => unknown;

/**
 * The compiled row functions by their source. A list whose select changes per call (the order lists' due status is
 * computed for today) makes the same source each time, and keeps one function V8 has already optimised.
 */
const compiled = new Map<string, TMakeRow>();

/** The rows of these fields (the fields are the code's, never a request's: the source is compiled). */
export function jsonRows(fields: Record<string, TJsonField>): TJsonRows {
  const selection = new Selection();
  const source = selection.source(new JsonObject(fields, undefined));
  let make = compiled.get(source);
  if (!make) {
    make = new Function('f', 't', 'u', 'b', 'r', `return ${source};`) as TMakeRow;
    compiled.set(source, make);
  }
  const { functions } = selection;
  return {
    selection: Object.fromEntries(selection.columns.map((column, i) => [`c${i}`, column.as(`c${i}`)])),
    toRow: (row) => make(functions, isoTimestamp, textAsUtf8Bytes, asUtf8Bytes, row),
  };
}

interface TQuery {
  toSQL(): { sql: string; params: unknown[] };
}

interface TSession {
  session: { client: pg.Pool | pg.ClientBase | Pick<PGlite, 'query'> };
}

/** Each row of the query as an array of text, as the driver reads it (from PostgreSQL, as it arrives). */
async function eachTextRow(db: DbOrTx, query: TQuery, onRow: (row: TRow) => void): Promise<void> {
  const { sql: text, params } = query.toSQL();
  // Every column is text (Selection), so neither driver parses a value: the rows are the text PostgreSQL sent.
  const client = (db as unknown as TSession).session.client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      await streamRows(connection, text, params, onRow);
    } finally {
      connection.release();
    }
  } else if (client instanceof pg.Client) {
    await streamRows(client, text, params, onRow);
  } else {
    for (const row of (await (client as PGlite).query<TRow>(text, params, { rowMode: 'array' })).rows) onRow(row);
  }
}

/** The rows of a query handed to `onRow` one by one as the driver reads them, none kept; what `onRow` throws fails it. */
function streamRows(client: pg.ClientBase, text: string, values: unknown[], onRow: (row: TRow) => void) {
  return new Promise<void>((resolve, reject) => {
    let failure: { error: unknown } | undefined;
    const query = new pg.Query<TRow>({ text, values, rowMode: 'array' } as pg.QueryConfig);
    query.on('row', (row: TRow) => {
      if (failure) return;
      try {
        onRow(row);
      } catch (error) {
        failure = { error };
      }
    });
    query.on('error', reject);
    query.on('end', () => (failure ? reject(failure.error) : resolve()));
    client.query(query);
  });
}

/**
 * About how much JSON a batch of rows makes. The rows of one batch are made, written and let go before the next is
 * made, and a batch's JSON under V8's large-object size (128 KB) dies young too instead of waiting for a full
 * collection. The first batch is 64 rows; each next one as many rows as this size holds at the rows' size so far.
 * Measured on the 30,245 products (1.4 KB a row): 64 rows a batch 454 ms, 1,000 rows 523 ms (median of 25).
 */
const BATCH_BYTES = 96 * 1024;
const FIRST_BATCH_ROWS = 64;

/**
 * A whole list's JSON array as UTF-8 bytes, written batch by batch as its rows were read (see above), and how many
 * rows it holds. The reply serialiser (http/reply.ts) sends it as it is; `T` is the row it holds.
 */
export class JsonList<T> {
  /** For the type only (what `T` is): no such value is kept, the rows are in `batches` as JSON. */
  declare readonly row: T;
  constructor(
    /** The array's JSON without its closing bracket, in pieces: `[` and the first batch's rows, `,` and the next's… */
    private readonly batches: readonly Buffer[],
    readonly length: number,
  ) {}

  /** The bytes of the JSON array, in pieces. */
  bytes(): Buffer[] {
    return this.batches.length === 0 ? [EMPTY] : [...this.batches, CLOSE];
  }
}

const [EMPTY, CLOSE] = ['[]', ']'].map((text) => Buffer.from(text));
const COMMA = ','.charCodeAt(0);

/**
 * The rows of a query selecting `rows.selection`, as the API sends them, in the query's order: their JSON, made a
 * batch at a time as PostgreSQL sends them. Only the batch being written is ever held as objects, so the rows die
 * young instead of filling the heap the collector walks (30,245 products: 41 MB of JSON, 100 MB more as objects).
 */
export async function jsonListOf<T>(db: DbOrTx, query: TQuery, rows: TJsonRows): Promise<JsonList<T>> {
  const batches: Buffer[] = [];
  let batch: unknown[] = [];
  let batchRows = FIRST_BATCH_ROWS;
  let length = 0;
  let bytes = 0;
  const write = () => {
    // JSON.stringify leaves the strings' bytes as they are: written one byte per character, they are UTF-8.
    const json = Buffer.from(JSON.stringify(batch), 'latin1');
    // '[a,b]' then '[c]' become '[a,b' and ',c': the pieces of one array.
    if (batches.length > 0) json[0] = COMMA;
    batches.push(json.subarray(0, json.length - 1));
    length += batch.length;
    bytes += json.length;
    batch = [];
    batchRows = Math.max(1, Math.floor(BATCH_BYTES / (bytes / length)));
  };
  await eachTextRow(db, query, (row) => {
    batch.push(rows.toRow(row));
    if (batch.length >= batchRows) write();
  });
  if (batch.length > 0) write();
  return new JsonList<T>(batches, length);
}

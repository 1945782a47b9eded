import { and, count, eq, gte, inArray, lt, min, type SQL, sql, sum } from 'drizzle-orm';
import { TooManyRequestsError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { holdsAnyPage } from '../../http/access.ts';
import type { TFileOwner } from '../registry.ts';
import type { TStoredFile, TUploadStore } from './uploads.service.ts';
import { upload } from './uploads.tables.ts';

// Issue 29 §3: a file is served to whoever may read a record that names it (or to its uploader); a public quote link
// uploads a limited amount; a file nothing names a day after its upload is removed.

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one public quote link may upload in a day: enough for artwork and a purchase order, not a file store. */
export const QUOTE_LINK_UPLOAD_LIMIT = { files: 10, bytes: 25 * 1024 * 1024 } as const;
export const QUOTE_LINK_UPLOAD_LIMIT_MESSAGE =
  'This quote link has uploaded as many files as it may today (10 files, 25 MB). Please try again tomorrow.';

/** Who uploads or asks for a file: a staff member with their pages, or a public quote link. */
export type TFileReader =
  | { kind: 'staff'; employeeId: number; pageUrls: ReadonlySet<string> }
  | { kind: 'quote'; quotationId: number };

export type TUploader = { employeeId: number; quotationId?: never } | { quotationId: number; employeeId?: never };

/** True when a row of the owner names the stored file (`name`: a value or the upload table's column). */
function namedBy(owners: readonly TFileOwner[], name: string | typeof upload.name): SQL {
  const pattern = sql`'%' || ${name} || '%'`;
  const checks = owners.flatMap((owner) =>
    owner.columns.map((column) => sql`exists (select 1 from ${column.table} where ${column}::text like ${pattern})`),
  );
  return checks.length === 0 ? sql`false` : sql`(${sql.join(checks, sql` or `)})`;
}

/**
 * Stores the file and records who uploaded it; a quote link within its daily limit only (else 429, retry once its
 * oldest upload of the day is a day old).
 */
export async function storeUpload(
  db: DbOrTx,
  uploads: TUploadStore,
  content: Buffer,
  field: string,
  uploader: TUploader,
  now = new Date(),
): Promise<TStoredFile> {
  return db.transaction(async (tx) => {
    if (uploader.quotationId !== undefined) {
      // One upload of a link at a time, so parallel requests cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quote_link_upload'), ${uploader.quotationId})`);
      const since = new Date(now.getTime() - DAY_MS);
      const [today] = await tx
        .select({ files: count(), bytes: sum(upload.size).mapWith(Number), oldest: min(upload.createdAt) })
        .from(upload)
        .where(and(eq(upload.quotationId, uploader.quotationId), gte(upload.createdAt, since)));
      const files = today?.files ?? 0;
      const bytes = today?.bytes ?? 0;
      if (files >= QUOTE_LINK_UPLOAD_LIMIT.files || bytes + content.length > QUOTE_LINK_UPLOAD_LIMIT.bytes) {
        const freedAt = (today?.oldest ?? now).getTime() + DAY_MS;
        const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
        throw new TooManyRequestsError(QUOTE_LINK_UPLOAD_LIMIT_MESSAGE, retryAfterSeconds);
      }
    }
    const stored = await uploads.save(content, field);
    await tx.insert(upload).values({
      name: stored.name,
      size: content.length,
      employeeId: uploader.employeeId ?? null,
      quotationId: uploader.quotationId ?? null,
      createdAt: now,
    });
    return stored;
  });
}

/**
 * Whether the reader may have the stored file: its uploader, or a staff member holding the pages of a record that
 * names it. Null when not (the caller answers 404, so names cannot be probed); `private` when an HR-like record names
 * it (never cached).
 */
export async function readableUpload(
  db: DbOrTx,
  owners: readonly TFileOwner[],
  name: string,
  reader: TFileReader | null,
): Promise<{ private: boolean } | null> {
  if (!reader) return null;
  const mayRead = (owner: TFileOwner) =>
    reader.kind === 'staff' && (owner.pages === 'staff' || holdsAnyPage(reader, owner.pages));
  // Private owners are asked even when the reader may not read them: a file they name is never cached.
  const asked = owners.filter((owner) => mayRead(owner) || owner.private);
  const uploadedByReader =
    reader.kind === 'staff' ? eq(upload.employeeId, reader.employeeId) : eq(upload.quotationId, reader.quotationId);
  const columns = [
    sql`exists (select 1 from ${upload} where ${and(eq(upload.name, name), uploadedByReader)}) as "own"`,
    ...asked.map((owner, index) => sql`${namedBy([owner], name)} as ${sql.identifier(`owner${index}`)}`),
  ];
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const [row] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
  const naming = asked.filter((_owner, index) => row?.[`owner${index}`] === true);
  if (row?.own !== true && !naming.some(mayRead)) return null;
  return { private: naming.some((owner) => owner.private === true) };
}

/**
 * The clean-up (a scheduled job, one server at a time): uploads older than a day that no record names are removed,
 * file and row; the rows of named ones are dropped, the record owns the file from then on.
 */
export async function removeUnattachedUploads(
  db: DbOrTx,
  uploads: TUploadStore,
  owners: readonly TFileOwner[],
  now = new Date(),
): Promise<{ removed: string[]; attached: number }> {
  const old = await db
    .select({ name: upload.name, named: sql<boolean>`${namedBy(owners, upload.name)}` })
    .from(upload)
    .where(lt(upload.createdAt, new Date(now.getTime() - DAY_MS)))
    .orderBy(upload.createdAt)
    .limit(500);
  if (old.length === 0) return { removed: [], attached: 0 };
  const removed = old.filter((row) => !row.named).map((row) => row.name);
  for (const name of removed) await uploads.remove(name);
  await db.delete(upload).where(
    inArray(
      upload.name,
      old.map((row) => row.name),
    ),
  );
  return { removed, attached: old.length - removed.length };
}

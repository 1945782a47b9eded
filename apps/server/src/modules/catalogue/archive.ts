import type { TArchiveQuery } from '@packline/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';

// Archive-on-delete shared by the catalogue's raw materials, base products and products (spec 02 §2 "Deleted ..."):
// the row stays, with deletedAt, the name the user typed, the signed-in employee and the note.

export { ZArchiveQuery } from '@packline/domain';

interface TArchivable {
  deletedAt: PgColumn;
  deletePerson: PgColumn;
  deleteEmployee: PgColumn;
  deleteNote: PgColumn;
}

/** Marks a live row deleted; a missing or already archived row is a 404 ('{title} {id} was not found.'). */
export async function archiveRow<T extends PgTable & TArchivable>(
  db: DbOrTx,
  table: T,
  idColumn: PgColumn,
  query: Pick<TArchiveQuery, 'id' | 'userName' | 'Notes'>,
  actorId: number | null,
  title: string,
): Promise<void> {
  const archivable = table as TArchivable;
  await firstOrNotFound(
    db
      .update(table)
      .set({
        deletedAt: new Date(),
        deletePerson: query.userName,
        deleteEmployee: actorId,
        deleteNote: query.Notes,
        updatedBy: actorId,
      } as never)
      .where(and(eq(idColumn, query.id), isNull(archivable.deletedAt)))
      .returning({ id: idColumn }),
    `${title} ${query.id} was not found.`,
  );
}

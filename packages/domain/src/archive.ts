import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { queryIdSchema } from './catalogue.ts';

// docs/architecture.md §4 and spec 01 §3: deleting a product, base product or raw material archives it with the name
// the user typed and a reason; the delete dialog requires both ('Please fill in both fields').
export const ARCHIVE_FIELDS_REQUIRED = 'Please fill in both fields';

const typed = z
  .string({ error: ARCHIVE_FIELDS_REQUIRED })
  .trim()
  .min(1, ARCHIVE_FIELDS_REQUIRED)
  .max(300, 'The name and the note must be at most 300 characters');

/** `?id&userId&userName&Notes` of the archiving deletes; userId is informative, the caller is recorded. */
export const ZArchiveQuery = z.object({
  id: queryIdSchema('id'),
  userId: z.string().optional(),
  userName: typed,
  Notes: typed,
});
export type TArchiveQuery = z.infer<typeof ZArchiveQuery>;

/** What the delete dialog sends besides the id. */
export interface TArchiveInput {
  userName: string;
  Notes: string;
}

/** The archive columns every archived row carries on the wire (spread into a reply schema). */
export const archivedFields = {
  deletedAt: ZTimestamp.nullable(),
  deletePerson: z.string().nullable(),
  deleteEmployee: z.number().int().nullable(),
  deleteNote: z.string().nullable(),
};
const ZArchived = z.object(archivedFields);
export type TArchived = z.infer<typeof ZArchived>;

import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { audit } from '../../db/columns.ts';

/** Named settings whose seeded defaults reproduce the spec's hard-coded ids (docs/architecture.md §4). */
export const appSetting = pgTable('app_setting', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  ...audit,
});

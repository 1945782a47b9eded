import { pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';

/** Where an employee works; edited on the Department lookup screen like every other catalogue. */
export const department = pgTable('department', { deptId: id(), deptName: text().notNull(), ...audit });

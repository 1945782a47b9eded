import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';
import type { Database, Transaction } from '../db/client.ts';
import type { TRandom } from '../db/random.ts';
import type { TMailer } from './mail/mail.service.ts';

// What the app takes from a module (docs/architecture.md §1): each module's index.ts exports one TServerModule, and
// modules/index.ts lists them. app.ts mounts the routes, seed/ runs the seeders, drizzle-kit reads the tables.

/** What every module's routes are given by the app. */
export interface TModuleDeps {
  db: Database;
  /** Heavy reads (the reports): a replica when DATABASE_READ_URL is set, else the main database. Never written. */
  readDb: Database;
  config: TConfig;
  /** SMTP from the configuration, or the outbox without it. */
  mailer: TMailer;
  /** Every module's columns of uploaded files, with who may read them (the /uploads route and the clean-up). */
  fileOwners: readonly TFileOwner[];
}

/**
 * Columns that store the urls of uploaded files (Common/UploadImage), and who may read those files: a file is served
 * to a caller holding one of the pages of a record that names it (issue 29 §3).
 */
export interface TFileOwner {
  /** The pages whose screens show the files; 'staff' for every signed-in staff member (product images). */
  pages: readonly string[] | 'staff';
  /** Never kept by a browser or proxy (HR files, leave certificates). */
  private?: true;
  /** Text or JSON columns holding one url or several (a JSON list, '---' joined items). */
  columns: readonly AnyPgColumn[];
}

/** Registers one part of a module's HTTP surface. */
export type TModuleRoutes = (app: FastifyInstance, deps: TModuleDeps) => void;

/** What the benchmark scales beyond `size`. */
export interface TDemoScale {
  /** Sales orders (default DEMO_ORDERS_PER_SIZE × size). */
  orders?: number;
  /** Customer products per customer (default 2: the product seeder makes two per customer per size). */
  productsPerCustomer?: number;
}

/** What every demo seeder is given: one random generator for the whole run, so the data is the same every time. */
export interface TDemoContext {
  random: TRandom;
  /** Multiplies people, customers and products: 1 for the demo, more for the benchmark data set. */
  size: number;
  scale: TDemoScale;
}

export interface TServerModule {
  /** The module's folder name under modules/ (the same on the web side). */
  name: string;
  /** Mounted by app.ts in this order, after the modules listed before this one. */
  routes?: readonly TModuleRoutes[];
  /** Every table of `<module>.tables.ts` (drizzle-kit reads the same files: drizzle.config.ts). */
  tables?: Readonly<Record<string, PgTable>>;
  /** Where the module stores uploaded files' urls (a file nothing names is removed a day after its upload). */
  files?: readonly TFileOwner[];
  /** Reference data every installation needs; idempotent, it never overwrites what an administrator changed. */
  seedReference?: (tx: Transaction) => Promise<void>;
  /** Demo rows, written after the demo rows of the modules in `after` (the ones this seeder reads). */
  demo?: {
    after: readonly string[];
    seed: (tx: Transaction, demo: TDemoContext) => Promise<unknown>;
    /** Whether this module's demo rows are there already: then the demo data set is not added again. */
    present?: (db: Database) => Promise<boolean>;
  };
}

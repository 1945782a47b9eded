import { join, resolve } from 'node:path';
import { z } from 'zod';

// Every setting the server reads from the environment, in one place (README "Configuration").
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.string().url().optional(),
  SEED_DEMO: flag.optional(),
  DEMO_SIZE: z.coerce.number().int().min(1).max(1000).default(1),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  COOKIE_SECURE: flag.default(false),
  TRUST_PROXY: flag.default(false),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  CHECK_REPLIES: flag.default(false),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  BACKUP_HOUR: z.union([z.literal('off'), z.coerce.number().int().min(0).max(23)]).default(2),
});

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read-only connection (a PostgreSQL replica) for heavy reads, the reports; the main database when unset. */
  databaseReadUrl: string | undefined;
  seedDemo: boolean;
  demoSize: number;
  adminPassword: string | undefined;
  logLevel: string;
  webDist: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  smtp: { host: string; port: number; user?: string; password?: string; from: string } | null;
  /** Google Places for the address search; without it the addresses already in the database are suggested. */
  googleMapsApiKey: string | undefined;
  /** Every reply checked against its route's schema (tests and the e2e server): a breach is a 500 naming the field. */
  checkReplies: boolean;
  /** Where backups are written (README "Backups"); DATA_DIR/backups by default. */
  backupDir: string;
  /** How many backup files are kept; older ones are deleted after each backup. */
  backupKeep: number;
  /** The hour (0-23, the server's time zone) of the nightly backup; null when BACKUP_HOUR=off. */
  backupHour: number | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databaseReadUrl: c.DATABASE_READ_URL || undefined,
    // Demo data is on by default for the embedded database and off for a real server (docs/architecture.md §5).
    seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL,
    demoSize: c.DEMO_SIZE,
    adminPassword: c.ADMIN_PASSWORD,
    logLevel: c.LOG_LEVEL,
    webDist: resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    cookieSecure: c.COOKIE_SECURE,
    trustProxy: c.TRUST_PROXY,
    googleMapsApiKey: c.GOOGLE_MAPS_API_KEY || undefined,
    checkReplies: c.CHECK_REPLIES,
    backupDir: resolve(c.BACKUP_DIR ?? join(c.DATA_DIR, 'backups')),
    backupKeep: c.BACKUP_KEEP,
    backupHour: c.BACKUP_HOUR === 'off' ? null : c.BACKUP_HOUR,
    smtp: c.SMTP_HOST
      ? {
          host: c.SMTP_HOST,
          port: c.SMTP_PORT ?? 587,
          user: c.SMTP_USER,
          password: c.SMTP_PASSWORD,
          from: c.SMTP_FROM ?? 'packline@localhost',
        }
      : null,
  };
}

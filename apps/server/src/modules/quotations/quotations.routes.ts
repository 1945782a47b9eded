import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';

// SEAM (helper A fills this in): the staff quotation calls of spec 01 §7 / spec 02 §7.
export function quotationRoutes(_app: FastifyInstance, _deps: { db: Database; config: TConfig }): void {}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

// SEAM (helper O2 fills this in): the Home dashboard's counts and GetRecentOrderAmount.
export function salesOrderStatsRoutes(_app: FastifyInstance, _deps: { db: Database }): void {}

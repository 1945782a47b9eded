import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

// SEAM (helper O2 fills this in): stock figures by product (StockMonitor, WorkOrder, Box lookups of spec 01 §7).
export function inventoryRoutes(_app: FastifyInstance, _deps: { db: Database }): void {}

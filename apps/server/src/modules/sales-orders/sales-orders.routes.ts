import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

// SEAM (helper O1 fills this in): the SalesOrder calls of spec 01 §7.
export function salesOrderRoutes(_app: FastifyInstance, _deps: { db: Database }): void {}

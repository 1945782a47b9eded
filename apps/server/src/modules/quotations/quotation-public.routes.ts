import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';

// SEAM (helper B fills this in): the public quote page's read, the quotation PDF.
export function quotationPublicRoutes(_app: FastifyInstance, _deps: { db: Database; config: TConfig }): void {}

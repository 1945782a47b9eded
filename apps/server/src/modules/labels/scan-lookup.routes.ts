import { SCAN_LOOKUP_PAGES, ZScanCodeQuery, ZScanLookup } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { lookUpScannedCode } from './scan-lookup-read.ts';

// The phone screens' one read (issue 14, beyond the spec's call list): what a scanned code names, where it stands and
// what is on it. README.md "Scan-first phone screens".

const SCAN_LOOKUP = { pages: SCAN_LOOKUP_PAGES } as const;

export function scanLookupRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/Scan/Lookup',
    {
      schema: {
        tags: ['Scan'],
        summary: 'What a scanned code names (box, pallet, cell or raw material box), where it is and what is on it',
        querystring: ZScanCodeQuery,
        response: replyOf(ZScanLookup),
      },
      config: { access: SCAN_LOOKUP },
    },
    async (request) => ok(await lookUpScannedCode(db, request.query.code)),
  );
}

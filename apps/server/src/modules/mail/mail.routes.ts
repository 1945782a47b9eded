import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { listOutbox, resendOutboxMail, type TMailer } from './mail.service.ts';

export const MAIL_OUTBOX_PAGE = '/mail-outbox';
const OUTBOX = { pages: [MAIL_OUTBOX_PAGE] } as const;

export function mailRoutes(app: FastifyInstance, deps: { db: Database; mailer: TMailer }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Mail'];
  r.get(
    '/api/Mail/GetOutbox',
    { schema: { tags, summary: 'The latest 500 e-mails and whether they were sent' }, config: { access: OUTBOX } },
    async () => ok(await listOutbox(deps.db)),
  );
  r.put(
    '/api/Mail/Resend',
    {
      schema: { tags, querystring: ZIdQuery, summary: 'Send a held or failed e-mail again' },
      config: { access: OUTBOX },
    },
    async (request) => ok(await resendOutboxMail(deps.db, deps.mailer, request.query.id)),
  );
}

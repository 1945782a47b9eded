import { ZMailResult, ZOutboxMailList } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { listOutbox, resendOutboxMail } from './mail.service.ts';

export const MAIL_OUTBOX_PAGE = '/mail-outbox';
const OUTBOX = { pages: [MAIL_OUTBOX_PAGE] } as const;

export function mailRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Mail'];
  r.get(
    '/api/Mail/GetOutbox',
    {
      schema: {
        tags,
        summary: 'The latest 500 e-mails and whether they were sent',
        response: replyOf(ZOutboxMailList),
      },
      config: { access: OUTBOX },
    },
    async () => ok(await listOutbox(deps.db)),
  );
  r.put(
    '/api/Mail/Resend',
    {
      schema: {
        tags,
        querystring: ZIdQuery,
        summary: 'Send a held or failed e-mail again',
        response: replyOf(ZMailResult),
      },
      config: { access: OUTBOX },
    },
    async (request) => ok(await resendOutboxMail(deps.db, deps.mailer, request.query.id)),
  );
}

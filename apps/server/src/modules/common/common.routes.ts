import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import {
  ADDRESS_SEARCH_PAGES,
  EMAIL_PAGES,
  queryIdSchema,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_PAGES,
  UPLOAD_TOO_LARGE_MESSAGE,
  ZAddressPredictions,
  ZDataUrl,
  ZEmailTemplateContent,
  ZQuoteTokenQuery,
  ZSendEmail,
  ZSendEmailResult,
  ZUploadedFile,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database } from '../../db/client.ts';
import { JOB_LOCK, scheduleJobs, underJobLock } from '../../db/scheduled-jobs.ts';
import { actorOf, readToken } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { fileReply, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { resolveCaller } from '../auth/auth-read.ts';
import { assertQuoteToken } from '../quotations/quotation-acceptance.service.ts';
import type { TModuleDeps } from '../registry.ts';
import { createAddressProvider, suggestAddresses, type TAddressProvider } from './address.service.ts';
import { sendEmail } from './email.service.ts';
import { getEmailTemplate } from './email-template.service.ts';
import { readMultipartForm } from './multipart.ts';
import { readableUpload, removeUnattachedUploads, storeUpload, type TFileReader } from './upload-access.service.ts';
import { createUploadStore, type TUploadStore, UPLOADS_URL_PREFIX } from './uploads.service.ts';

const FILE_NOT_FOUND = 'File not found.';
const UPLOAD_FIELD = 'imageFile';

/** Files never change under their random names, but who may read them can: a browser keeps them an hour at most. */
const UPLOAD_CACHE = 'private, max-age=3600';
const PRIVATE_UPLOAD_CACHE = 'private, no-store';
const HOUR_MS = 60 * 60 * 1000;

/** The screens that store files may upload and read them back; the public quote page may upload with its token. */
const UPLOAD_ACCESS = { pages: UPLOAD_PAGES, orQuoteToken: true } as const;
const FILE_READ = { pages: UPLOAD_PAGES } as const;
/** The screens that send e-mail read its templates too. */
const EMAIL = { pages: EMAIL_PAGES } as const;

/** Who asks for a file: the session (cookie for <img>, or bearer), else the public quote link's token (number_id). */
async function fileReaderOf(
  request: FastifyRequest,
  deps: TModuleDeps,
  quoteToken?: string,
): Promise<TFileReader | null> {
  const token = readToken(request);
  const caller = token ? await resolveCaller(deps.db, token) : null;
  if (caller?.kind === 'staff') return caller.mustChangePassword ? null : caller;
  if (!quoteToken) return null;
  const quote = await assertQuoteToken(deps.db, quoteToken).catch(() => null);
  return quote && { kind: 'quote', quotationId: quote.quotationId };
}

function uploadRoutes(app: FastifyInstance, deps: TModuleDeps, uploads: TUploadStore): void {
  const { db, fileOwners } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Common'];

  r.post(
    '/api/Common/UploadImage',
    {
      schema: {
        tags,
        summary: 'Store an image or document (multipart field imageFile); gives its url',
        querystring: ZQuoteTokenQuery,
        response: replyOf(ZUploadedFile),
      },
      config: { access: UPLOAD_ACCESS },
    },
    async (request) => {
      const uploader =
        request.caller?.kind === 'staff'
          ? { employeeId: request.caller.employeeId }
          : { quotationId: (await assertQuoteToken(db, request.query.number_id)).quotationId };
      const form = await readMultipartForm(request, UPLOAD_TOO_LARGE_MESSAGE);
      const file = form.files[UPLOAD_FIELD.toLowerCase()];
      if (!file) throw new BusinessError(UPLOAD_MISSING_MESSAGE, { [UPLOAD_FIELD]: [UPLOAD_MISSING_MESSAGE] });
      const stored = await storeUpload(db, uploads, file.content, UPLOAD_FIELD, uploader);
      return ok({ url: stored.url });
    },
  );

  r.get(
    '/api/Common/UrltoBase64',
    {
      schema: {
        tags,
        summary: 'An uploaded file as a data: url (for PDFs drawn in the browser)',
        querystring: z.object({
          imageFile: z.string({ error: 'imageFile is required!' }).min(1, 'imageFile is required!'),
        }),
        response: replyOf(ZDataUrl),
      },
      config: { access: FILE_READ },
    },
    async (request) => {
      const file = await uploads.find(request.query.imageFile);
      if (!file || !(await readableUpload(db, fileOwners, file.name, await fileReaderOf(request, deps)))) {
        throw new NotFoundError(FILE_NOT_FOUND);
      }
      const content = await uploads.read(file);
      return ok(`data:${file.mime};base64,${content.toString('base64')}`);
    },
  );

  // Outside /api: images in <img> tags and links, so the session comes as its cookie (the public quote page adds
  // ?number_id=). Only names the server gave are looked up, so no other path (.., encoded slashes, the folder itself)
  // can be reached; a file the caller may not read is as missing as one that is not there.
  const served = fileReply('application/octet-stream', 'The stored file, with the content type of its content');
  app.get(
    `${UPLOADS_URL_PREFIX}*`,
    { schema: { hide: true, querystring: ZQuoteTokenQuery, response: served } },
    async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const { number_id: quoteToken } = request.query as z.infer<typeof ZQuoteTokenQuery>;
      const file = await uploads.find(name);
      const reader = file && name === file.name ? await fileReaderOf(request, deps, quoteToken) : null;
      const access = file && (await readableUpload(db, fileOwners, file.name, reader));
      if (!file || !access) throw new NotFoundError(FILE_NOT_FOUND);
      // Only images open in the browser; a PDF or an Office file (which may carry scripts) is downloaded.
      const disposition = file.mime.startsWith('image/') ? 'inline' : `attachment; filename="${file.name}"`;
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.size)
        .header('Content-Disposition', disposition)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', access.private ? PRIVATE_UPLOAD_CACHE : UPLOAD_CACHE)
        .send(createReadStream(file.path));
    },
  );

  scheduleJobs(app, [
    {
      name: 'upload clean-up',
      everyMs: HOUR_MS,
      run: () => underJobLock(db, JOB_LOCK.uploadCleanUp, (tx) => removeUnattachedUploads(tx, uploads, fileOwners)),
    },
  ]);
}

function addressRoutes(app: FastifyInstance, db: Database, provider: TAddressProvider): void {
  const r = app.withTypeProvider<TContractTypeProvider>();
  r.get(
    '/api/Common/GetGoogleAddr',
    {
      schema: {
        tags: ['Common'],
        summary: 'Address suggestions: Google Places (NZ) with a key, else addresses and cities already known',
        querystring: z.object({ Path: z.string().max(200).optional() }),
        response: replyOf(ZAddressPredictions),
      },
      config: { access: { pages: ADDRESS_SEARCH_PAGES } },
    },
    async (request) => ok(await suggestAddresses(db, provider, request.query.Path)),
  );
}

function emailRoutes(app: FastifyInstance, deps: TModuleDeps, uploads: TUploadStore): void {
  const r = app.withTypeProvider<TContractTypeProvider>();
  r.post(
    '/api/Common/SendEmail',
    {
      schema: {
        tags: ['Common'],
        summary:
          'Send an e-mail (multipart: File, SenderName, SenderAddress, TargetAddress, TargetName, Subject, HtmlContent, FileName)',
        response: replyOf(ZSendEmailResult),
      },
      config: { access: EMAIL },
    },
    async (request) => {
      const form = await readMultipartForm(request, UPLOAD_TOO_LARGE_MESSAGE);
      const fields = ZSendEmail.safeParse({
        SenderName: form.fields.sendername,
        SenderAddress: form.fields.senderaddress,
        TargetName: form.fields.targetname,
        TargetAddress: form.fields.targetaddress,
        Subject: form.fields.subject,
        HtmlContent: form.fields.htmlcontent,
        FileName: form.fields.filename,
      });
      if (!fields.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of fields.error.issues) {
          const key = String(issue.path[0] ?? 'form');
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new BusinessError(fields.error.issues[0]?.message ?? 'Invalid input.', errors);
      }
      const file = form.files.file;
      return ok(await sendEmail(deps.db, { mailer: deps.mailer, uploads }, fields.data, file, actorOf(request)));
    },
  );
  r.get(
    '/api/EmailTemplate/GetTemplateById',
    {
      schema: {
        tags: ['EmailTemplate'],
        querystring: z.object({ Id: queryIdSchema('Id') }),
        response: replyOf(ZEmailTemplateContent),
      },
      config: { access: EMAIL },
    },
    async (request) => ok(await getEmailTemplate(deps.db, request.query.Id)),
  );
}

export function commonRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  // Uploads go to DATA_DIR/uploads (in PostgreSQL mode too); GOOGLE_MAPS_API_KEY picks the address search.
  const uploads = createUploadStore(join(deps.config.dataDir, 'uploads'));
  uploadRoutes(app, deps, uploads);
  addressRoutes(app, deps.db, createAddressProvider(deps.config.googleMapsApiKey));
  emailRoutes(app, deps, uploads);
}

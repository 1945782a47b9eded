import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { UPLOAD_MAX_BYTES } from '@packline/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessGuard } from './http/access.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { createReplySerializer } from './http/reply.ts';
import { resolveCaller } from './modules/auth/auth-read.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { createMailer, type TMailer } from './modules/mail/mail.service.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface TAppOptions {
  db: Database;
  config: TConfig;
  /** Defaults to SMTP from the configuration (or the outbox without it). */
  mailer?: TMailer;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({
  db,
  config,
  logger = false,
  mailer = createMailer(config.smtp),
}: TAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // The original ASP.NET server matched paths case-insensitively (ARCHITECTURE §3).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Only behind a proxy may X-Forwarded-For name the client; otherwise anyone could dodge the login rate limit.
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createReplySerializer({ checkReplies: config.checkReplies }));

  await app.register(cookie);
  // Common/UploadImage and SendEmail: one file of at most the upload limit per request.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Packline API',
        version: '1.0.0',
        description: 'Envelope { success, data, errorMessage } on every call.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const webIndex = join(config.webDist, 'index.html');
  const serveWeb = existsSync(webIndex);
  registerErrorHandling(app, serveWeb ? (_request, reply) => reply.sendFile('index.html') : undefined);
  registerAccessGuard(app, (token) => resolveCaller(db, token));

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'ok' };
  });

  const deps = { db, config, mailer };
  for (const module of SERVER_MODULES) {
    for (const routes of module.routes ?? []) routes(app, deps);
  }

  if (serveWeb) {
    // Looked up per request, so a rebuilt web app is served without a restart; misses fall back to index.html.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      decorateReply: true,
      index: 'index.html',
    });
  }
  return app;
}

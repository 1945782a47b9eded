import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { UPLOAD_MAX_BYTES } from '@packline/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessGuard } from './http/access.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { createReplySerializer } from './http/reply.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { resolveCaller } from './modules/auth/auth-read.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { createMailer, type TMailer } from './modules/mail/mail.service.ts';
import type { TModuleDeps, TServerModule } from './modules/registry.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The OpenAPI extension on every operation naming the module that serves it (the folder under modules/). */
export const MODULE_KEY = 'x-module';
const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A request slower than this is logged at info, with its id, method, url, status and time. */
const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, at debug: at info every click of every user filled the log (issue 20). A slow request is
 * written at info, a failed one at error; Fastify's warnings and errors stay as they are. Every line of a request
 * carries its id (reqId).
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.elapsedTime > SLOW_REQUEST_MS) reply.log.info(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}

export interface TAppOptions {
  db: Database;
  /** The read-only connection of the reports (DATABASE_READ_URL); `db` by default. */
  readDb?: Database;
  config: TConfig;
  /** Defaults to SMTP from the configuration (or the outbox without it). */
  mailer?: TMailer;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({
  db,
  readDb = db,
  config,
  logger = false,
  mailer = createMailer(config.smtp),
}: TAppOptions): Promise<FastifyInstance> {
  const replySerializer = createReplySerializer({ checkReplies: config.checkReplies });
  const app = Fastify({
    logger,
    // Our compilers from the start: Fastify's defaults (Ajv, fast-json-stringify) would be loaded at every start only
    // to be replaced. (The factory types name Ajv's compile signature; Fastify uses what they return as the route's
    // compiler, the zod one here, hence the casts.)
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => replySerializer as never,
      },
    },
    // The original ASP.NET server matched paths case-insensitively (docs/architecture.md §3).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Only behind a proxy may X-Forwarded-For name the client; otherwise anyone could dodge the login rate limit.
    trustProxy: config.trustProxy,
    logController: new RequestLog(),
  });

  await registerSecurityHeaders(app);
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

  const deps = { db, readDb, config, mailer, fileOwners: SERVER_MODULES.flatMap((module) => module.files ?? []) };
  for (const module of SERVER_MODULES) await mountModule(app, module, deps);

  if (serveWeb) {
    // Looked up per request, so a rebuilt web app is served without a restart; misses fall back to index.html.
    const assets = join(config.webDist, 'assets', sep);
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      decorateReply: true,
      index: 'index.html',
      // The .br/.gz files the build wrote beside each asset, as the browser accepts them (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      // A name under assets/ carries its content hash: it never changes, so browsers keep it a year without asking.
      // Everything else (index.html, the SPA fallback) is asked for again each time, so a new build is seen at once.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE_ASSET : REVALIDATE);
      },
    });
  }
  return app;
}

/**
 * A module's routes, in a scope of their own whose onRoute hook writes the module's name into every route's schema:
 * the OpenAPI document says which module serves each operation (`x-module`, docs/architecture.md §3). The app's own
 * hooks (access guard, OpenAPI collector) are inherited by the scope and run first.
 */
async function mountModule(app: FastifyInstance, module: TServerModule, deps: TModuleDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      // A copy (Object.assign: FastifySchema names no x- keys): a schema object may be shared by several routes.
      route.schema = Object.assign({}, route.schema, { [MODULE_KEY]: module.name });
    });
    for (const routes of module.routes ?? []) routes(scope, deps);
  });
}

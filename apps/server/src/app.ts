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
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessGuard } from './http/access.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resolveCaller } from './modules/auth/auth.service.ts';
import { baseProductRoutes } from './modules/catalogue/base-products.routes.ts';
import { productPriceRoutes } from './modules/catalogue/product-prices.routes.ts';
import { productRoutes } from './modules/catalogue/products.routes.ts';
import { rawMaterialRoutes } from './modules/catalogue/raw-materials.routes.ts';
import { commonRoutes } from './modules/common/common.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes.ts';
import { palletStockLogRoutes } from './modules/dispatch/pallet-stock-log.routes.ts';
import { employeeRoutes } from './modules/employees/employees.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { createMailer, type TMailer } from './modules/mail/mail.service.ts';
import { quotationPublicRoutes } from './modules/quotations/quotation-public.routes.ts';
import { quotationRoutes } from './modules/quotations/quotations.routes.ts';
import { salesOrderStatsRoutes } from './modules/sales-orders/sales-order-stats.routes.ts';
import { salesOrderRoutes } from './modules/sales-orders/sales-orders.routes.ts';
import { ticketRoutes } from './modules/tickets/tickets.routes.ts';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes.ts';

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
  app.setSerializerCompiler(serializerCompiler);

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

  authRoutes(app, { db, config });
  accessRoutes(app, { db });
  employeeRoutes(app, { db });
  customerRoutes(app, { db, mailer });
  lookupRoutes(app, { db });
  mailRoutes(app, { db, mailer });
  commonRoutes(app, { db, mailer, config });
  productRoutes(app, { db });
  rawMaterialRoutes(app, { db });
  baseProductRoutes(app, { db });
  productPriceRoutes(app, { db });
  quotationRoutes(app, { db, config });
  quotationPublicRoutes(app, { db, config });
  salesOrderRoutes(app, { db });
  salesOrderStatsRoutes(app, { db });
  inventoryRoutes(app, { db });
  warehouseRoutes(app, { db });
  dispatchRoutes(app, { db });
  palletStockLogRoutes(app, { db });
  invoiceRoutes(app, { db });
  ticketRoutes(app, { db });

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

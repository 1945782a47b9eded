import type { TApiError } from '@packline/domain';
import { FALLBACK_ERROR_MESSAGE } from '@packline/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, databaseErrorCode, TooManyRequestsError } from '../core/errors.ts';
import { issueMessage } from './validate.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: Omit<TApiError, 'requestId'>) {
  const payload: TApiError = { ...body, requestId: String(request.id) };
  return reply.status(status).send(payload);
}

/** What the caller sent in the part of the request that failed validation. */
function sentIn(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function fieldErrors(error: FastifyError, request: FastifyRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  const input = sentIn(request, error.validationContext);
  for (const issue of error.validation) {
    // instancePath is '/field/sub' for a field, '/' for the whole body or query.
    const path = (issue.instancePath ?? '').split('/').filter(Boolean);
    const field = path.join('.') || (error.validationContext ?? 'body');
    errors[field] ??= [];
    errors[field].push(issueMessage(issue, input, path, field));
  }
  return errors;
}

/** Serves the web app for a browser location that is not an API path (the SPA's own routes). */
export type TSpaFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function registerErrorHandling(app: FastifyInstance, spaFallback?: TSpaFallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error, request);
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
      return send(reply, request, 400, {
        success: false,
        title: 'Validation failed',
        message: { message: first },
        errors,
      });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, request, error.statusCode, {
        success: false,
        title: error.title,
        message: { message: error.message },
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const code = databaseErrorCode(error);
    if (code === '23505') {
      return send(reply, request, 409, {
        success: false,
        title: 'Conflict',
        message: { message: 'This record already exists.' },
      });
    }
    if (code === '23503' && request.method !== 'DELETE') {
      return send(reply, request, 400, {
        success: false,
        title: 'Bad Request',
        message: { message: 'A selected record does not exist (any more).' },
      });
    }
    if (code === '23503') {
      return send(reply, request, 409, {
        success: false,
        title: 'Conflict',
        message: { message: 'This record is used by other records and cannot be changed or deleted.' },
      });
    }
    if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') {
      return send(reply, request, 400, {
        success: false,
        title: 'Bad Request',
        message: { message: 'Invalid value.' },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, request, status, {
        success: false,
        title: TITLES[status] ?? 'Bad Request',
        message: { message: error.message || TITLES[status] || 'Bad Request' },
      });
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return send(reply, request, 500, {
      success: false,
      title: 'Internal Server Error',
      message: { message: FALLBACK_ERROR_MESSAGE, innerMessage: `Request id ${request.id}` },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.toLowerCase().startsWith('/api');
    if (spaFallback && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return spaFallback(request, reply);
    }
    return send(reply, request, 404, {
      success: false,
      title: 'Not Found',
      message: { message: `No API route ${request.method} ${request.url.split('?')[0]}.` },
    });
  });
}

import { envelopeOf, pagedEnvelopeOf } from '@packline/domain';
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import type { $ZodType, input, output } from 'zod/v4/core';
import { asUtf8Bytes, holdsUtf8Bytes } from '../db/json-rows.ts';

// ARCHITECTURE §3: every route declares its reply. A JSON reply is `replyOf(Z…)` (the payload schema, wrapped in the
// envelope); a file download is `fileReply(contentType)`. The schema is the contract: the OpenAPI document publishes it,
// the web's hooks take their types from it, and with `checkReplies` (tests and the e2e server) every reply is checked
// against it, so a route that leaks a column or drops a field fails a test instead of reaching a browser.
// Serialising stays JSON.stringify: fast-json-stringify compiled from these schemas measured slower on the large lists
// (every nullable integer is an anyOf it resolves per value), see the issue 12 note.

/**
 * Route typing: requests are what the schema parses to; a handler returns what the reply schema accepts as input
 * (e.g. a Date where the wire carries ISO text, see domain ZTimestamp).
 */
export interface TContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? input<this['schema']> : unknown;
}

/** The 200 reply of a JSON call: `data` is this schema inside the envelope. */
export function replyOf<T extends z.ZodType>(data: T) {
  return { 200: envelopeOf(data) };
}

/** The 200 reply of a paged list: rows of this schema at data, and meta { total, page, pageSize } when paged. */
export function pagedReplyOf<T extends z.ZodType>(row: T) {
  return { 200: pagedEnvelopeOf(row) };
}

const ZBinary = z.string().meta({ format: 'binary' });

/** The 200 reply of a download (a PDF, an upload served back): the bytes, with their content type. */
export function fileReply(contentType: string, description: string) {
  return { 200: { description, content: { [contentType]: { schema: ZBinary } } } };
}

export const PDF_REPLY = fileReply('application/pdf', 'The PDF file, as an attachment');

/** The JSON Schema the reply check reads from a reply schema. */
function replyJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
}

export class ReplyContractError extends Error {
  constructor(method: string, url: string, errors: ErrorObject[]) {
    const details = errors.map((e) => `${e.instancePath || '/'} ${e.message}${paramsText(e)}`).join('; ');
    super(`The reply of ${method} ${url} breaks its schema: ${details}`);
    this.name = 'ReplyContractError';
  }
}

function paramsText(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return ` (${String(error.params.additionalProperty)})`;
  return '';
}

/**
 * A reply's JSON: text, or the bytes of one whose rows were read as UTF-8 bytes (a whole list, db/json-rows.ts). Its
 * other values are written as bytes too and the JSON is copied out one byte per character, so what is sent is the UTF-8
 * JSON of the real reply. Fastify sends a Buffer as it is (its content type stays the route's JSON).
 */
function serialize(reply: unknown): string | Buffer {
  const data = (reply as { data?: unknown } | null)?.data;
  if (!holdsUtf8Bytes(data)) return JSON.stringify(reply);
  const asBytes = Object.entries(reply as object).map(([key, value]) => [
    key,
    key === 'data' ? data : asUtf8Bytes(value),
  ]);
  return Buffer.from(JSON.stringify(Object.fromEntries(asBytes)), 'latin1');
}

/** Fastify's serializer type says text; a Buffer is sent as it is (fastify/lib/reply.js onSendEnd). */
const stringify = serialize as (reply: unknown) => string;

/**
 * Fastify's serializer compiler. Without `checkReplies` every reply is JSON.stringify, nothing else on the hot path;
 * with it, a zod reply schema is compiled to a check on the first reply of its route, so a test file does not pay for
 * the hundreds of routes it never answers.
 */
export function createReplySerializer(options: { checkReplies: boolean }): FastifySerializerCompiler<unknown> {
  if (!options.checkReplies) return () => stringify;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) return stringify;
    let check: ((data: unknown) => string) | null = null;
    return (data: unknown) => {
      check ??= compileCheck(schema, method, url, ajv);
      return check(data);
    };
  };
}

function compileCheck(schema: z.ZodType, method: string, url: string, ajv: Ajv): (data: unknown) => string {
  const validate = ajv.compile(replyJsonSchema(schema));
  return (data) => {
    const text = stringify(data);
    // What the browser receives, checked against the schema: extra fields and missing ones both fail.
    if (!validate(JSON.parse(text.toString()))) {
      const error = new ReplyContractError(method, url, validate.errors ?? []);
      process.stderr.write(`${error.message}\n`);
      throw error;
    }
    return text;
  };
}

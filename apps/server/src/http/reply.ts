import { Readable } from 'node:stream';
import { envelopeOf, pagedEnvelopeOf } from '@packline/domain';
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import type { $ZodType, input, output } from 'zod/v4/core';
import { JsonList } from '../db/json-rows.ts';

// docs/architecture.md §3: every route declares its reply. A JSON reply is `replyOf(Z…)` (the payload schema, wrapped
// in the envelope); a file download is `fileReply(contentType)`. The schema is the contract: the OpenAPI document
// publishes it, the web's hooks take their types from it, and with `checkReplies` (tests and the e2e server) every
// reply is checked against it, so a route that leaks a column or drops a field fails a test instead of reaching a
// browser. Serialising stays JSON.stringify: fast-json-stringify compiled from these schemas measured slower on the
// large lists (every nullable integer is an anyOf it resolves per value), see the issue 12 note. A whole large list
// arrives as its JSON already (db/json-rows.ts `JsonList`) and is streamed as it is, inside the envelope.

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
 * A reply's JSON: text, or the pieces of one whose rows are a whole list's JSON (db/json-rows.ts `JsonList`), its
 * bytes as they are between the envelope's other values.
 */
function replyPieces(reply: unknown): string | Buffer[] {
  const data = (reply as { data?: unknown } | null)?.data;
  if (!(data instanceof JsonList)) return JSON.stringify(reply);
  const pieces: Buffer[] = [];
  for (const [key, value] of Object.entries(reply as object)) {
    if (value === undefined) continue;
    pieces.push(Buffer.from(`${pieces.length === 0 ? '{' : ','}${JSON.stringify(key)}:`));
    pieces.push(...(value === data ? data.bytes() : [Buffer.from(JSON.stringify(value))]));
  }
  pieces.push(Buffer.from('}'));
  return pieces;
}

/**
 * The reply as Fastify sends it: text, or a whole list's pieces as a stream (sent as they are, chunked: joining 41 MB
 * first cost a copy). Fastify's serializer type says text; it pipes a stream (fastify/lib/reply.js onSendEnd).
 */
function sendable(json: string | Buffer[]): string {
  if (typeof json === 'string') return json;
  const stream = new Readable({ read() {} });
  for (const piece of json) stream.push(piece);
  stream.push(null);
  return stream as unknown as string;
}

const stringify = (reply: unknown): string => sendable(replyPieces(reply));

/**
 * Fastify's serializer compiler. Without `checkReplies` every reply is JSON.stringify (or a whole list's bytes),
 * nothing else on the hot path; with it, a zod reply schema is compiled to a check on the first reply of its route, so
 * a test file does not pay for the hundreds of routes it never answers. A checked reply is sent as an unchecked one
 * would be (a whole list streamed too).
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
    const json = replyPieces(data);
    const text = typeof json === 'string' ? json : Buffer.concat(json).toString('utf8');
    // What the browser receives, checked against the schema: extra fields and missing ones both fail.
    if (!validate(JSON.parse(text))) {
      const error = new ReplyContractError(method, url, validate.errors ?? []);
      process.stderr.write(`${error.message}\n`);
      throw error;
    }
    return sendable(json);
  };
}

import {
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  type TApiError,
  type TEnvelope,
  type TPageMeta,
} from '@packline/domain';
import { z } from 'zod';
import { beginApiCall, endApiCall, showErrorDialog, showSuccessDialog } from './api-feedback.ts';

// The one HTTP client (docs/architecture.md §6): envelope in, payload out, and the automatic handling of spec 01 §8.
// Each call names the reply schema of its route (the domain's Z…): the answer has the type the server's contract gives
// it. The server serialises by that schema and its tests check every reply against it; a development build checks here
// too.

const API_BASE = '/api';
/** spec 01 §7: the default client timeout. */
const DEFAULT_TIMEOUT_MS = 5000;
/** The waits before a read that timed out is sent again (two retries, see sendWithRetries). */
const READ_RETRY_DELAYS_MS = [1000, 2000];
/** spec 01 §8: calls whose success shows no Success! dialog (compared case-insensitively). */
const NO_SUCCESS_DIALOG = new Set([
  'employee/verifypassword',
  'product/getproductbyid',
  'box/generatebarcode',
  // Reads that the spec sends as POST with a body (spec 02 §7), and a preview that stores nothing.
  'attendance/all-records',
  'attendance/weekly-summary',
  'attendance/import/preview',
]);
/** A 401 from these means a wrong password, not an expired session. */
const LOGIN_CALLS = new Set(['employee/employeelogin', 'onlineuser/onlineuserlogin']);

export class ApiError extends Error {
  /** HTTP status; 0 when there was no response (offline, timeout). */
  status: number;
  /** The server's failure body, when it sent one. */
  body: TApiError | null;

  constructor(status: number, body: TApiError | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface TRequestOptions {
  /** No spinner, no Error!/Success! dialog: the caller shows the outcome itself. */
  silent?: boolean;
  /** Query string; null and undefined values are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** Overrides the 5000 ms default, for the rare slow call (large exports). */
  timeoutMs?: number;
  /**
   * Sent without the session cookie, and a 401 does not end the session: the public quote page acts as the customer
   * holding the link even in a browser where a staff member is signed in.
   */
  anonymous?: boolean;
  /** Extra request headers (the machine operator's pass, `x-operator-pass`). */
  headers?: Record<string, string>;
  /** The success dialog's title where the spec names the outcome ('Leave request approved'); else 'Success!'. */
  successTitle?: string;
}

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

let unauthorizedHandler: (() => boolean) | null = null;

/**
 * Called when a non-login call gets 401: the session has ended on the server. The handler answers true when that was
 * expected (the person is logging out, or has no session here any more): then no Error! dialog is shown.
 */
export function onUnauthorized(handler: () => boolean): void {
  unauthorizedHandler = handler;
}

/** The payload schema of a call's reply (what the route declares inside the envelope). */
export type TReply = z.ZodType;
export type TReplyOf<R extends TReply> = z.output<R>;

export function apiGet<R extends TReply>(
  reply: R,
  path: string,
  params?: TRequestOptions['params'],
  options?: TRequestOptions,
): Promise<TReplyOf<R>> {
  return request(reply, 'GET', path, undefined, { ...options, params: { ...options?.params, ...params } });
}

/**
 * One page of a paged list (docs/architecture.md §3): the rows (`row` is one row's schema) and meta { total, page,
 * pageSize }, null when the server answered the whole list.
 */
export async function apiGetPage<R extends TReply>(
  row: R,
  path: string,
  params?: TRequestOptions['params'],
  options?: TRequestOptions,
): Promise<{ rows: TReplyOf<R>[]; meta: TPageMeta | null }> {
  const envelope = await request(z.array(row), 'GET', path, undefined, {
    ...options,
    params: { ...options?.params, ...params },
    envelope: true,
  });
  return { rows: envelope.data, meta: (envelope as { meta?: TPageMeta }).meta ?? null };
}

/** One page of a list read by POST with its query in the body (attendance/all-records): as apiGetPage. */
export async function apiPostPage<R extends TReply>(
  row: R,
  path: string,
  body: unknown,
  options?: TRequestOptions,
): Promise<{ rows: TReplyOf<R>[]; meta: TPageMeta | null }> {
  const envelope = await request(z.array(row), 'POST', path, body, { ...options, envelope: true });
  return { rows: envelope.data, meta: (envelope as { meta?: TPageMeta }).meta ?? null };
}

export function apiPost<R extends TReply>(
  reply: R,
  path: string,
  body?: unknown,
  options?: TRequestOptions,
): Promise<TReplyOf<R>> {
  return request(reply, 'POST', path, body, options);
}

export function apiPut<R extends TReply>(
  reply: R,
  path: string,
  body?: unknown,
  options?: TRequestOptions,
): Promise<TReplyOf<R>> {
  return request(reply, 'PUT', path, body, options);
}

/**
 * A PUT whose answer may be a soft business warning (docs/architecture.md §3: success with errorMessage, e.g. a
 * quotation that would overwrite an earlier one). No Success! dialog when there is a warning: the caller asks the user.
 */
export async function apiPutWithWarning<R extends TReply>(
  reply: R,
  path: string,
  body?: unknown,
  options?: TRequestOptions,
): Promise<{ data: TReplyOf<R>; warning: TEnvelope<unknown>['errorMessage'] }> {
  const envelope = await request(reply, 'PUT', path, body, { ...options, envelope: true });
  return { data: envelope.data, warning: envelope.errorMessage };
}

/** DELETE with a query string, or with a JSON body for the calls that take a list (Quotation/DeleteDrafts). */
export function apiDelete<R extends TReply>(
  reply: R,
  path: string,
  params?: TRequestOptions['params'],
  options?: TRequestOptions & { body?: unknown },
): Promise<TReplyOf<R>> {
  const { body, ...rest } = options ?? {};
  return request(reply, 'DELETE', path, body, { ...rest, params: { ...rest.params, ...params } });
}

/** The text to show for any error a call (or other code) threw. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}

type TSendOptions = TRequestOptions & { envelope?: boolean };

function request<R extends TReply>(
  reply: R,
  method: THttpMethod,
  path: string,
  body: unknown,
  options: TSendOptions & { envelope: true },
): Promise<TEnvelope<TReplyOf<R>>>;
function request<R extends TReply>(
  reply: R,
  method: THttpMethod,
  path: string,
  body: unknown,
  options?: TSendOptions,
): Promise<TReplyOf<R>>;
async function request(
  reply: TReply,
  method: THttpMethod,
  path: string,
  body: unknown,
  options: TSendOptions = {},
): Promise<unknown> {
  const call = callName(path);
  const automatic = !options.silent;
  const sent: TSent = { startedAt: performance.now(), answeredAt: undefined };
  if (automatic) beginApiCall();
  try {
    const answer = await sendWithRetries(method, path, body, options, sent);
    if (import.meta.env.DEV) checkReply(reply, call, options.envelope ? (answer as TEnvelope<unknown>).data : answer);
    const data = answer;
    const warned = options.envelope && (data as TEnvelope<unknown>).errorMessage;
    if (automatic && method !== 'GET' && !warned && !NO_SUCCESS_DIALOG.has(call))
      showSuccessDialog(options.successTitle);
    return data;
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(0, null, apiErrorMessage(error));
    const sessionEnded = apiError.status === 401 && !LOGIN_CALLS.has(call) && !options.anonymous;
    const expected = sessionEnded && (unauthorizedHandler?.() ?? false);
    if (automatic && !expected) showErrorDialog(apiError.message, errorDetails(apiError.body));
    throw apiError;
  } finally {
    if (automatic) endApiCall(sent.answeredAt);
  }
}

/** A development build says which field of a reply differs from the contract (the server's tests enforce it). */
function checkReply(reply: TReply, call: string, data: unknown): void {
  const checked = reply.safeParse(data);
  if (!checked.success) console.error(`The reply of ${call} breaks its schema`, checked.error.issues);
}

/** One call on its way: when it was sent, and when its answer arrived (performance.now() times). */
interface TSent {
  startedAt: number;
  answeredAt: number | undefined;
}

/**
 * Issue 30: a read that timed out or lost the connection is sent again, after 1 s and then 2 s, before its failure is
 * shown. A read changes nothing, so a busy PC's slow answer (the list re-fetched after a write, spec 01 §7) costs a
 * wait, not a 'Network Error' over a write that succeeded. Writes are sent once: a lost answer may hide a done write.
 */
async function sendWithRetries(
  method: THttpMethod,
  path: string,
  body: unknown,
  options: TSendOptions,
  sent: TSent,
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(method, path, body, options, sent);
    } catch (error) {
      const lost = error instanceof ApiError && error.status === 0;
      const retryIn = READ_RETRY_DELAYS_MS[attempt];
      if (method !== 'GET' || !lost || retryIn === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryIn));
    }
  }
}

async function send(
  method: THttpMethod,
  path: string,
  body: unknown,
  options: TSendOptions,
  sent: TSent,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const url = buildUrl(path, options.params);
  let status: number;
  let payload: unknown;
  try {
    const response = await fetch(url, {
      method,
      credentials: options.anonymous ? 'omit' : 'same-origin',
      headers: { ...requestHeaders(body), ...options.headers },
      body: requestBody(body),
      signal: controller.signal,
    });
    status = response.status;
    payload = parseJson(await response.text());
    sent.answeredAt = answerArrival(url, sent.startedAt);
    if (response.ok && isEnvelope(payload) && payload.success) return options.envelope ? payload : payload.data;
  } catch {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
  throw failure(status, payload);
}

/**
 * When the answer of the call to `url` sent at `startedAt` arrived, from the browser's resource timing (its last byte):
 * the code may read it later when the page is busy rendering. Undefined when the browser holds no such entry.
 */
function answerArrival(url: string, startedAt: number): number | undefined {
  if (typeof performance.getEntriesByName !== 'function') return undefined;
  const href = new URL(url, window.location.href).href;
  let arrived: number | undefined;
  for (const entry of performance.getEntriesByName(href, 'resource')) {
    if (entry instanceof PerformanceResourceTiming && entry.startTime >= startedAt && entry.responseEnd > 0) {
      arrived = Math.max(arrived ?? 0, entry.responseEnd);
    }
  }
  return arrived;
}

// The browser keeps 250 resource timings (a reload fetches about 130 chunks): forgotten when full, so the calls'
// arrival times stay readable.
if (typeof performance.clearResourceTimings === 'function') {
  performance.addEventListener('resourcetimingbufferfull', () => performance.clearResourceTimings());
}

/** spec 01 §8: the server's message.message, else its title, else the fallback text. */
function failure(status: number, payload: unknown): ApiError {
  if (isApiError(payload)) {
    return new ApiError(status, payload, payload.message?.message || payload.title || FALLBACK_ERROR_MESSAGE);
  }
  const softMessage = isEnvelope(payload) ? payload.errorMessage?.message : undefined;
  return new ApiError(status, null, softMessage || FALLBACK_ERROR_MESSAGE);
}

function errorDetails(body: TApiError | null): { innerMessage?: string; errors?: Record<string, string[]> } | null {
  if (!body) return null;
  const innerMessage = body.message?.innerMessage;
  const errors = body.errors && Object.keys(body.errors).length > 0 ? body.errors : undefined;
  return innerMessage || errors ? { innerMessage, errors } : null;
}

/** 'Employee/VerifyPassword?x=1' -> 'employee/verifypassword', to compare calls as the server does. */
function callName(path: string): string {
  return (path.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
}

function buildUrl(path: string, params: TRequestOptions['params']): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function requestHeaders(body: unknown): HeadersInit {
  if (body === undefined || body instanceof FormData) return { Accept: 'application/json' };
  return { Accept: 'application/json', 'Content-Type': 'application/json' };
}

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isEnvelope(value: unknown): value is TEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function isApiError(value: unknown): value is TApiError {
  return isEnvelope(value) && !value.success && ('message' in value || 'title' in value);
}

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../core/errors.ts';
import type { TPdfDocument } from './pdf-document.ts';

// PDFs are drawn in worker threads (issue 29 §4): a print of 500 labels is seconds of CPU that would otherwise stall
// every other request. One pool per process, a thread per core, started with the first PDF; idle threads end.

// Set by scripts/build.mjs: the worker bundle's path from this source file. Unset when run from source (tsx, vitest).
declare const PACKLINE_RENDER_WORKER: string | undefined;

/** Documents waiting for a thread beyond those being drawn; past it a print is refused with 503. */
export const RENDER_QUEUE_MAX = 64;
export const RENDER_BUSY_MESSAGE = 'The server is busy drawing documents. Please try again in a moment.';

/** The client went away before its document was drawn: nobody is left to answer. */
export class ClientGoneError extends AppError {
  constructor() {
    super(499, 'The client closed the request.', 'Client Closed Request');
  }
}

function workerOptions(): { filename: string; execArgv?: string[] } {
  if (typeof PACKLINE_RENDER_WORKER === 'string') {
    return { filename: new URL(PACKLINE_RENDER_WORKER, import.meta.url).href };
  }
  // From source the worker is TypeScript: the thread loads tsx's loader first.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./render-worker.ts', import.meta.url).href, execArgv: ['--import', tsx] };
}

let pool: Piscina | null = null;
/** Documents drawn in the pool, asked for and not yet answered, and stopped because their client left. */
let drawn = 0;
let pending = 0;
let aborted = 0;

function renderPool(): Piscina {
  pool ??= new Piscina({
    ...workerOptions(),
    minThreads: 0,
    maxThreads: availableParallelism(),
    maxQueue: RENDER_QUEUE_MAX,
    idleTimeout: 60_000,
  });
  return pool;
}

/** The PDF of a definition, drawn in a worker thread; `signal` aborting drops it from the queue or stops its thread. */
export async function renderInPool(definition: TPdfDocument, signal?: AbortSignal): Promise<Buffer> {
  if (signal?.aborted) throw new ClientGoneError();
  const current = renderPool();
  if (current.queueSize >= RENDER_QUEUE_MAX) throw new AppError(503, RENDER_BUSY_MESSAGE, 'Service Unavailable');
  pending += 1;
  try {
    const bytes: Uint8Array = await current.run(definition, signal ? { signal } : {});
    drawn += 1;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (!signal?.aborted) throw error;
    aborted += 1;
    throw new ClientGoneError();
  } finally {
    pending -= 1;
  }
}

/** What the pool has done (tests): documents drawn, waiting or drawing now, and stopped because their client left. */
export function renderPoolStats() {
  return { drawn, pending, aborted };
}

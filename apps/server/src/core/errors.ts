// Typed failures that carry the spec's message; the error handler turns them into the error shape of
// docs/architecture.md §3. Services throw these and never know about HTTP otherwise.

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly title = 'Error',
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** A business rule refused the request ('This order has already Delivered!'). */
export class BusinessError extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(400, message, 'Bad Request', errors);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Record not found.') {
    super(404, message, 'Not Found');
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message, 'Conflict');
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message, 'Unauthorized');
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message, 'Forbidden');
  }
}

/** Answered with `Retry-After`: every 429 says when to try again (RFC 9110 §10.2.3). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'Too Many Requests');
  }
}

/** PostgreSQL error codes a database refusal maps to (unique and foreign-key violations). */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs the write, turning a unique index's refusal (the row was taken meanwhile, or exists) into a 409 with `message`. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(message);
    throw error;
  }
}

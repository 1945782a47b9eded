import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Parses a body the route could not declare one schema for (a call with two callers, e.g. the quote page's accept);
 * a refusal is the same 400 as a schema refusal: 'Validation failed', the first message, the messages by field.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  throw new AppError(400, result.error.issues[0]?.message ?? 'Invalid input.', 'Validation failed', errors);
}

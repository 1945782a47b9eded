import type { z } from 'zod';
import { AppError } from '../core/errors.ts';

/** zod's own wording for a wrong or missing value ('Invalid input: expected string, received undefined'). */
const ZOD_DEFAULT_TYPE_MESSAGE = /^Invalid input: expected /;

/** The value at a field's path in what the caller sent, or undefined when the caller left it out. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * The message a refused field is shown with: the schema's own words, except where the schema has none and zod would
 * answer 'Invalid input: expected string, received undefined': a required field the caller left out is
 * '{field} is required!', one of the wrong type '{field} must be a {type}' (issue 31 §8).
 */
export function issueMessage(
  issue: { code?: string; keyword?: string; message?: string; expected?: unknown; params?: unknown },
  input: unknown,
  path: readonly PropertyKey[],
  field: string,
): string {
  const message = issue.message ?? 'Invalid value';
  const code = issue.code ?? issue.keyword;
  if (code !== 'invalid_type' || !ZOD_DEFAULT_TYPE_MESSAGE.test(message)) return message;
  const left = path.length === 0 ? input === undefined || input === null : valueAt(input, path) === undefined;
  if (left) return `${field} is required!`;
  const expected = issue.expected ?? (issue.params as { expected?: unknown } | undefined)?.expected;
  return typeof expected === 'string' ? `${field} must be ${article(expected)}` : message;
}

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
    errors[field].push(issueMessage(issue, value, issue.path, field));
  }
  throw new AppError(400, Object.values(errors)[0]?.[0] ?? 'Invalid input.', 'Validation failed', errors);
}

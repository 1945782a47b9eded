import type { FormRule } from 'antd';

/** The part of a zod schema a form rule needs (kept structural, so the web app does not import zod itself). */
export interface TParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd rule that checks a field with the same zod schema the server applies, so the browser refuses
 * what the API would refuse, with the schema's message. `toWire` turns the form value into the body value.
 */
export function zodRule(schema: TParser, toWire: (value: unknown) => unknown = (value) => value): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(toWire(value));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}

/** The required rule; its message comes from the configured validateMessages ('{label} is required!') unless given. */
export function requiredRule(message?: string): FormRule {
  return message ? { required: true, message } : { required: true };
}

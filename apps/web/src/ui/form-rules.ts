import { decimalPlaces, NUMBER_INPUT_RANGE, VALIDATE_MESSAGES } from '@packline/domain';
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

/**
 * `zodRule` for a field whose schema names it by its wire name ('TargetAddress is not a valid email!'): the message
 * a person reads names the field by its label instead ('To is not a valid email!').
 */
export function labelledZodRule(schema: TParser, wireName: string, label: string): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        const message = result.error.issues[0]?.message ?? 'Invalid value';
        throw new Error(message.startsWith(wireName) ? `${label}${message.slice(wireName.length)}` : message);
      }
    },
  };
}

/** The required rule; its message comes from the configured validateMessages ('{label} is required!') unless given. */
export function requiredRule(message?: string): FormRule {
  return message ? { required: true, message } : { required: true };
}

export interface TNumberRange {
  min?: number;
  max?: number;
}

/**
 * spec 01 §5's range messages for a number outside [min, max] ('must be greater than 0'), or null when inside: the
 * bound that was crossed is named, both when the other bound is not the default range's.
 */
export function numberRangeMessage(value: unknown, range: TNumberRange): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  const min = range.min ?? NUMBER_INPUT_RANGE.min;
  const max = range.max ?? NUMBER_INPUT_RANGE.max;
  if (value >= min && value <= max) return null;
  // The templates are antd's validateMessages ('must be greater than ${min}'), filled the way antd fills them.
  const fill = (template: string) =>
    template.replace(/\$\{(min|max)\}/g, (_all, bound) => String(bound === 'min' ? min : max));
  const bothSet = min !== NUMBER_INPUT_RANGE.min && max !== NUMBER_INPUT_RANGE.max;
  if (bothSet) return fill(VALIDATE_MESSAGES.number.range);
  return fill(value < min ? VALIDATE_MESSAGES.number.min : VALIDATE_MESSAGES.number.max);
}

/** Refuses a number outside the range with the spec's message (a pasted '-5' is refused, not turned into 0). */
export function numberRangeRule(range: TNumberRange): FormRule {
  return {
    validator: async (_rule, value) => {
      const message = numberRangeMessage(value, range);
      if (message) throw new Error(message);
    },
  };
}

/** A number with more decimals than `precision` allows, or null: a form refuses it and never rounds it. */
export function numberPrecisionMessage(value: unknown, precision: number): string | null {
  if (typeof value !== 'number' || Number.isNaN(value) || decimalPlaces(value) <= precision) return null;
  return precision === 0 ? 'must be a whole number' : `must have at most ${precision} decimals`;
}

/** Refuses 1.5 where a whole number is asked for (or more decimals than `precision`), with `message` when given. */
export function numberPrecisionRule(precision: number, message?: string): FormRule {
  return {
    validator: async (_rule, value) => {
      const refused = numberPrecisionMessage(value, precision);
      if (refused) throw new Error(message ?? refused);
    },
  };
}

export interface TNumberRules extends TNumberRange {
  /** The decimals allowed (0: a whole number). */
  precision?: number;
  /** One message for every refusal (the spec's 'Please input a valid qty'), else each rule's own. */
  message?: string;
}

/**
 * The rules of a NumberInput's bounds and decimals: what the input marks red, the form refuses with a message, so a
 * typed 1.5 or -10 stays in the field instead of being turned into 2 or 0 (antd's min / precision would).
 */
export function numberRules({ precision, message, ...range }: TNumberRules): FormRule[] {
  const rangeRule: FormRule = {
    validator: async (_rule, value) => {
      const refused = numberRangeMessage(value, range);
      if (refused) throw new Error(message ?? refused);
    },
  };
  return precision === undefined ? [rangeRule] : [rangeRule, numberPrecisionRule(precision, message)];
}

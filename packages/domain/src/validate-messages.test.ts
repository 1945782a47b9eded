import { describe, expect, it } from 'vitest';
import {
  DELETE_DIALOG_MESSAGE,
  NO_CHANGES_MESSAGE,
  NUMBER_INPUT_RANGE,
  PROMPT_REQUIRED,
  REQUIRED_MESSAGE,
  TEXTAREA_MAX,
  VALIDATE_MESSAGES,
} from './validate-messages.ts';

/** What antd Form does with a message: replaces each ${name} with the rule's value. */
function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\$\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

describe('VALIDATE_MESSAGES', () => {
  it('keeps the placeholders for antd to fill in', () => {
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: these are antd placeholders, not template slots.
    expect(VALIDATE_MESSAGES.required).toBe('${label} is required!');
    expect(VALIDATE_MESSAGES.types.email).toBe('${label} is not a valid email!');
    expect(VALIDATE_MESSAGES.types.number).toBe('${label} is not a valid number!');
    expect(VALIDATE_MESSAGES.number.min).toBe('must be greater than ${min}');
    expect(VALIDATE_MESSAGES.number.max).toBe('must be less than ${max}');
    expect(VALIDATE_MESSAGES.number.range).toBe('must be between ${min} and ${max}');
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: antd placeholders end here.
  });

  it('reads as the spec once filled in', () => {
    expect(fill(VALIDATE_MESSAGES.required, { label: 'Customer' })).toBe('Customer is required!');
    expect(fill(VALIDATE_MESSAGES.types.email, { label: 'Email' })).toBe('Email is not a valid email!');
    expect(fill(VALIDATE_MESSAGES.number.range, { min: 0, max: 10 })).toBe('must be between 0 and 10');
  });
});

describe('form constants', () => {
  it('builds the required message for a label', () => {
    expect(REQUIRED_MESSAGE('Order Date')).toBe('Order Date is required!');
    expect(REQUIRED_MESSAGE('Order Date')).toBe(fill(VALIDATE_MESSAGES.required, { label: 'Order Date' }));
  });

  it('limits text areas and number inputs', () => {
    expect(TEXTAREA_MAX).toBe(300);
    expect(NUMBER_INPUT_RANGE).toEqual({ min: -999999999999, max: 999999999999 });
  });

  it('has the dialog texts', () => {
    expect(PROMPT_REQUIRED).toBe('Required!');
    expect(DELETE_DIALOG_MESSAGE).toBe('Please fill in both fields');
    expect(NO_CHANGES_MESSAGE).toBe('No changes on the form.');
  });
});

import { NUMBER_INPUT_RANGE } from '@packline/domain';
import { InputNumber, type InputNumberProps } from 'antd';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { numberPrecisionMessage, numberRangeMessage } from './form-rules.ts';

// spec 01 §5: number inputs block the characters e and minus; the ranged input defaults to ±999999999999. A value
// outside the range that arrives anyway (pasted) is kept as it is, shown red, and refused by the field's range rule
// with the spec's message (numberRangeRule), never silently turned into the nearest bound. Likewise `precision` is the
// decimals allowed, not a rounding: 1.5 where a whole number is asked for stays 1.5, red, refused by numberRules.
const EXPONENT_KEYS = new Set(['e', 'E']);
const SIGN_KEYS = new Set(['-', '+']);

export type TNumberInputProps = Omit<InputNumberProps<number>, 'stringMode'>;

export function NumberInput({
  min = NUMBER_INPUT_RANGE.min,
  max = NUMBER_INPUT_RANGE.max,
  precision,
  onKeyDown,
  onPaste,
  style,
  status,
  ...props
}: TNumberInputProps) {
  const lower = typeof min === 'number' ? min : Number(min);
  const upper = typeof max === 'number' ? max : Number(max);
  const blocksSign = lower >= 0;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (EXPONENT_KEYS.has(event.key) || (blocksSign && SIGN_KEYS.has(event.key))) event.preventDefault();
    onKeyDown?.(event);
  };
  // A pasted exponent is not a number a person means; a pasted sign is kept, so the range check can refuse it.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (/[eE]/.test(event.clipboardData.getData('text'))) event.preventDefault();
    onPaste?.(event);
  };
  // Out of range or too many decimals shows red here; the form item's rules (form-rules.ts numberRules) say why.
  const refused =
    numberRangeMessage(props.value, { min: lower, max: upper }) !== null ||
    (precision !== undefined && numberPrecisionMessage(props.value, precision) !== null);
  return (
    <InputNumber<number>
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
      status={status ?? (refused ? 'error' : undefined)}
      aria-valuemin={lower}
      aria-valuemax={upper}
      aria-invalid={refused || undefined}
      style={{ width: '100%', ...style }}
      {...props}
    />
  );
}

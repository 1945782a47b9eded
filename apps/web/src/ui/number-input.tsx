import { NUMBER_INPUT_RANGE } from '@packline/domain';
import { InputNumber, type InputNumberProps } from 'antd';
import type { KeyboardEvent } from 'react';

// spec 01 §5: number inputs block the characters e and minus; the ranged input defaults to ±999999999999.
const EXPONENT_KEYS = new Set(['e', 'E']);
const SIGN_KEYS = new Set(['-', '+']);

export type TNumberInputProps = Omit<InputNumberProps<number>, 'stringMode'>;

export function NumberInput({
  min = NUMBER_INPUT_RANGE.min,
  max = NUMBER_INPUT_RANGE.max,
  onKeyDown,
  style,
  ...props
}: TNumberInputProps) {
  const blocksSign = typeof min === 'number' && min >= 0;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (EXPONENT_KEYS.has(event.key) || (blocksSign && SIGN_KEYS.has(event.key))) event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <InputNumber<number> min={min} max={max} onKeyDown={handleKeyDown} style={{ width: '100%', ...style }} {...props} />
  );
}

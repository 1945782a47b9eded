/** A text field's value for the API: trimmed, and null when nothing was typed. */
export function blankToNull(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

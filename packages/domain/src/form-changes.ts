// spec 01 §8: an update whose values are those already saved is refused with NO_CHANGES_MESSAGE ('No changes on the
// form.'), by the form before it calls the server and by the server itself. Both compare through this one rule.

/** A value as a form compares it: blank text is no value, numbers compare by their text, lists by their JSON. */
function formValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
  return text === '' ? null : text;
}

/** Whether a sent value differs from the saved one ('', null and a missing value are the same answer). */
export function isChangedValue(sent: unknown, saved: unknown): boolean {
  return formValue(sent) !== formValue(saved);
}

/** The fields of `input` whose values differ from `saved`; a field left out (undefined) is not sent, so no change. */
export function changedFields<T extends object>(input: T, saved: object): Partial<T> {
  const stored = saved as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && isChangedValue(value, stored[key])),
  ) as Partial<T>;
}

/** Whether an update would change anything of the saved row. */
export function hasChanges(input: object, saved: object): boolean {
  return Object.keys(changedFields(input, saved)).length > 0;
}

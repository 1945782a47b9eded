import { changedFields, NO_CHANGES_MESSAGE } from '@packline/domain';
import { BusinessError } from './errors.ts';

/** spec 01 §8: the fields an update changes; an update that changes nothing is refused ('No changes on the form.'). */
export function requireChanges<T extends object>(input: T, saved: object): Partial<T> {
  const changes = changedFields(input, saved);
  if (Object.keys(changes).length === 0) throw new BusinessError(NO_CHANGES_MESSAGE);
  return changes;
}

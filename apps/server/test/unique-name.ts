import { randomBytes } from 'node:crypto';

let sequence = 0;
/** A name no other row of this run has. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
}

import { MAX_ID } from '@packline/domain';
import { z } from 'zod';

export const positiveIdParam = (name: string) =>
  z.coerce
    .number({ error: `${name} is required!` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);

/** `?id=` of the generic Get{N}ById and Delete{N} calls. */
export const ZIdQuery = z.object({
  id: positiveIdParam('id'),
});

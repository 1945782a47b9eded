import { z } from 'zod';

/** `?id=` of the generic Get{N}ById and Delete{N} calls. */
export const ZIdQuery = z.object({
  id: z.coerce.number({ error: 'id is required!' }).int('id must be a whole number').positive('id must be positive'),
});

export const positiveIdParam = (name: string) =>
  z.coerce
    .number({ error: `${name} is required!` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`);

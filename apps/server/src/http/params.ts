import { queryIdSchema } from '@packline/domain';
import { z } from 'zod';

/** `?id=` of the generic Get{N}ById and Delete{N} calls. */
export const ZIdQuery = z.object({ id: queryIdSchema('id') });

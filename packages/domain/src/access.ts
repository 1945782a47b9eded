import { z } from 'zod';
import { ZAuditFields } from './catalogue.ts';

// Who may open which page (spec 01 §7 RolePageMapping): a role is granted pages one mapping at a time.

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

/** A page granted to a role (GetAllRolePageMapping; what Add and Delete RolePageMapping answer). */
export const ZRolePageMapping = z.object({
  mappingId: z.number().int(),
  roleId: z.number().int(),
  pageId: z.number().int(),
  ...ZAuditFields,
});
export type TRolePageMapping = z.infer<typeof ZRolePageMapping>;

export const ZRolePageMappingList = z.array(ZRolePageMapping);

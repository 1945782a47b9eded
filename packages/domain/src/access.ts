import { z } from 'zod';
import { ZAuditFields } from './catalogue.ts';
import { HR_PAGES } from './hr.ts';

// Who may open which page (spec 01 §7 RolePageMapping): a role is granted pages one mapping at a time.

/** User Authorisation: who grants and takes away a role's pages. */
export const ROLE_PAGE_MAPPING_PAGES = ['/role-page-mapping-management'] as const;
/** Who reads the page groups and pages: Page Management, and User Authorisation (a checkbox per page). */
export const PAGE_READ_PAGES = ['/page-management', ...ROLE_PAGE_MAPPING_PAGES] as const;
/**
 * Who reads the roles: the Role screen, User Authorisation (a tab per role), Employee Management (an employee's role)
 * and Notification management (the role a notice is for). The menu comes with the session, not from these.
 */
export const ROLE_READ_PAGES = [
  '/role-management',
  ...ROLE_PAGE_MAPPING_PAGES,
  '/employee-management',
  '/notification-management',
  // The HR list's role picker (issue 19).
  ...HR_PAGES,
] as const;

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

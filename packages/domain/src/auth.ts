import { z } from 'zod';
import { queryIdSchema } from './catalogue.ts';
import type { TPermission } from './settings.ts';

// spec 01 §5 (Login) and §7 (Session).
export const USERNAME_REQUIRED = 'Please input your Username!';
export const PASSWORD_REQUIRED = 'Please input your Password!';
export const UNLOCK_PASSWORD_REQUIRED = 'Please input your password!';
export const WRONG_LOGIN_MESSAGE = 'Incorrect username or password.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please wait 15 minutes and try again.';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Please change your temporary password before continuing.';

export const SESSION_COOKIE = 'token';
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const LOGIN_SUBMIT_DELAY_MS = 1500;
export const IDLE_LOCK_SECONDS = 3600;
export const PASSWORD_MIN_LENGTH = 8;

export const ZLogin = z.object({
  username: z.string({ error: USERNAME_REQUIRED }).trim().min(1, USERNAME_REQUIRED).max(100),
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(200),
  type: z.union([z.string(), z.number()]).optional(),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZVerifyPassword = z.object({
  userName: z.string({ error: USERNAME_REQUIRED }).trim().min(1, USERNAME_REQUIRED).max(100),
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(200),
});
export type TVerifyPassword = z.infer<typeof ZVerifyPassword>;

const newPassword = z
  .string({ error: 'New Password is required!' })
  .min(PASSWORD_MIN_LENGTH, `New Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200);

export const ZChangePassword = z.object({
  oldPassword: z.string({ error: 'Old Password is required!' }).min(1, 'Old Password is required!').max(200),
  newPassword,
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

export const ZResetPasswordQuery = z.object({
  employeeId: queryIdSchema('employeeId'),
  newPassword: newPassword.optional(),
});

export interface TSessionPage {
  pageId: number;
  groupId: number;
  group: { groupName: string; sortingOrder: number };
  pageName: string;
  pageUrl: string;
  sortingOrder: number;
}

export interface TStaffLogin {
  token: string;
  userName: string;
  name: string;
  email: string | null;
  employeeId: number;
  roleId: number | null;
  mustChangePassword: boolean;
  pages: TSessionPage[];
  /** Named permissions beyond the pages (e.g. editing a quotation's minimum price). */
  permissions: TPermission[];
}

export interface TCustomerLogin {
  token: string;
  customerId: number;
  userName: string;
  company: string;
}

export type TCurrentSession =
  | ({ kind: 'staff' } & Omit<TStaffLogin, 'token'>)
  | ({ kind: 'customer' } & Omit<TCustomerLogin, 'token'>);

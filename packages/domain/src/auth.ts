import { z } from 'zod';
import { queryIdSchema } from './catalogue.ts';
import { PERMISSION } from './settings.ts';

// spec 01 §5 (Login) and §7 (Session).
export const USERNAME_REQUIRED = 'Please input your Username!';
export const PASSWORD_REQUIRED = 'Please input your Password!';
export const UNLOCK_PASSWORD_REQUIRED = 'Please input your password!';
export const WRONG_LOGIN_MESSAGE = 'Incorrect username or password.';
/** The 429 of the login limits, naming the wait that its Retry-After header gives in seconds. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed login attempts. Please wait ${wait} and try again.`;
}
/** Employee/VerifyPassword checks the signed-in person's own password only (the idle lock's unlock). */
export const VERIFY_OWN_PASSWORD_MESSAGE = 'You can only check your own password.';
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

// ---- Replies (the response contract of each call) -----------------------------------------------------------------
// No reply carries a password hash or a session's token hash; the login alone carries the token it opened (spec 01 §7).

/** A page the signed-in person's role may open, with its menu group. */
export const ZSessionPage = z.object({
  pageId: z.number().int(),
  groupId: z.number().int(),
  group: z.object({ groupName: z.string(), sortingOrder: z.number().int() }),
  pageName: z.string(),
  pageUrl: z.string(),
  sortingOrder: z.number().int(),
});
export type TSessionPage = z.infer<typeof ZSessionPage>;

const staffSessionFields = {
  userName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The signed-in person's own mobile (the quote e-mail's signature): no other screen reads employee records. */
  mobile: z.string().nullable(),
  employeeId: z.number().int(),
  roleId: z.number().int().nullable(),
  mustChangePassword: z.boolean(),
  pages: z.array(ZSessionPage),
  /** Named permissions beyond the pages (e.g. editing a quotation's minimum price). */
  permissions: z.array(z.enum(PERMISSION)),
};

const customerSessionFields = {
  customerId: z.number().int(),
  userName: z.string(),
  company: z.string(),
};

/** Employee/EmployeeLogin. */
export const ZStaffLogin = z.object({ token: z.string(), ...staffSessionFields });
export type TStaffLogin = z.infer<typeof ZStaffLogin>;

/** OnlineUser/OnlineUserLogin. */
export const ZCustomerLogin = z.object({ token: z.string(), ...customerSessionFields });
export type TCustomerLogin = z.infer<typeof ZCustomerLogin>;

/** Session/Current: who is signed in, without the token. */
export const ZCurrentSession = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), ...staffSessionFields }),
  z.object({ kind: z.literal('customer'), ...customerSessionFields }),
]);
export type TCurrentSession = z.infer<typeof ZCurrentSession>;

/** Employee/ResetPassword: the temporary password, shown once to the administrator who set it. */
export const ZPasswordReset = z.object({ employeeId: z.number().int(), temporaryPassword: z.string() });
export type TPasswordReset = z.infer<typeof ZPasswordReset>;

import { randomBytes } from 'node:crypto';
import { ROLE } from '@packline/domain';
import type { Database } from '../../db/client.ts';
import { DEMO_PASSWORD } from './employees.demo.ts';
import { addEmployee, findEmployeeForLogin } from './employees.service.ts';

export const ADMIN_USER_NAME = 'admin';

/**
 * First start creates `admin` with ADMIN_PASSWORD; without it, the demo password when demo data is on, otherwise a
 * random password that is printed once. Returns the password when it was generated, so the caller can print it.
 */
export async function ensureAdmin(
  db: Database,
  options: { adminPassword: string | undefined; seedDemo: boolean },
): Promise<{ created: boolean; generatedPassword: string | null }> {
  if (await findEmployeeForLogin(db, ADMIN_USER_NAME)) return { created: false, generatedPassword: null };
  const generated = options.adminPassword || options.seedDemo ? null : randomBytes(12).toString('base64url');
  const password = options.adminPassword ?? generated ?? DEMO_PASSWORD;
  await addEmployee(
    db,
    {
      firstName: 'System',
      lastName: 'Administrator',
      userName: ADMIN_USER_NAME,
      password,
      roleId: ROLE.Admin,
      isSales: 0,
    },
    null,
  );
  return { created: true, generatedPassword: generated };
}

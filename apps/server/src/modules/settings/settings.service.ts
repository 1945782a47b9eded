import { PERMISSION_SETTINGS, SETTING, type TEmployeeIdsSetting, type TPermission } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appSetting } from './settings.tables.ts';

// docs/architecture.md §4: where the spec hard-codes user ids, a named setting holds them; the seed writes the spec's
// values.

type TSettingKey = keyof typeof SETTING;

export async function readSetting<K extends TSettingKey>(
  db: DbOrTx,
  name: K,
): Promise<(typeof SETTING)[K]['defaultValue']> {
  const { key, defaultValue } = SETTING[name];
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, key));
  return (row?.value as (typeof SETTING)[K]['defaultValue'] | undefined) ?? defaultValue;
}

/** Seeds every setting with the spec's default; a value an administrator changed is kept. */
export async function seedSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(appSetting)
    .values(Object.values(SETTING).map(({ key, defaultValue }) => ({ key, value: defaultValue })))
    .onConflictDoNothing({ target: appSetting.key });
}

/** The named permissions of a staff member beyond their pages. */
export async function permissionsOf(db: DbOrTx, employeeId: number): Promise<TPermission[]> {
  const granted: TPermission[] = [];
  for (const [permission, setting] of Object.entries(PERMISSION_SETTINGS) as [TPermission, TEmployeeIdsSetting][]) {
    const holders: readonly number[] = await readSetting(db, setting);
    if (holders.includes(employeeId)) granted.push(permission);
  }
  return granted;
}

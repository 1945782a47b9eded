import { shiftDate, todayInAuckland } from '@packline/domain';
import { and, asc, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { ADMIN_USER_NAME } from '../employees/first-admin.ts';
import { contractType } from '../lookups/lookups.tables.ts';
import { hrContract, humanResource } from './hr.tables.ts';

type TContractRow = typeof hrContract.$inferInsert;

// Demo HR records: one per demo employee but the administrator account (name, mobile as phone, e-mail, role). Two
// birthdays fall this week and two fixed-term contracts expire within the month, so the HR list shows both flags; the
// others are permanent, one of them after a fixed-term contract that ended last year.

/** A date of birth `age` years before `day`'s month and day (28 Feb for 29 Feb). */
const bornOn = (day: string, age: number) => {
  const [year, month, date] = day.split('-');
  return `${Number(year) - age}-${month}-${month === '02' && date === '29' ? '28' : date}`;
};

export async function seedHrDemo(tx: Transaction, random: TRandom): Promise<void> {
  const staff = await tx
    .select()
    .from(employee)
    .where(and(isNull(employee.deletedAt), ne(employee.userName, ADMIN_USER_NAME)))
    .orderBy(asc(employee.employeeId));
  const types = new Map(
    (await tx.select().from(contractType)).map((t) => [t.contractTypeName, t.contractTypeId] as const),
  );
  const permanent = types.get('Permanent full-time');
  const fixedTerm = types.get('Fixed-term');
  if (staff.length === 0 || permanent === undefined || fixedTerm === undefined) return;

  const today = todayInAuckland();
  const records = await tx
    .insert(humanResource)
    .values(
      staff.map((person, i) => {
        // The first two have a birthday in 2 and 5 days; the others anywhere from a month on.
        const birthday =
          i < 2 ? shiftDate(today, i === 0 ? 2 : 5, 'day') : shiftDate(today, random.int(30, 330), 'day');
        return {
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.mobile,
          email: person.email,
          roleId: person.roleId,
          dob: bornOn(birthday, random.int(21, 60)),
          entryDate: shiftDate(today, -random.int(120, 3000), 'day'),
        };
      }),
    )
    .returning({ humanResourceId: humanResource.humanResourceId, entryDate: humanResource.entryDate });

  const contracts = records.flatMap((record, i): TContractRow[] => {
    const start = record.entryDate ?? today;
    if (i === 2 || i === 3) {
      // Fixed-term, ending in 10 and 24 days.
      return [
        {
          humanResourceId: record.humanResourceId,
          contractTypeId: fixedTerm,
          effDate: shiftDate(today, -335, 'day'),
          expDate: shiftDate(today, i === 2 ? 10 : 24, 'day'),
          trialDate: shiftDate(today, -245, 'day'),
          contractDesc: 'Twelve-month fixed term, to cover the busy season.',
        },
      ];
    }
    const perm: TContractRow = {
      humanResourceId: record.humanResourceId,
      contractTypeId: permanent,
      effDate: start,
      expDate: null,
      trialDate: shiftDate(start, 90, 'day'),
      contractDesc: 'Individual employment agreement, 40 hours a week.',
    };
    if (i !== 4) return [perm];
    // Fixed-term first, made permanent when it ended.
    const renewed = shiftDate(today, -200, 'day');
    return [
      {
        humanResourceId: record.humanResourceId,
        contractTypeId: fixedTerm,
        effDate: shiftDate(renewed, -365, 'day'),
        expDate: shiftDate(renewed, -1, 'day'),
        trialDate: null,
        contractDesc: 'Fixed term, before the permanent agreement.',
      },
      { ...perm, effDate: renewed, trialDate: null },
    ];
  });
  if (contracts.length > 0) await tx.insert(hrContract).values(contracts);
}

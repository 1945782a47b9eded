import {
  ATTENDANCE_MESSAGES,
  IMPORT_ROW_MESSAGES,
  type TApiError,
  tooManyAttemptsMessage,
  ZAttendanceBadge,
  ZAttendanceRecord,
  ZClockEvent,
  ZImportPreview,
  ZImportResult,
  ZWeeklyAttendance,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  REFUSED,
  type TReply,
  type TTestApp,
  type TTestStaff,
  uniqueName,
} from '../../../test/test-app.ts';
import { attendanceEvent } from './attendance.tables.ts';

// Attendance (spec 02 §2, §3 Attendance record, §7, §9; issue 19 "Attendance"): the two reads with their defaults and
// filters, the work periods from pairs of In and Out with a missing check-out flagged, the clock by password and by
// badge (the caller never names the employee), the import of a time-clock export (preview, then all or nothing), and
// who may call what.

let t: TTestApp;
let admin: string;
let hr: TTestStaff;
let kiosk: TTestStaff;
let office: TTestStaff;
let printer: TTestStaff;
let free: TTestStaff;
/** The last name of this file's people, so the reads' name filter finds only them. */
const surname = uniqueName('Attendee');

const RECORDS = '/api/attendance/all-records';
const SUMMARY = '/api/attendance/weekly-summary';
const CLOCK = '/api/attendance/clock';
const CLOCK_BADGE = '/api/attendance/clock-badge';
const PREVIEW = '/api/attendance/import/preview';
const IMPORT = '/api/attendance/import';
const BADGES = '/api/attendance/badges';

const message = (res: TReply<TApiError>) => res.body.message.message;

/** Events written straight into the table (history no clock would write today). */
async function addEvents(employeeId: number, events: [string, 'In' | 'Out'][]) {
  await t.db
    .insert(attendanceEvent)
    .values(events.map(([iso, checkType]) => ({ employeeId, checkTime: new Date(iso), checkType, source: 'Import' })));
}
const eventsOf = (employeeId: number) =>
  t.db.select().from(attendanceEvent).where(eq(attendanceEvent.employeeId, employeeId));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  hr = await t.createStaff({ pages: ['/weekly-attendance', '/attendance-records'] });
  kiosk = await t.createStaff({ pages: ['/mobile/clock'] });
  office = await t.createStaff({ firstName: 'Olive', lastName: surname, attendanceDept: 'Office' });
  printer = await t.createStaff({ firstName: 'Piripi', lastName: surname, attendanceDept: 'Printing' });
  free = await t.createStaff({ firstName: 'Freya', lastName: surname, attendanceDept: 'AttendanceFree' });

  // The week of Monday 2 March 2026 (NZDT, UTC+13): 09:00 Auckland is 20:00 UTC the day before.
  await addEvents(office.employeeId, [
    ['2026-03-01T20:00:00Z', 'In'], // Mon 09:00
    ['2026-03-02T04:32:00Z', 'Out'], // Mon 17:32: 8.5 h to the nearest 5 minutes
    ['2026-03-02T20:00:00Z', 'In'], // Tue 09:00, never checked out
    ['2026-03-03T20:00:00Z', 'In'], // Wed 09:00
    ['2026-03-04T02:00:00Z', 'Out'], // Wed 15:00: 6 h
    ['2026-03-05T04:00:00Z', 'Out'], // Thu 17:00 with no check-in
  ]);
  await addEvents(printer.employeeId, [
    ['2026-03-01T19:00:00Z', 'In'], // Mon 08:00
    ['2026-03-02T03:00:00Z', 'Out'], // Mon 16:00
  ]);
  await addEvents(free.employeeId, [
    ['2026-03-01T19:00:00Z', 'In'],
    ['2026-03-02T03:00:00Z', 'Out'],
  ]);
});
afterAll(() => t?.close());

const week = { EmployeeName: surname, DateStartUtc: '2026-03-01T11:00:00Z', DateEndUtc: '2026-03-08T11:00:00Z' };

describe('attendance/all-records', () => {
  it('pairs each In with its Out, flags a missing check-out and a missing check-in, and counts hours', async () => {
    const res = await t.api(hr.token).post(RECORDS, week, z.array(ZAttendanceRecord));
    expect(res.status).toBe(200);
    const ofOffice = res.body.data.filter((row) => row.employeeId === office.employeeId);
    expect(ofOffice).toEqual([
      expect.objectContaining({
        date: '2026-03-02',
        attendanceGroup: 'Office',
        checkInTimeUtc: '2026-03-01T20:00:00.000Z',
        checkOutTimeUtc: '2026-03-02T04:32:00.000Z',
        workHours: 8.5,
        checkTime: '2026-03-02T04:32:00.000Z',
        checkType: 'Out',
        missingCheckIn: false,
        missingCheckOut: false,
      }),
      expect.objectContaining({
        date: '2026-03-03',
        checkOutTimeUtc: null,
        workHours: null,
        checkType: 'In',
        missingCheckOut: true,
      }),
      expect.objectContaining({ date: '2026-03-04', workHours: 6, missingCheckOut: false }),
      expect.objectContaining({
        date: '2026-03-05',
        checkInTimeUtc: null,
        workHours: null,
        missingCheckIn: true,
      }),
    ]);
    expect(ofOffice[0].employeeName).toBe(`Olive ${surname}`);
  });

  it('leaves AttendanceFree out unless asked for, and filters by group and name', async () => {
    const everyone = await t.api(hr.token).post(RECORDS, week, z.array(ZAttendanceRecord));
    const ids = new Set(everyone.body.data.map((row) => row.employeeId));
    expect(ids).toEqual(new Set([office.employeeId, printer.employeeId]));

    const printing = await t
      .api(hr.token)
      .post(RECORDS, { ...week, attendanceGroup: 'Printing' }, z.array(ZAttendanceRecord));
    expect(printing.body.data.map((row) => row.employeeId)).toEqual([printer.employeeId]);
    const freeOnes = await t
      .api(hr.token)
      .post(RECORDS, { ...week, attendanceGroup: 'AttendanceFree' }, z.array(ZAttendanceRecord));
    expect(freeOnes.body.data.map((row) => row.employeeId)).toEqual([free.employeeId]);
    const byName = await t
      .api(hr.token)
      .post(RECORDS, { ...week, EmployeeName: `piripi ${surname}` }, z.array(ZAttendanceRecord));
    expect(byName.body.data.map((row) => row.employeeId)).toEqual([printer.employeeId]);
  });

  it("reads CheckIntUtc's Auckland day, and today by default", async () => {
    // 2026-03-04T02:00Z is Wednesday 4 March 15:00 in Auckland.
    const wednesday = await t
      .api(hr.token)
      .post(RECORDS, { EmployeeName: surname, CheckIntUtc: '2026-03-04T02:00:00Z' }, z.array(ZAttendanceRecord));
    expect(wednesday.body.data).toEqual([
      expect.objectContaining({ employeeId: office.employeeId, date: '2026-03-04', workHours: 6 }),
    ]);
    const today = await t.api(hr.token).post(RECORDS, { EmployeeName: surname }, z.array(ZAttendanceRecord));
    expect(today.status).toBe(200);
    expect(today.body.data).toEqual([]);
  });

  it('pages with page and pageSize in the body', async () => {
    const first = await t.api(hr.token).post(RECORDS, { ...week, page: 1, pageSize: 2 }, z.array(ZAttendanceRecord));
    expect(first.body.meta).toEqual({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.data).toHaveLength(2);
    const last = await t.api(hr.token).post(RECORDS, { ...week, page: 3, pageSize: 2 }, z.array(ZAttendanceRecord));
    expect(last.body.data).toHaveLength(1);
  });

  it('refuses an end before the start, a range over the limit, and bad fields', async () => {
    const backwards = await t
      .api(hr.token)
      .post(RECORDS, { DateStartUtc: '2026-03-08T11:00:00Z', DateEndUtc: '2026-03-01T11:00:00Z' }, REFUSED);
    expect(backwards.status).toBe(400);
    expect(message(backwards)).toBe(ATTENDANCE_MESSAGES.rangeOrder);
    const long = await t
      .api(hr.token)
      .post(RECORDS, { DateStartUtc: '2026-01-01T11:00:00Z', DateEndUtc: '2026-06-01T11:00:00Z' }, REFUSED);
    expect(message(long)).toBe(ATTENDANCE_MESSAGES.rangeTooLong);
    const group = await t.api(hr.token).post(RECORDS, { attendanceGroup: 'Kitchen' }, REFUSED);
    expect(group.status).toBe(400);
    expect(JSON.stringify(group.body)).toContain('attendanceGroup');
    const date = await t.api(hr.token).post(RECORDS, { DateStartUtc: 'Monday' }, REFUSED);
    expect(date.status).toBe(400);
    expect(JSON.stringify(date.body)).toContain('DateStartUtc');
  });
});

describe('attendance/weekly-summary', () => {
  it("gives each employee's hours per day of the ISO week, with the periods missing a check-in or check-out", async () => {
    // Any instant of the week picks it: Thursday 5 March.
    const res = await t
      .api(hr.token)
      .post(SUMMARY, { EmployeeName: surname, DateStartUtc: '2026-03-05T01:00:00Z' }, ZWeeklyAttendance);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isoWeek: '2026-W10', weekStart: '2026-03-02', weekEnd: '2026-03-08' });
    const [olive, piripi] = res.body.data.rows;
    expect(olive).toMatchObject({ employeeId: office.employeeId, totalHours: 14.5, missing: 2 });
    expect(olive.days.map((day) => [day.date, day.workHours, day.missing])).toEqual([
      ['2026-03-02', 8.5, 0],
      ['2026-03-03', 0, 1],
      ['2026-03-04', 6, 0],
      ['2026-03-05', 0, 1],
      ['2026-03-06', 0, 0],
      ['2026-03-07', 0, 0],
      ['2026-03-08', 0, 0],
    ]);
    expect(piripi).toMatchObject({ employeeId: printer.employeeId, totalHours: 8, missing: 0 });
    expect(res.body.data.rows).toHaveLength(2);
  });

  it('adds the hours up in minutes: 8 h 20 and 8 h 40 make 17 h, not 8.33 + 8.67', async () => {
    const person = await t.createStaff({ firstName: 'Minutes', lastName: surname, attendanceDept: 'Office' });
    await addEvents(person.employeeId, [
      ['2026-03-15T20:00:00Z', 'In'], // Mon 16 March 09:00
      ['2026-03-16T04:20:00Z', 'Out'], // 8 h 20
      ['2026-03-16T20:00:00Z', 'In'],
      ['2026-03-17T04:40:00Z', 'Out'], // 8 h 40
      ['2026-03-17T20:00:00Z', 'In'],
      ['2026-03-18T04:20:00Z', 'Out'], // 8 h 20
    ]);
    const res = await t
      .api(hr.token)
      .post(SUMMARY, { EmployeeName: `minutes ${surname}`, DateStartUtc: '2026-03-16T01:00:00Z' }, ZWeeklyAttendance);
    const [row] = res.body.data.rows;
    expect(row.days.slice(0, 3).map((day) => day.workHours)).toEqual([8.33, 8.67, 8.33]);
    expect(row.totalHours).toBe(25.33);
  });

  it('lists everyone of the group even without events, and defaults to the current ISO week', async () => {
    const res = await t
      .api(hr.token)
      .post(SUMMARY, { EmployeeName: surname, attendanceGroup: 'AttendanceFree' }, ZWeeklyAttendance);
    expect(res.status).toBe(200);
    const [row] = res.body.data.rows;
    expect(row).toMatchObject({ employeeId: free.employeeId, totalHours: 0, missing: 0 });
    const monday = new Date(`${res.body.data.weekStart}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
  });
});

describe('attendance/clock', () => {
  it("stores the event of the person whose password it is, at the server's time, whatever employee id is sent", async () => {
    const person = await t.createStaff({ attendanceDept: 'Production' });
    const before = Date.now();
    const res = await t.api(kiosk.token).post(
      CLOCK,
      {
        userName: person.userName,
        password: person.password,
        checkType: 'In',
        employeeId: office.employeeId,
        checkTime: '2020-01-01T00:00:00Z',
      },
      ZClockEvent,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ employeeName: 'Test Person', checkType: 'In' });
    const [event] = await eventsOf(person.employeeId);
    expect(event).toMatchObject({ checkType: 'In', source: 'Clock', createdBy: kiosk.employeeId });
    expect(event.checkTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(event.checkTime.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await eventsOf(office.employeeId)).toHaveLength(6);
  });

  it('refuses the same button twice, and accepts In then Out', async () => {
    const person = await t.createStaff();
    const clock = (checkType: string) =>
      t.api(kiosk.token).post(CLOCK, { userName: person.userName, password: person.password, checkType });
    expect((await clock('In')).status).toBe(200);
    const twice = await clock('In');
    expect(twice.status).toBe(400);
    expect(message(twice)).toBe(ATTENDANCE_MESSAGES.alreadyIn);
    expect((await clock('Out')).status).toBe(200);
    const outTwice = await clock('Out');
    expect(message(outTwice)).toBe(ATTENDANCE_MESSAGES.alreadyOut);
    expect(await eventsOf(person.employeeId)).toHaveLength(2);
  });

  it('refuses a wrong password and an unknown user alike, and counts failures towards the login limits', async () => {
    const person = await t.createStaff();
    const wrong = await t
      .api(kiosk.token, { address: '10.9.0.1' })
      .post(CLOCK, { userName: person.userName, password: 'not-it', checkType: 'In' }, REFUSED);
    expect(wrong.status).toBe(400);
    expect(message(wrong)).toBe(ATTENDANCE_MESSAGES.wrongLogin);
    const nobody = await t
      .api(kiosk.token, { address: '10.9.0.1' })
      .post(CLOCK, { userName: uniqueName('nobody'), password: 'x', checkType: 'In' }, REFUSED);
    expect(message(nobody)).toBe(ATTENDANCE_MESSAGES.wrongLogin);
    // The login limits count per account and address (issue 29): five failures from this kiosk stop it.
    for (let i = 0; i < 4; i++) {
      await t
        .api(kiosk.token, { address: '10.9.0.1' })
        .post(CLOCK, { userName: person.userName, password: 'not-it', checkType: 'In' }, REFUSED);
    }
    const limited = await t
      .api(kiosk.token, { address: '10.9.0.1' })
      .post(CLOCK, { userName: person.userName, password: person.password, checkType: 'In' }, REFUSED);
    expect(limited.status).toBe(429);
    expect(message(limited)).toBe(tooManyAttemptsMessage(Number(limited.headers['retry-after'])));
    expect(await eventsOf(person.employeeId)).toHaveLength(0);
  });

  it('names the missing fields', async () => {
    const res = await t.api(kiosk.token).post(CLOCK, { userName: '', checkType: 'Lunch' }, REFUSED);
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.body);
    expect(text).toContain('Please input your Username!');
    expect(text).toContain('Please input your Password!');
    expect(text).toContain('checkType must be In or Out');
  });
});

describe('badges and attendance/clock-badge', () => {
  it('issues a badge, clocks by it, and a new badge retires the old one', async () => {
    const person = await t.createStaff({ firstName: 'Badge', lastName: surname });
    const issued = await t.api(hr.token).post(BADGES, { employeeId: person.employeeId }, ZAttendanceBadge);
    expect(issued.status).toBe(200);
    const { badgeCode } = issued.body.data;
    expect(badgeCode).toMatch(/^B[0-9A-F]{12}$/);
    const listed = await t.api(hr.token).get(BADGES, z.array(ZAttendanceBadge));
    expect(listed.body.data).toContainEqual(expect.objectContaining({ employeeId: person.employeeId, badgeCode }));

    const clocked = await t.api(kiosk.token).post(CLOCK_BADGE, { badgeCode, checkType: 'In' }, ZClockEvent);
    expect(clocked.status).toBe(200);
    expect(clocked.body.data).toMatchObject({ employeeName: `Badge ${surname}`, checkType: 'In' });
    expect(await eventsOf(person.employeeId)).toEqual([expect.objectContaining({ source: 'Badge', checkType: 'In' })]);

    const reissued = await t.api(hr.token).post(BADGES, { employeeId: person.employeeId }, ZAttendanceBadge);
    expect(reissued.body.data.badgeCode).not.toBe(badgeCode);
    const old = await t.api(kiosk.token).post(CLOCK_BADGE, { badgeCode, checkType: 'Out' }, REFUSED);
    expect(old.status).toBe(400);
    expect(message(old)).toBe(ATTENDANCE_MESSAGES.unknownBadge);
  });

  it("prints the badge cards: one employee's, or every badge issued", async () => {
    const person = await t.createStaff({ firstName: 'Card', lastName: surname, attendanceDept: 'Printing' });
    const { badgeCode } = (await t.api(hr.token).post(BADGES, { employeeId: person.employeeId }, ZAttendanceBadge)).body
      .data;
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/attendance/badges/pdf?employeeId=${person.employeeId}`,
      headers: { authorization: `Bearer ${hr.token}` },
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(one.rawPayload));
    expect(pdf.numPages).toBe(1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`Card ${surname}`);
    expect(text).toContain(badgeCode);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/attendance/badges/pdf',
      headers: { authorization: `Bearer ${hr.token}` },
    });
    expect((await getDocumentProxy(new Uint8Array(all.rawPayload))).numPages).toBeGreaterThanOrEqual(2);

    const none = await t.createStaff();
    const refused = await t.api(hr.token).get(`/api/attendance/badges/pdf?employeeId=${none.employeeId}`, REFUSED);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(ATTENDANCE_MESSAGES.noBadge);
    expect((await t.api(kiosk.token).get('/api/attendance/badges/pdf', REFUSED)).status).toBe(403);
  });

  it('stores one In when the badge is scanned twice at once', async () => {
    const person = await t.createStaff();
    const { badgeCode } = (await t.api(hr.token).post(BADGES, { employeeId: person.employeeId }, ZAttendanceBadge)).body
      .data;
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.api(kiosk.token).post(CLOCK_BADGE, { badgeCode, checkType: 'In' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((res) => res.status === 400).map(message)).toEqual([
      ATTENDANCE_MESSAGES.alreadyIn,
      ATTENDANCE_MESSAGES.alreadyIn,
    ]);
    expect(await eventsOf(person.employeeId)).toHaveLength(1);
  });

  it('refuses a badge for nobody, and a badge for an unknown employee', async () => {
    const res = await t.api(kiosk.token).post(CLOCK_BADGE, { badgeCode: 'B000000000000', checkType: 'In' }, REFUSED);
    expect(message(res)).toBe(ATTENDANCE_MESSAGES.unknownBadge);
    const empty = await t.api(kiosk.token).post(CLOCK_BADGE, { badgeCode: ' ', checkType: 'In' }, REFUSED);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please scan a badge.');
    const missing = await t.api(hr.token).post(BADGES, { employeeId: 999_999 }, REFUSED);
    expect(missing.status).toBe(404);
  });
});

describe('the import of a time-clock export', () => {
  let worker: TTestStaff;
  let badged: string | null;
  beforeAll(async () => {
    worker = await t.createStaff({ firstName: 'Import', lastName: surname, attendanceDept: 'Warehouse' });
    const other = await t.createStaff({ attendanceDept: 'Warehouse' });
    badged = (await t.api(hr.token).post(BADGES, { employeeId: other.employeeId }, ZAttendanceBadge)).body.data
      .badgeCode;
  });

  const good = () =>
    [
      'Badge Code,User Name,Check Time,Check Type'.replaceAll(' ', ''),
      `,${worker.userName.toUpperCase()},2026-02-02 08:00,In`,
      `,${worker.userName},02/02/2026 16:30,out`,
      `"${badged}",,2026-02-02T07:45:00+13:00,IN`,
    ].join('\n');

  it('previews the rows with their employees, then imports them in one go, and a second import adds nothing', async () => {
    const preview = await t.api(hr.token).post(PREVIEW, { fileName: 'clock.csv', content: good() }, ZImportPreview);
    expect(preview.status).toBe(200);
    expect(preview.body.data.badRows).toEqual([]);
    expect(preview.body.data.rows).toEqual([
      expect.objectContaining({
        line: 2,
        employeeId: worker.employeeId,
        checkTime: '2026-02-01T19:00:00.000Z',
        checkType: 'In',
        recorded: false,
      }),
      expect.objectContaining({ line: 3, checkTime: '2026-02-02T03:30:00.000Z', checkType: 'Out' }),
      expect.objectContaining({ line: 4, checkTime: '2026-02-01T18:45:00.000Z', checkType: 'In' }),
    ]);
    expect(await eventsOf(worker.employeeId)).toHaveLength(0);

    const imported = await t.api(hr.token).post(IMPORT, { fileName: 'clock.csv', content: good() }, ZImportResult);
    expect(imported.status).toBe(200);
    expect(imported.body.data).toEqual({ imported: 3, skipped: 0 });
    expect(await eventsOf(worker.employeeId)).toHaveLength(2);

    const again = await t.api(hr.token).post(PREVIEW, { content: good() }, ZImportPreview);
    expect(again.body.data.rows.every((row) => row.recorded)).toBe(true);
    const twice = await t.api(hr.token).post(IMPORT, { content: good() }, ZImportResult);
    expect(twice.body.data).toEqual({ imported: 0, skipped: 3 });

    const records = await t.api(hr.token).post(
      RECORDS,
      {
        EmployeeName: `import ${surname}`,
        DateStartUtc: '2026-02-01T11:00:00Z',
        DateEndUtc: '2026-02-02T11:00:00Z',
      },
      z.array(ZAttendanceRecord),
    );
    expect(records.body.data).toEqual([expect.objectContaining({ workHours: 8.5, missingCheckOut: false })]);
  });

  it('lists every bad line with its number, and imports nothing while any line is bad', async () => {
    const content = [
      'userName,checkTime,checkType',
      `${worker.userName},2026-02-03 08:00,In`,
      'nobody-at-all,2026-02-03 08:00,In',
      `${worker.userName},2026-02-30 08:00,In`,
      `${worker.userName},2026-02-03 17:00,Lunch`,
      ',2026-02-03 17:00,Out',
      '',
      `${worker.userName},2999-01-01 08:00,Out`,
      `${worker.userName},03/02/2026 08:00,in`,
    ].join('\r\n');
    const preview = await t.api(hr.token).post(PREVIEW, { content }, ZImportPreview);
    expect(preview.body.data.rows.map((row) => row.line)).toEqual([2]);
    expect(preview.body.data.badRows).toEqual([
      { line: 3, message: IMPORT_ROW_MESSAGES.unknownUser('nobody-at-all') },
      { line: 4, message: IMPORT_ROW_MESSAGES.badCheckTime },
      { line: 5, message: IMPORT_ROW_MESSAGES.badCheckType },
      { line: 6, message: IMPORT_ROW_MESSAGES.noIdentity },
      { line: 8, message: IMPORT_ROW_MESSAGES.futureCheckTime },
      { line: 9, message: IMPORT_ROW_MESSAGES.repeated(2) },
    ]);

    const before = (await eventsOf(worker.employeeId)).length;
    const refused = await t.api(hr.token).post(IMPORT, { content }, REFUSED);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(ATTENDANCE_MESSAGES.badRows);
    expect(refused.body.errors?.content).toContain(`Line 3: ${IMPORT_ROW_MESSAGES.unknownUser('nobody-at-all')}`);
    expect(await eventsOf(worker.employeeId)).toHaveLength(before);
  });

  it('refuses a file without the needed columns, without rows, or that is not CSV', async () => {
    const header = await t.api(hr.token).post(PREVIEW, { content: 'name,time\nx,y' }, REFUSED);
    expect(header.status).toBe(400);
    expect(message(header)).toBe(ATTENDANCE_MESSAGES.badHeader);
    const empty = await t.api(hr.token).post(PREVIEW, { content: 'userName,checkTime,checkType\n\n' }, REFUSED);
    expect(message(empty)).toBe(ATTENDANCE_MESSAGES.emptyFile);
    const broken = await t
      .api(hr.token)
      .post(
        PREVIEW,
        { content: `userName,checkTime,checkType\n${worker.userName},"2026-02-03 08:00,In\n` },
        ZImportPreview,
      );
    expect(broken.status).toBe(200);
    expect(broken.body.data.badRows).toEqual([
      { line: expect.any(Number), message: expect.stringContaining('not valid CSV') },
    ]);
    const none = await t.api(hr.token).post(IMPORT, { content: '' }, REFUSED);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Please choose a file.');
  });
});

/** The cells of the first sheet of an .xlsx reply, row by row. */
async function sheetOf(url: string, token: string): Promise<unknown[][]> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toContain('.xlsx');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  // Date cells hold the day (and the Auckland clock time) in their UTC fields; show them as the sheet does.
  const shown = (value: unknown) => {
    if (!(value instanceof Date)) return value;
    const [day, time] = value.toISOString().slice(0, 16).split('T') as [string, string];
    const [y, m, d] = day.split('-');
    return time === '00:00' ? `${d}/${m}/${y}` : `${d}/${m}/${y} ${time}`;
  };
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map(shown));
  });
  return rows;
}

describe('Excel downloads', () => {
  const query = new URLSearchParams(week).toString();

  it('downloads Attendance Records with the same query as all-records', async () => {
    const rows = await sheetOf(`/api/attendance/all-records/excel?${query}`, hr.token);
    expect(rows[0]).toEqual(['Employee', 'Group', 'Date', 'Check in', 'Check out', 'Work hours', 'Note']);
    expect(rows).toHaveLength(6);
    expect(rows).toContainEqual([
      `Olive ${surname}`,
      'Office',
      '02/03/2026',
      '02/03/2026 09:00',
      '02/03/2026 17:32',
      8.5,
    ]);
    expect(rows).toContainEqual([
      `Olive ${surname}`,
      'Office',
      '03/03/2026',
      '03/03/2026 09:00',
      undefined,
      undefined,
      'Missing check-out',
    ]);
  });

  it('downloads Weekly Attendance with the hours of each day', async () => {
    const rows = await sheetOf(`/api/attendance/weekly-summary/excel?${query}`, hr.token);
    expect(rows[0]).toEqual([
      'Employee',
      'Group',
      '02/03/2026',
      '03/03/2026',
      '04/03/2026',
      '05/03/2026',
      '06/03/2026',
      '07/03/2026',
      '08/03/2026',
      'Total hours',
      'Missing check-in/out',
    ]);
    // Other tests of this file add people of the same surname with no hours that week.
    expect(rows).toContainEqual([`Olive ${surname}`, 'Office', 8.5, 0, 6, 0, 0, 0, 0, 14.5, 2]);
  });

  it('is read by the attendance pages only', async () => {
    const res = await t.api(kiosk.token).get(`/api/attendance/weekly-summary/excel?${query}`, REFUSED);
    expect(res.status).toBe(403);
  });
});

describe('who may call', () => {
  it('reads for the attendance pages only; the clock for the clock page; imports and badges for Attendance Records', async () => {
    const weeklyOnly = await t.createStaff({ pages: ['/weekly-attendance'] });
    expect((await t.api(weeklyOnly.token).post(SUMMARY, {}, ZWeeklyAttendance)).status).toBe(200);
    expect((await t.api(weeklyOnly.token).post(RECORDS, {}, z.array(ZAttendanceRecord))).status).toBe(200);
    expect((await t.api(weeklyOnly.token).post(PREVIEW, { content: 'x' }, REFUSED)).status).toBe(403);
    expect((await t.api(weeklyOnly.token).get(BADGES, REFUSED)).status).toBe(403);

    expect((await t.api(kiosk.token).post(RECORDS, {}, REFUSED)).status).toBe(403);
    expect((await t.api(kiosk.token).post(SUMMARY, {}, REFUSED)).status).toBe(403);
    expect((await t.api(kiosk.token).post(BADGES, { employeeId: office.employeeId }, REFUSED)).status).toBe(403);
    expect((await t.api(hr.token).post(CLOCK_BADGE, { badgeCode: 'B1', checkType: 'In' }, REFUSED)).status).toBe(403);
    expect((await t.api().post(CLOCK, { userName: 'a', password: 'b', checkType: 'In' }, REFUSED)).status).toBe(401);
    expect((await t.api(admin).post(SUMMARY, {}, ZWeeklyAttendance)).status).toBe(200);
  });
});

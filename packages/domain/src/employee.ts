import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { MAX_ID } from './catalogue.ts';

/** Employee Management: who adds, changes, deletes employees and resets their passwords. */
export const EMPLOYEE_WRITE_PAGES = ['/employee-management'] as const;
/**
 * Who reads employee records (e-mail, mobile, role, department): Employee Management and the HR list. Every other
 * screen picks people by name through Employee/GetAllEmployeeName.
 */
export const EMPLOYEE_READ_PAGES = [...EMPLOYEE_WRITE_PAGES, '/hr-list-management'] as const;

// spec 02 §3 Employee and §5 (first name, last name, username and password required).
export const ATTENDANCE_DEPTS = ['Office', 'Production', 'Warehouse', 'Printing', 'AttendanceFree'] as const;

const required = (label: string) => `${label} is required!`;
const rowId = () => z.number().int().positive().max(MAX_ID);
const name = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(100);

const employeeFields = {
  firstName: name('First Name'),
  lastName: name('Last Name'),
  userName: name('Username'),
  position: z.string().trim().max(100).nullish(),
  deptId: rowId().nullish(),
  roleId: rowId().nullish(),
  email: z.email({ error: 'Email is not a valid email!' }).max(200).nullish().or(z.literal('')),
  mobile: z.string().trim().max(50).nullish(),
  isSales: z.union([z.literal(0), z.literal(1)]).optional(),
  attendanceDept: z.enum(ATTENDANCE_DEPTS).nullish(),
};

export const ZAddEmployee = z.object({
  ...employeeFields,
  isSales: z.union([z.literal(0), z.literal(1)]).default(0),
  password: z
    .string({ error: required('Password') })
    .min(1, required('Password'))
    .max(200),
});
export type TAddEmployee = z.infer<typeof ZAddEmployee>;

// The password is hidden when editing (spec 01 §3): an update never carries it.
export const ZUpdateEmployee = z.object({
  ...employeeFields,
  employeeId: z.number({ error: 'employeeId is required!' }).int().positive().max(MAX_ID),
});
export type TUpdateEmployee = z.infer<typeof ZUpdateEmployee>;

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

/** An employee as every call answers it: never the password hash. */
export const ZEmployee = z.object({
  employeeId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  position: z.string().nullable(),
  deptId: z.number().int().nullable(),
  roleId: z.number().int().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  isSales: z.number().int(),
  attendanceDept: z.string().nullable(),
  mustChangePassword: z.boolean(),
  createdAt: ZTimestamp,
});
export type TEmployee = z.infer<typeof ZEmployee>;

/** Employee/GetAllEmployee: the employees not deleted, by id. */
export const ZEmployeeList = z.array(ZEmployee);

/**
 * What a picker of people shows (salesperson, assignee, operator): the name, and whether they sell (the salesperson
 * picker offers only salespeople). Never the e-mail, mobile, user name or role.
 */
export const ZEmployeeName = ZEmployee.pick({ employeeId: true, firstName: true, lastName: true, isSales: true });
export type TEmployeeName = z.infer<typeof ZEmployeeName>;

/** Employee/GetAllEmployeeName: the employees not deleted, by id, as pickers show them. */
export const ZEmployeeNameList = z.array(ZEmployeeName);

/** 'First Last', as pickers and tables name a person. */
export const employeeName = (who: Pick<TEmployeeName, 'firstName' | 'lastName'>) =>
  `${who.firstName} ${who.lastName}`.trim();

import { z } from 'zod';
import { MAX_ID } from './catalogue.ts';

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

export interface TEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
  userName: string;
  position: string | null;
  deptId: number | null;
  roleId: number | null;
  email: string | null;
  mobile: string | null;
  isSales: number;
  attendanceDept: string | null;
  mustChangePassword: boolean;
  createdAt: string;
}

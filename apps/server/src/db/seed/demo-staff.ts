import { Designations } from './reference-data.ts';

/**
 * The staff records behind the demo accounts (demo-accounts.ts has their usernames, passwords
 * and mobiles). Fixed, so the README can print them: e.g. the principal signs in by one-time
 * code with employee number 2104517.
 */
export const DEMO_EMPLOYEE_NUMBERS = {
  principal: 2104517,
  zonal: 1873402,
  staff: 3051266,
  newJoiner: 3259871,
} as const;

export const DEMO_GLOBAL_EMPLOYEE_IDS = {
  principal: 'NE40217385',
  zonal: 'NE38104526',
  staff: 'NE45109832',
  newJoiner: 'NE47730291',
} as const;

export type DemoStaffKey = keyof typeof DEMO_EMPLOYEE_NUMBERS;

export const DEMO_STAFF: Record<
  DemoStaffKey,
  { firstName: string; lastName: string; gender: 1 | 2; designationId: number }
> = {
  principal: {
    firstName: 'Padmavathi',
    lastName: 'Rao',
    gender: 2,
    designationId: Designations.Principal,
  },
  zonal: {
    firstName: 'Venkata Ramana',
    lastName: 'Murthy',
    gender: 1,
    designationId: Designations.ZonalCoordinator,
  },
  staff: { firstName: 'Anil', lastName: 'Kumar', gender: 1, designationId: Designations.Teacher },
  newJoiner: {
    firstName: 'Divya',
    lastName: 'Sharma',
    gender: 2,
    designationId: Designations.Accountant,
  },
};

export const DEMO_STAFF_COUNT = Object.keys(DEMO_STAFF).length;

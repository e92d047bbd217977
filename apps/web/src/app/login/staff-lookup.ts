import { ALPHANUMERIC_CODE_PATTERN, EMPLOYEE_NUMBER_PATTERN } from '@console/contract';

/**
 * Where OTP sign-in looks a staff member up (000 §7): an employee number (7–9 digits) on
 * `/auth/employee/{n}`, a global employee id (10 letters and digits) on
 * `/auth/global_employee_id/{id}`. The code is then requested on the same path. Null when the
 * text is neither.
 */
export function staffLookupPath(typed: string): string | null {
  const value = typed.trim().toUpperCase();
  if (EMPLOYEE_NUMBER_PATTERN.test(value)) return `/auth/employee/${value}`;
  if (ALPHANUMERIC_CODE_PATTERN.test(value)) return `/auth/global_employee_id/${value}`;
  return null;
}

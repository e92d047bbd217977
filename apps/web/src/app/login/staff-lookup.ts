import {
  ALPHANUMERIC_CODE_PATTERN,
  authEndpointRefs as endpoints,
  EMPLOYEE_NUMBER_PATTERN,
} from '@console/contract';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';

/**
 * Who OTP sign-in looks up (000 §7): an employee number (7–9 digits, on `/auth/employee/{n}`)
 * or a global employee id (10 letters and digits, upper-cased, on
 * `/auth/global_employee_id/{id}`). The code is then requested on the same path.
 */
export type StaffKey = { employeeNumber: string } | { globalEmployeeId: string };

/** The key the typed text is, or null when it is neither. */
export function staffKeyOf(typed: string): StaffKey | null {
  const value = typed.trim().toUpperCase();
  if (EMPLOYEE_NUMBER_PATTERN.test(value)) return { employeeNumber: value };
  if (ALPHANUMERIC_CODE_PATTERN.test(value)) return { globalEmployeeId: value };
  return null;
}

/** The staff account of the key: the registered mobile numbers, masked. */
export function lookUpStaff(key: StaffKey) {
  const call = { query: { is_staff_app: false }, anonymous: true };
  return 'employeeNumber' in key
    ? callEndpoint(endpoints.staffByEmployeeNumber, { params: { n: key.employeeNumber }, ...call })
    : callEndpoint(endpoints.staffByGlobalEmployeeId, {
        params: { id: key.globalEmployeeId },
        ...call,
      });
}

/** Sends a sign-in code to one of the key's registered mobile numbers. */
export function sendSignInCode(key: StaffKey, mobile: string) {
  const call = { query: { app: 1 }, body: { mobile }, anonymous: true };
  return 'employeeNumber' in key
    ? callEndpoint(endpoints.codeByEmployeeNumber, { params: { n: key.employeeNumber }, ...call })
    : callEndpoint(endpoints.codeByGlobalEmployeeId, {
        params: { id: key.globalEmployeeId },
        ...call,
      });
}

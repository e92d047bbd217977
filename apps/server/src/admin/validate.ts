import { EMPLOYEE_NUMBER_PATTERN, isPermission, newPassword } from '@console/contract';
import { AdminError } from './errors.ts';

// Checks that need no database: the CLI runs them before it opens one.

export function checkUsername(username: string): string {
  const trimmed = username.trim();
  if (trimmed.length < 1 || trimmed.length > 150) {
    throw new AdminError('The username must have 1 to 150 characters.');
  }
  return trimmed;
}

/** The same rules as a password the user sets through the console. */
export function checkPassword(password: string): void {
  const parsed = newPassword.safeParse(password);
  if (!parsed.success) {
    throw new AdminError(
      `Password refused: ${parsed.error.issues.map((i) => i.message).join('; ')}.`,
    );
  }
}

export function checkPermissions(names: readonly string[]): string[] {
  const unknown = names.filter((name) => !isPermission(name));
  if (unknown.length > 0) {
    throw new AdminError(
      `Unknown permission${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} ` +
        '(the catalogue is packages/contract/src/permissions.ts).',
    );
  }
  return [...new Set(names)];
}

export function checkEmployeeNumber(value: string): number {
  if (!EMPLOYEE_NUMBER_PATTERN.test(value)) {
    throw new AdminError(`"${value}" is not an employee number (7 to 9 digits).`);
  }
  return Number(value);
}

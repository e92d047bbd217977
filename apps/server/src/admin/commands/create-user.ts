import { CURRENT_ACADEMIC_YEAR_ID, GlobalModule, UserType } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { permittedAssets, users } from '../../platform/core/access/access.table.ts';
import { hashPassword } from '../../platform/core/auth/passwords.ts';
import { generateTotpSecret } from '../../platform/core/auth/totp.ts';
import { AdminError } from '../errors.ts';
import {
  findStaffByEmployeeNumber,
  findUser,
  inTransaction,
  missingBranchIds,
  recordAdminEvent,
  violatedUniqueConstraint,
} from '../users.admin-repo.ts';
import {
  checkEmployeeNumber,
  checkPassword,
  checkPermissions,
  checkUsername,
} from '../validate.ts';
import type { Out } from './shared.ts';
import { printTotpUri } from './totp-output.ts';

export interface CreateUserArgs {
  username: string;
  password: string;
  superuser?: boolean;
  permissions?: string[];
  branches?: number[];
  employeeNumber?: string;
  mustReset?: boolean;
  firstName?: string;
  lastName?: string;
}

/** The checks that need no database. */
export function checkCreateUserArgs(args: CreateUserArgs) {
  const username = checkUsername(args.username);
  checkPassword(args.password);
  return {
    username,
    permissions: checkPermissions(args.permissions ?? []),
    employeeNumber:
      args.employeeNumber === undefined ? undefined : checkEmployeeNumber(args.employeeNumber),
    branchIds: [...new Set(args.branches ?? [])],
  };
}

export async function createUser(
  db: DbOrTx,
  args: CreateUserArgs,
  out: Out,
  config: Pick<Config, 'totpIssuer'>,
): Promise<void> {
  const { username, permissions, employeeNumber, branchIds } = checkCreateUserArgs(args);
  const passwordHash = await hashPassword(args.password);
  const totpSecret = args.superuser ? generateTotpSecret() : null;

  const created = await inTransaction(db, async (tx) => {
    const taken = await findUser(tx, username);
    if (taken) {
      throw new AdminError(`The username "${taken.username}" is taken (user ${taken.id}).`);
    }
    const missing = await missingBranchIds(tx, branchIds);
    if (missing.length > 0) {
      const ids = missing.join(', ');
      throw new AdminError(`Unknown branch id${missing.length > 1 ? 's' : ''}: ${ids}.`);
    }
    const linked =
      employeeNumber === undefined
        ? undefined
        : await findStaffByEmployeeNumber(tx, employeeNumber);
    if (employeeNumber !== undefined && !linked) {
      throw new AdminError(`No staff member has the employee number ${employeeNumber}.`);
    }
    if (linked?.linkedUsername) {
      throw new AdminError(
        `Staff member ${employeeNumber} already has a user ("${linked.linkedUsername}").`,
      );
    }
    const [user] = await tx
      .insert(users)
      .values({
        username,
        passwordHash,
        firstName: args.firstName ?? linked?.staff.firstName ?? username,
        lastName: args.lastName ?? linked?.staff.lastName ?? '',
        email: linked?.staff.email ?? null,
        userType: linked ? UserType.Employee : UserType.AdminOnly,
        staffId: linked?.staff.id ?? null,
        isSuperuser: args.superuser ?? false,
        permissions,
        totpSecret,
        lastPasswordReset: args.mustReset ? null : sql`now()`,
      })
      .returning({ id: users.id, username: users.username });
    if (!user) throw new Error('The user row was not created.');
    if (branchIds.length > 0) {
      await tx.insert(permittedAssets).values({
        userId: user.id,
        academicYearId: CURRENT_ACADEMIC_YEAR_ID,
        moduleId: GlobalModule.system_wide,
        branchIds,
      });
    }
    await recordAdminEvent(tx, 'create-user', user);
    return { user, staffId: linked?.staff.id };
  }).catch((error: unknown) => {
    // Another process took the name or the staff member between the checks and the insert.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_username_idx') {
      throw new AdminError(`The username "${username}" is taken.`);
    }
    if (constraint === 'users_staff_idx') {
      throw new AdminError(`Staff member ${employeeNumber} already has a user.`);
    }
    throw error;
  });

  const { user, staffId } = created;
  out(`Created user "${user.username}" (id ${user.id}).`);
  if (args.superuser) out('Superuser: holds every permission; signs in with password and TOTP.');
  if (staffId !== undefined) out(`Linked to staff member ${employeeNumber} (staff id ${staffId}).`);
  if (permissions.length > 0) out(`Permissions: ${permissions.join(', ')}.`);
  if (branchIds.length > 0) {
    out(`Branches ${branchIds.join(', ')} for academic year ${CURRENT_ACADEMIC_YEAR_ID}.`);
  }
  if (args.mustReset) out('The user must choose a new password after signing in.');
  if (totpSecret) printTotpUri(out, totpSecret, user.username, config);
}

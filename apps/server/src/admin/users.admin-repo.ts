import { CURRENT_ACADEMIC_YEAR_ID, GlobalModule } from '@console/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { branches, staff } from '../organisation/organisation.table.ts';
import {
  authEvents,
  permissionRoles,
  permittedAssets,
  users,
} from '../platform/core/access/access.table.ts';
import { sessions } from '../platform/core/auth/auth.table.ts';
import { AdminError } from './errors.ts';

// The queries the admin commands share.

export type UserRow = typeof users.$inferSelect;

/** Runs `work` in one transaction: a command's writes land together or not at all. */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Usernames are matched without regard to case, as sign-in matches them. */
export async function findUser(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`);
  return row;
}

export async function requireUser(db: DbOrTx, username: string): Promise<UserRow> {
  const user = await findUser(db, username);
  if (!user) throw new AdminError(`No user is named "${username}".`);
  return user;
}

/** The ids among `ids` that name no branch. */
export async function missingBranchIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: branches.id })
    .from(branches)
    .where(inArray(branches.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export interface StaffWithUser {
  staff: typeof staff.$inferSelect;
  /** The username already linked to this staff member, if any. */
  linkedUsername: string | null;
}

export async function findStaffByEmployeeNumber(
  db: DbOrTx,
  employeeNumber: number,
): Promise<StaffWithUser | undefined> {
  const [row] = await db
    .select({ staff, linkedUsername: users.username })
    .from(staff)
    .leftJoin(users, eq(users.staffId, staff.id))
    .where(eq(staff.employeeNumber, employeeNumber));
  return row;
}

/** Records an operator's change next to the sign-in events, for audit. */
export async function recordAdminEvent(
  db: DbOrTx,
  command: string,
  user: Pick<UserRow, 'id' | 'username'>,
  detail?: string,
): Promise<void> {
  await db.insert(authEvents).values({
    event: `admin.${command}`,
    outcome: 'success',
    userId: user.id,
    username: user.username,
    userAgent: 'admin-cli',
    detail: detail ?? null,
  });
}

export interface UserListing {
  id: number;
  username: string;
  isSuperuser: boolean;
  status: number;
  role: string | null;
  staffBranch: string | null;
  /** Branches granted for the current academic year (all modules). */
  grantedBranchIds: number[] | null;
  lastSignIn: Date | null;
}

export async function listUsers(
  db: DbOrTx,
  options: { superusersOnly: boolean; limit: number },
): Promise<{ rows: UserListing[]; total: number }> {
  const filter = options.superusersOnly ? eq(users.isSuperuser, true) : undefined;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      isSuperuser: users.isSuperuser,
      status: users.status,
      role: permissionRoles.name,
      staffBranch: branches.code,
      grantedBranchIds: sql<number[] | null>`(
        SELECT ${permittedAssets.branchIds} FROM ${permittedAssets}
        WHERE ${permittedAssets.userId} = ${users.id}
          AND ${permittedAssets.academicYearId} = ${CURRENT_ACADEMIC_YEAR_ID}
          AND ${permittedAssets.moduleId} = ${GlobalModule.system_wide})`,
      lastSignIn: sql<Date | null>`(
        SELECT max(${sessions.createdAt}) FROM ${sessions}
        WHERE ${sessions.userId} = ${users.id})`.mapWith(sessions.createdAt),
    })
    .from(users)
    .leftJoin(permissionRoles, eq(permissionRoles.id, users.permissionRoleId))
    .leftJoin(staff, eq(staff.id, users.staffId))
    .leftJoin(branches, eq(branches.id, staff.branchId))
    .where(and(filter))
    .orderBy(asc(users.id))
    .limit(options.limit);
  const [total] = await db.select({ n: count() }).from(users).where(and(filter));
  return { rows, total: total?.n ?? 0 };
}

/** The unique constraint `error` broke, if it is a unique violation (Drizzle wraps pg's). */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? 'unknown';
  }
  return undefined;
}

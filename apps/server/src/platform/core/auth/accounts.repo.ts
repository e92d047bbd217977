import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staff } from '../../../organisation/organisation.table.ts';
import { users } from '../access/access.table.ts';
import { smsOutbox } from '../sms/sms-outbox.table.ts';

export type Account = typeof users.$inferSelect;

/** Usernames are matched without regard to case, as people type them. */
export async function findAccountByUsername(
  db: Db,
  username: string,
): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface StaffAccount {
  account: Account;
  employeeNumber: number;
  globalEmployeeId: string;
  /** Numbers a code may be sent to: the staff record's and the account's. */
  mobiles: string[];
}

/** The active account of a staff member, by employee number, global employee id or user id. */
export async function findStaffAccount(
  db: Db,
  key: { employeeNumber: number } | { globalEmployeeId: string } | { userId: number },
): Promise<StaffAccount | undefined> {
  const match =
    'employeeNumber' in key
      ? eq(staff.employeeNumber, key.employeeNumber)
      : 'globalEmployeeId' in key
        ? eq(staff.globalEmployeeId, key.globalEmployeeId)
        : eq(users.id, key.userId);
  const [row] = await db
    .select({ account: users, staff })
    .from(staff)
    .innerJoin(users, eq(users.staffId, staff.id))
    .where(and(match, eq(users.status, 1), eq(staff.status, 1)));
  if (!row) return undefined;
  const mobiles = [row.staff.mobile, row.account.mobilePrimary, row.account.mobileSecondary].filter(
    (m): m is string => !!m,
  );
  return {
    account: row.account,
    employeeNumber: row.staff.employeeNumber,
    globalEmployeeId: row.staff.globalEmployeeId,
    mobiles: [...new Set(mobiles)],
  };
}

export async function globalEmployeeIdOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: staff.globalEmployeeId })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

/**
 * Records a TOTP step as used, only if it is later than the last one: of two sign-ins with
 * the same code, one wins.
 */
export async function acceptTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(sql`${users.totpLastStep} IS NULL`, sql`${users.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, lastPasswordReset: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * How many codes went to these numbers recently: sending is limited like guessing. Both SMS
 * drivers record every message in the outbox, so this counts resends too.
 */
export async function recentCodeMessages(
  db: Db,
  mobiles: string[],
  minutes: number,
): Promise<number> {
  if (mobiles.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(smsOutbox)
    .where(
      and(
        sql`${smsOutbox.mobile} = ANY(${sql.param(mobiles)}::text[])`,
        sql`${smsOutbox.purpose} IN ('otp_login', 'password_reset')`,
        sql`${smsOutbox.createdAt} > now() - make_interval(mins => ${minutes})`,
      ),
    );
  return Number(row?.count ?? 0);
}

export function maskMobile(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}

import { Messages } from '@console/contract';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tooManyRequests } from '../http/http-error.ts';
import { loginFailures } from './auth.table.ts';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

/**
 * Failed sign-ins are rows, so the limit holds across several server processes: past the
 * account's or the address's allowance within the window, attempts get 429 until failures age
 * out. Passwords are never checked while limited, so guessing gains nothing.
 */
export async function assertLoginAllowed(
  db: Db,
  limits: LoginLimits,
  username: string | null,
  ip: string | null,
): Promise<void> {
  const since = sql`now() - make_interval(mins => ${limits.windowMinutes})`;
  const [counts] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginFailures.username} = ${username ?? ''})`,
      byAddress: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip ?? ''})`,
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.at, since),
        or(eq(loginFailures.username, username ?? ''), eq(loginFailures.ip, ip ?? '')),
      ),
    );
  const byAccount = Number(counts?.byAccount ?? 0);
  const byAddress = Number(counts?.byAddress ?? 0);
  if (byAccount >= limits.perAccount || byAddress >= limits.perAddress) {
    throw tooManyRequests(Messages.tooManyAttempts, limits.windowMinutes * 60);
  }
}

export async function recordLoginFailure(
  db: Db,
  username: string | null,
  ip: string | null,
): Promise<void> {
  await db.insert(loginFailures).values({ username: username?.toLowerCase() ?? null, ip });
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}

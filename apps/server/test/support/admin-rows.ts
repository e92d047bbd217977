import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { users } from '../../src/platform/core/access/access.table.ts';
import { sessions } from '../../src/platform/core/auth/auth.table.ts';

// Rows the admin CLI's tests read and write around the commands (admin-cli.test.ts on the
// suite's database, admin-cli.process.test.ts on the CLI's own embedded one).

export async function userRow(db: DbOrTx, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

export async function openSessionRows(db: DbOrTx, userId: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await db.insert(sessions).values({
      id: randomUUID(),
      userId,
      method: 'password',
      currentRefreshId: randomUUID(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
}

export const liveSessions = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

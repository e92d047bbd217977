import { UserStatus } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../platform/core/access/access.table.ts';
import { revokeUserSessions } from '../../platform/core/auth/session.service.ts';
import { inTransaction, recordAdminEvent, requireUser, type UserRow } from '../users.admin-repo.ts';

/** Shared by disable-user and enable-user. */
export function setUserStatus(
  db: DbOrTx,
  username: string,
  status: (typeof UserStatus)[keyof typeof UserStatus],
): Promise<{ user: UserRow; changed: boolean; ended: number }> {
  return inTransaction(db, async (tx) => {
    const user = await requireUser(tx, username);
    await tx.update(users).set({ status }).where(eq(users.id, user.id));
    const ended =
      status === 0
        ? await revokeUserSessions(tx, user.id, 'account disabled by an administrator')
        : 0;
    const changed = user.status !== status;
    if (changed)
      await recordAdminEvent(
        tx,
        status === UserStatus.Disabled ? 'disable-user' : 'enable-user',
        user,
      );
    return { user, changed, ended };
  });
}

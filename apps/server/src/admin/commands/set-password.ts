import { UserStatus } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../platform/core/access/access.table.ts';
import { hashPassword } from '../../platform/core/auth/passwords.ts';
import { revokeUserSessions } from '../../platform/core/auth/session.service.ts';
import { inTransaction, recordAdminEvent, requireUser } from '../users.admin-repo.ts';
import { checkPassword, checkUsername } from '../validate.ts';
import { sessionCount, type Out } from './shared.ts';

export interface SetPasswordArgs {
  username: string;
  password: string;
  mustReset?: boolean;
}

export function checkSetPasswordArgs(args: SetPasswordArgs): void {
  checkUsername(args.username);
  checkPassword(args.password);
}

/** An operator's password change counts as a reset and signs the old sessions out. */
export async function setPassword(db: DbOrTx, args: SetPasswordArgs, out: Out): Promise<void> {
  checkSetPasswordArgs(args);
  const passwordHash = await hashPassword(args.password);
  const { user, ended } = await inTransaction(db, async (tx) => {
    const user = await requireUser(tx, args.username);
    await tx
      .update(users)
      .set({ passwordHash, lastPasswordReset: args.mustReset ? null : sql`now()` })
      .where(eq(users.id, user.id));
    const ended = await revokeUserSessions(tx, user.id, 'password set by an administrator');
    await recordAdminEvent(tx, 'set-password', user);
    return { user, ended };
  });
  out(`Password of "${user.username}" set.`);
  if (args.mustReset) out('The user must choose a new password after signing in.');
  out(`Ended ${sessionCount(ended)} of theirs.`);
  if (user.status !== UserStatus.Active)
    out('Note: this user is disabled (enable-user lets them sign in).');
}

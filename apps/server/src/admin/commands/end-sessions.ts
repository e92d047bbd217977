import type { DbOrTx } from '../../db/client.ts';
import { revokeUserSessions } from '../../platform/core/auth/session.service.ts';
import { inTransaction, recordAdminEvent, requireUser } from '../users.admin-repo.ts';
import { sessionCount, type Out, type UsernameArgs } from './shared.ts';

export async function endSessions(db: DbOrTx, args: UsernameArgs, out: Out): Promise<void> {
  const { user, ended } = await inTransaction(db, async (tx) => {
    const user = await requireUser(tx, args.username);
    const ended = await revokeUserSessions(tx, user.id, 'ended by an administrator');
    await recordAdminEvent(tx, 'end-sessions', user, `${ended} ended`);
    return { user, ended };
  });
  out(`Ended ${sessionCount(ended)} of "${user.username}".`);
}

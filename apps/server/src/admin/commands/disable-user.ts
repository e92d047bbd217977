import { UserStatus } from '@console/contract';
import type { DbOrTx } from '../../db/client.ts';
import { sessionCount, type Out, type UsernameArgs } from './shared.ts';
import { setUserStatus } from './user-status.ts';

/** Status 0; its live sessions are ended too, so enabling it later does not revive them. */
export async function disableUser(db: DbOrTx, args: UsernameArgs, out: Out): Promise<void> {
  const { user, changed, ended } = await setUserStatus(db, args.username, UserStatus.Disabled);
  out(changed ? `Disabled "${user.username}".` : `"${user.username}" was already disabled.`);
  out(`Ended ${sessionCount(ended)} of theirs.`);
}

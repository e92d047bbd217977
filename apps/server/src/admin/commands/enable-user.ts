import { UserStatus } from '@console/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Out, UsernameArgs } from './shared.ts';
import { setUserStatus } from './user-status.ts';

export async function enableUser(db: DbOrTx, args: UsernameArgs, out: Out): Promise<void> {
  const { user, changed } = await setUserStatus(db, args.username, UserStatus.Active);
  out(changed ? `Enabled "${user.username}".` : `"${user.username}" was already enabled.`);
}

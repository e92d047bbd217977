import type { DbOrTx } from '../../db/client.ts';
import { currentStep, totpCode as codeAt } from '../../platform/core/auth/totp.ts';
import { AdminError } from '../errors.ts';
import { requireUser } from '../users.admin-repo.ts';
import type { Out, UsernameArgs } from './shared.ts';

/**
 * Prints the current TOTP code of an account, as an authenticator app would: for the demo
 * superuser and for operators. Whoever can run this can already reset the secret.
 */
export async function totpCode(db: DbOrTx, args: UsernameArgs, out: Out): Promise<void> {
  const user = await requireUser(db, args.username);
  if (!user.totpSecret) throw new AdminError(`"${user.username}" has no TOTP secret.`);
  out(codeAt(user.totpSecret, currentStep()));
}

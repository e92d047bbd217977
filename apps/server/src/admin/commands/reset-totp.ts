import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../platform/core/access/access.table.ts';
import { generateTotpSecret } from '../../platform/core/auth/totp.ts';
import { inTransaction, recordAdminEvent, requireUser } from '../users.admin-repo.ts';
import type { Out, UsernameArgs } from './shared.ts';
import { printTotpUri } from './totp-output.ts';

/** A new TOTP secret: the old authenticator entry stops working at once. */
export async function resetTotp(
  db: DbOrTx,
  args: UsernameArgs,
  out: Out,
  config: Pick<Config, 'totpIssuer'>,
): Promise<void> {
  const secret = generateTotpSecret();
  const user = await inTransaction(db, async (tx) => {
    const user = await requireUser(tx, args.username);
    await tx
      .update(users)
      .set({ totpSecret: secret, totpLastStep: null })
      .where(eq(users.id, user.id));
    await recordAdminEvent(tx, 'reset-totp', user);
    return user;
  });
  out(`New TOTP secret for "${user.username}"; the previous authenticator entry no longer works.`);
  printTotpUri(out, secret, user.username, config);
}

import type { Config } from '../../config.ts';
import { totpUri } from '../../platform/core/auth/totp.ts';
import type { Out } from './shared.ts';

export function printTotpUri(
  out: Out,
  secret: string,
  username: string,
  config: Pick<Config, 'totpIssuer'>,
): void {
  out('Add this TOTP secret to an authenticator app (paste the URI or make a QR code of it);');
  out('signing in needs its 6-digit code after the password:');
  out(totpUri(secret, username, config.totpIssuer));
}

import type { LoginResponse } from '@console/contract';

// Sign-in answers for component tests: tokens shaped like the server's (claims readable, the
// signature meaningless), so the session store reads expiry and owner from them as it does live.

let serial = 0;

function token(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function fakeLogin(
  options: { userId?: number; sessionId?: string; accessTtlMs?: number; superuser?: boolean } = {},
): LoginResponse {
  serial += 1;
  const now = Math.floor(Date.now() / 1000);
  const sub = options.userId ?? 7;
  const sid = options.sessionId ?? `session-${sub}`;
  const accessExp = now + Math.floor((options.accessTtlMs ?? 14_400_000) / 1000);
  const refreshExp = now + 7 * 86_400;
  return {
    auth_token: token({ typ: 'access', sub, sid, iat: now, exp: accessExp, n: serial }),
    refresh_token: {
      token_string: token({
        typ: 'refresh',
        sub,
        sid,
        jti: `r${serial}`,
        iat: now,
        exp: refreshExp,
      }),
      expires_at: new Date(refreshExp * 1000).toISOString(),
    },
    analytics_token: token({ typ: 'analytics', sub, sid, iat: now, exp: accessExp, n: serial }),
    is_totp_required: false,
    is_superuser: options.superuser ?? false,
    must_reset_password: false,
  };
}

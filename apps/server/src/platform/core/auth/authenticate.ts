import type { Db } from '../../../db/client.ts';
import type { Grant } from '../access/scope.ts';
import {
  grantsOf,
  lookupSession,
  profileOf,
  type AccountProfile,
  type SessionProfileRow,
} from './session-lookup.ts';
import { verifyToken, type TokenType } from './tokens.ts';

/** Who is calling, as established from a valid access token and a live session row. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  username: string;
  isSuperuser: boolean;
  /** The role's permissions plus the user's own. */
  permissions: ReadonlySet<string>;
  staffBranchId: number | null;
  /** Signed in by password and never reset it: only the reset and session calls are open. */
  mustResetPassword: boolean;
  /** Every permitted_assets row of the user, read with the session (scope needs no query). */
  grants: readonly Grant[];
  /** The server settings' version read with the session (settings-cache.ts). */
  settingsVersion: string;
  /** The account as GET /me names it, when the route asked for it (`withProfile`). */
  profile?: AccountProfile;
}

export type AuthFailure = 'missing' | 'invalid' | 'ended';

/**
 * Checks the token and then the session and account rows, on every request: logout, a
 * disabled account or ended sessions stop a token at once rather than at its `exp`. One query
 * (session-lookup.ts) reads the session with the account, its permissions and grants.
 */
export async function authenticateToken(
  db: Db,
  secret: string,
  token: string | undefined,
  /** Token types the route takes: access tokens everywhere, analytics tokens on analytics routes. */
  accepted: readonly TokenType[] = ['access'],
  options: { profile?: boolean } = {},
): Promise<AuthContext | AuthFailure> {
  if (!token) return 'missing';
  const claims = accepted
    .map((type) => verifyToken(token, secret, type))
    .find((found) => found !== null);
  if (!claims) return 'invalid';
  const row = await lookupSession(db, claims.sid, { profile: options.profile ?? false });
  if (!row || row.userId !== claims.sub) return 'invalid';
  if (row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.status !== 1) {
    return 'ended';
  }
  const auth: AuthContext = {
    userId: row.userId,
    sessionId: row.sessionId,
    username: row.username,
    isSuperuser: row.isSuperuser,
    permissions: new Set([...(row.rolePermissions ?? []), ...row.userPermissions]),
    staffBranchId: row.staffBranchId,
    mustResetPassword: mustResetPassword(row.method, row),
    grants: grantsOf(row),
    settingsVersion: row.settingsVersion,
  };
  if (options.profile) auth.profile = profileOf(row as SessionProfileRow);
  return auth;
}

/** 000 §4: a user who signed in by password and has no last_password_reset must reset. */
export function mustResetPassword(
  method: string,
  user: { lastPasswordReset: Date | null },
): boolean {
  return (method === 'password' || method === 'totp') && user.lastPasswordReset === null;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

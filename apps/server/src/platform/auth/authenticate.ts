import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissionRoles, users } from '../access/access.table.ts';
import { staff } from '../../organisation/organisation.table.ts';
import { sessions } from './auth.table.ts';
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
}

export type AuthFailure = 'missing' | 'invalid' | 'ended';

/**
 * Checks the token and then the session and account rows, on every request: logout, a
 * disabled account or ended sessions stop a token at once rather than at its `exp`.
 */
export async function authenticateToken(
  db: Db,
  secret: string,
  token: string | undefined,
  /** Token types the route takes: access tokens everywhere, analytics tokens on analytics routes. */
  accepted: readonly TokenType[] = ['access'],
): Promise<AuthContext | AuthFailure> {
  if (!token) return 'missing';
  const claims = accepted
    .map((type) => verifyToken(token, secret, type))
    .find((found) => found !== null);
  if (!claims) return 'invalid';
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      rolePermissions: permissionRoles.permissions,
      staffBranchId: staff.branchId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(permissionRoles, eq(permissionRoles.id, users.permissionRoleId))
    .leftJoin(staff, eq(staff.id, users.staffId))
    .where(eq(sessions.id, claims.sid));
  if (!row || row.user.id !== claims.sub) return 'invalid';
  const { session, user } = row;
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now() || user.status !== 1) {
    return 'ended';
  }
  return {
    userId: user.id,
    sessionId: session.id,
    username: user.username,
    isSuperuser: user.isSuperuser,
    permissions: new Set([...(row.rolePermissions ?? []), ...user.permissions]),
    staffBranchId: row.staffBranchId,
    mustResetPassword: mustResetPassword(session.method, user),
  };
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

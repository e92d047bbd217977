import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, type LoginResponse } from '@console/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { mustResetPassword } from './authenticate.ts';
import { sessions } from './auth.table.ts';
import { signToken, verifyToken, type TokenClaims } from './tokens.ts';

export type SignInMethod = 'password' | 'totp' | 'otp' | 'auto';

export interface SessionUser {
  id: number;
  isSuperuser: boolean;
  passwordHash: string | null;
  lastPasswordReset: Date | null;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  deviceId?: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function tokensFor(secret: string, userId: number, sessionId: string, refreshId: string) {
  const iat = nowSeconds();
  const claims = (typ: TokenClaims['typ'], ttl: number, jti?: string): TokenClaims => ({
    typ,
    sub: userId,
    sid: sessionId,
    ...(jti ? { jti } : {}),
    iat,
    exp: iat + ttl,
  });
  const refreshExp = iat + REFRESH_TOKEN_SECONDS;
  return {
    auth_token: signToken(claims('access', ACCESS_TOKEN_SECONDS), secret),
    refresh_token: {
      token_string: signToken(claims('refresh', REFRESH_TOKEN_SECONDS, refreshId), secret),
      expires_at: new Date(refreshExp * 1000).toISOString(),
    },
    // The analytics token lives as long as the access token and only reaches analytics calls.
    analytics_token: signToken(claims('analytics', ACCESS_TOKEN_SECONDS), secret),
  };
}

/** Opens a session row (a new refresh-token family) and answers the login response. */
export async function openSession(
  db: Db,
  secret: string,
  user: SessionUser,
  method: SignInMethod,
  client: ClientInfo,
): Promise<LoginResponse> {
  const sessionId = randomUUID();
  const refreshId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    method,
    currentRefreshId: refreshId,
    expiresAt: new Date((nowSeconds() + REFRESH_TOKEN_SECONDS) * 1000),
    deviceId: client.deviceId ?? null,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return {
    ...tokensFor(secret, user.id, sessionId, refreshId),
    is_totp_required: false,
    is_superuser: user.isSuperuser,
    must_reset_password: mustResetPassword(method, user),
  };
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: number; response: LoginResponse }
  | { kind: 'reused'; userId: number }
  | { kind: 'invalid' };

/**
 * Rotation: a refresh token works once and is replaced by a new one of the same family. A
 * token of the family presented again means it was copied: the whole family is revoked.
 */
export async function refreshSession(
  db: Db,
  secret: string,
  refreshToken: string,
  loadUser: (userId: number) => Promise<(SessionUser & { status: number }) | undefined>,
): Promise<RefreshOutcome> {
  const claims = verifyToken(refreshToken, secret, 'refresh');
  if (!claims?.jti) return { kind: 'invalid' };
  const newRefreshId = randomUUID();
  // Compare-and-swap on the current token id: of two concurrent uses, one wins.
  const rotated = await db
    .update(sessions)
    .set({ currentRefreshId: newRefreshId, refreshedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.currentRefreshId, claims.jti),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .returning({ userId: sessions.userId, method: sessions.method });
  const row = rotated[0];
  if (!row) {
    const revoked = await revokeSession(db, claims.sid, 'refresh token reused');
    return revoked ? { kind: 'reused', userId: claims.sub } : { kind: 'invalid' };
  }
  const user = await loadUser(row.userId);
  if (!user || user.status !== 1) {
    await revokeSession(db, claims.sid, 'account disabled');
    return { kind: 'invalid' };
  }
  return {
    kind: 'rotated',
    userId: row.userId,
    response: {
      ...tokensFor(secret, row.userId, claims.sid, newRefreshId),
      is_totp_required: false,
      is_superuser: user.isSuperuser,
      must_reset_password: mustResetPassword(row.method, user),
    },
  };
}

/** Revokes one session if it is live; answers whether it was. */
export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Ends every live session of a user (administrator's "end sessions", password change). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  reason: string,
  exceptSessionId?: string,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

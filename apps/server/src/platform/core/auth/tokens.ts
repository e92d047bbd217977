import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens. Every token says what it is (`typ`), so a refresh token can
 * never pass as an access token, and when it ends (`exp`, seconds since the epoch).
 */
export type TokenType = 'access' | 'refresh' | 'analytics';

export interface TokenClaims {
  typ: TokenType;
  /** user id */
  sub: number;
  /** session id (the refresh-token family) */
  sid: string;
  /** refresh tokens only: which token of the family this is */
  jti?: string;
  iat: number;
  exp: number;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The claims of a genuine, unexpired token of the expected type, or null. */
export function verifyToken(
  token: string,
  secret: string,
  expected: TokenType,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expectedSignature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expectedSignature.length || !timingSafeEqual(given, expectedSignature)) {
    return null;
  }
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return null;
  }
  if (claims.typ !== expected) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string') return null;
  return claims;
}

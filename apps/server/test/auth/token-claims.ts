import type { TokenClaims } from '../../src/platform/core/auth/tokens.ts';

/** Reads a token's claims without checking it (tests look at exp and typ). */
export function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as TokenClaims;
}

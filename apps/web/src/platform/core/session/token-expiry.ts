function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When a token expires, in epoch milliseconds, read from its `exp` claim (000 §9). */
export function tokenExpiresAt(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * Whose sign-in a token belongs to: the user (`sub`) and the server session (`sid`, the same
 * for every refresh of one sign-in). Null when the token does not say.
 */
export function tokenOwner(token: string): string | null {
  const claims = claimsOf(token);
  const sub = claims?.sub;
  const sid = claims?.sid;
  return (typeof sub === 'number' || typeof sub === 'string') && typeof sid === 'string'
    ? `${sub}:${sid}`
    : null;
}

/** The signed-in user's id (`sub`), the same for every sign-in of that user. */
export function tokenUser(token: string): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'number' || typeof sub === 'string' ? String(sub) : null;
}

import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { z } from 'zod';

// Google's OAuth 2.0 flow for service accounts (RFC 7523 JWT bearer grant): a JWT signed with
// the account's private key (RS256) is exchanged at token_uri for an access token, which is
// kept until shortly before it expires. Only node:crypto, no Google client library.

const serviceAccount = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.string().url(),
  project_id: z.string().optional(),
});
export type ServiceAccount = z.infer<typeof serviceAccount>;

export function parseServiceAccount(json: string): ServiceAccount {
  const parsed = serviceAccount.safeParse(JSON.parse(json));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`The service account key lacks or mistypes: ${fields}.`);
  }
  return parsed.data;
}

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The signed assertion: issuer and subject the account, audience the token endpoint. */
export function signedAssertion(
  account: ServiceAccount,
  key: KeyObject,
  scope: string,
  nowSeconds: number,
): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      sub: account.client_email,
      scope,
      aud: account.token_uri,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), key);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** Renew this long before the token's stated expiry, so no request carries a dying token. */
const EXPIRY_MARGIN_MS = 60_000;

/** Access tokens of one service account: fetched once, shared, renewed before they expire. */
export class ServiceAccountTokens {
  private readonly key: KeyObject;
  private token: { value: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly account: ServiceAccount,
    private readonly scope: string,
  ) {
    this.key = createPrivateKey(account.private_key);
  }

  /** A valid access token; concurrent callers share one token request. */
  async get(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** The API refused the token (revoked, clock skew): fetch a new one next time. */
  invalidate(): void {
    this.token = null;
  }

  private async fetchToken(): Promise<string> {
    const assertion = signedAssertion(
      this.account,
      this.key,
      this.scope,
      Math.floor(Date.now() / 1000),
    );
    const response = await fetch(this.account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (!response.ok || !body.access_token) {
      throw new Error(
        `The token endpoint refused the service account: ${response.status} ${body.error ?? ''}`.trim(),
      );
    }
    const lifetimeMs = (body.expires_in ?? 3600) * 1000;
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
    return body.access_token;
  }
}

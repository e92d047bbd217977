import { randomBytes } from 'node:crypto';
import {
  digestResponse,
  parseChallenges,
  type DigestAlgorithm,
} from '../drivers/recorders/digest-auth.ts';

// The server side of digest authentication, as a simulated recorder checks it: it issues
// nonces, and admits a request whose response hash proves the password for a nonce it issued
// and still holds, with a nonce count not used before. A correct hash for a nonce it no longer
// holds gets a new challenge with stale=true, as RFC 7616 §3.3 asks.

/** How long a nonce stays good; the recorders' own are minutes. */
const NONCE_LIFETIME_MS = 5 * 60_000;
/** Nonces held at once; the oldest is forgotten past this (a long-running demo stays small). */
const MAX_NONCES = 256;

export type GateVerdict =
  | { admitted: true; algorithm: DigestAlgorithm }
  | { admitted: false; stale: boolean; challenges: string[]; reason: string };

export class DigestGate {
  /** Nonce → when issued and the nonce counts seen with it. */
  private readonly nonces = new Map<string, { issuedAt: number; counts: Set<string> }>();
  private readonly opaque = randomBytes(8).toString('hex');

  constructor(
    private readonly realm: string,
    private readonly username: string,
    private readonly password: string,
    private readonly algorithms: readonly DigestAlgorithm[],
    private readonly now: () => number = Date.now,
  ) {}

  /** Forget every nonce issued: the next request with one is answered stale=true. */
  expireNonces(): void {
    this.nonces.clear();
  }

  check(method: string, url: string, authorization: string | undefined): GateVerdict {
    const refuse = (reason: string, stale = false): GateVerdict => ({
      admitted: false,
      stale,
      reason,
      challenges: this.challenges(stale),
    });
    if (!authorization) return refuse('no credentials');
    const [offered] = parseChallenges(authorization);
    if (offered?.scheme.toLowerCase() !== 'digest') return refuse('not digest');
    const given = offered.params;
    const algorithm = this.algorithms.find(
      (known) => known.toUpperCase() === (given.algorithm ?? 'MD5').toUpperCase(),
    );
    if (!algorithm) return refuse(`algorithm ${given.algorithm} not offered`);
    if (given.username !== this.username) return refuse('unknown user');
    if (given.realm !== this.realm) return refuse('wrong realm');
    if (given.uri !== url) return refuse('uri differs from the request');
    if (given.qop !== 'auth' || !given.nc || !given.cnonce || !given.nonce) {
      return refuse('qop=auth with nc and cnonce expected');
    }
    const expected = digestResponse({
      algorithm,
      username: this.username,
      password: this.password,
      realm: this.realm,
      method,
      uri: url,
      nonce: given.nonce,
      qop: 'auth',
      nc: given.nc,
      cnonce: given.cnonce,
    });
    if (given.response !== expected) return refuse('wrong password');
    const held = this.nonces.get(given.nonce);
    if (!held || this.now() - held.issuedAt > NONCE_LIFETIME_MS) {
      this.nonces.delete(given.nonce);
      return refuse('nonce expired', true);
    }
    if (held.counts.has(given.nc)) return refuse('nonce count replayed');
    held.counts.add(given.nc);
    return { admitted: true, algorithm };
  }

  /** One WWW-Authenticate value per algorithm offered, each with a new nonce. */
  private challenges(stale: boolean): string[] {
    return this.algorithms.map((algorithm) => {
      const nonce = randomBytes(16).toString('hex');
      this.nonces.set(nonce, { issuedAt: this.now(), counts: new Set() });
      if (this.nonces.size > MAX_NONCES) this.nonces.delete(this.nonces.keys().next().value!);
      return (
        `Digest realm="${this.realm}", qop="auth", nonce="${nonce}", ` +
        `opaque="${this.opaque}", algorithm=${algorithm}, stale=${stale ? 'TRUE' : 'FALSE'}`
      );
    });
  }
}

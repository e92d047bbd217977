import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the server must use again in clear (a recorder's password, which its digest
// authentication needs) are kept sealed with AES-256-GCM under a key derived from the server's
// signing secret for one purpose. The sealed text carries its version, nonce and tag:
// '<version>.<nonce>.<tag>.<ciphertext>', each base64url. A sealed value copied to another
// purpose, or altered, does not open (the purpose is the authenticated data).
//
// A secret may also be bound to what it is for (a recorder's password to the recorder's address,
// issue 23): v2 seals take that binding into the authenticated data, and open only when given
// the same binding, so a sealed password cannot be used for anything it was not stored for,
// whichever path changed the row. v1 seals carry the purpose alone.

const UNBOUND = 'v1';
const BOUND = 'v2';

export interface SecretBox {
  /** Sealed for the box's purpose, and bound to `boundTo` when given. */
  seal(plain: string, boundTo?: string): string;
  /**
   * The plain text; throws when the sealed text was altered, sealed for another purpose, or
   * bound to something else than `boundTo` (a bound seal opens only with its binding, an
   * unbound one only without).
   */
  open(sealed: string, boundTo?: string): string;
  /** Whether a sealed text is bound (v2), so callers can find seals older than bindings. */
  isBound(sealed: string): boolean;
}

/** A box for one purpose ('cctv.dvr-password'), keyed from the server's signing secret. */
export function secretBox(signingSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'console.secret-box', purpose, 32));
  const aad = (boundTo: string | undefined) =>
    Buffer.from(boundTo === undefined ? purpose : `${purpose}\u0000${boundTo}`);
  return {
    seal(plain, boundTo) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(aad(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [boundTo === undefined ? UNBOUND : BOUND, ...parts].join('.');
    },
    open(sealed, boundTo) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (nonce === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed secret.');
      if (version !== (boundTo === undefined ? UNBOUND : BOUND)) {
        throw new Error(
          version === UNBOUND || version === BOUND
            ? `A ${version === BOUND ? 'bound' : 'unbound'} seal opened as ${boundTo === undefined ? 'unbound' : 'bound'}.`
            : 'Not a sealed secret.',
        );
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
        .setAAD(aad(boundTo))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isBound: (sealed) => sealed.startsWith(`${BOUND}.`),
  };
}

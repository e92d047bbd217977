import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the server must use again in clear (a recorder's password, which its digest
// authentication needs) are kept sealed with AES-256-GCM under a key derived from the server's
// signing secret for one purpose. The sealed text carries its version, nonce and tag:
// 'v1.<nonce>.<tag>.<ciphertext>', each base64url. A sealed value copied to another purpose, or
// altered, does not open (the purpose is the authenticated data).

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the sealed text was altered or sealed for another purpose. */
  open(sealed: string): string;
}

/** A box for one purpose ('cctv.dvr-password'), keyed from the server's signing secret. */
export function secretBox(signingSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'console.secret-box', purpose, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || nonce === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
        .setAAD(aad)
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

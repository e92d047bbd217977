import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const SECRET = 'a-signing-secret-of-at-least-thirty-two-characters';

describe('secretBox', () => {
  it('opens what it sealed, and never shows the plain text', () => {
    const box = secretBox(SECRET, 'cctv.dvr-password');
    const sealed = box.seal('Admin@123');
    expect(sealed).not.toContain('Admin@123');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box.open(sealed)).toBe('Admin@123');
  });

  it('seals the same text differently each time', () => {
    const box = secretBox(SECRET, 'cctv.dvr-password');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses an altered text, another purpose and another key', () => {
    const sealed = secretBox(SECRET, 'cctv.dvr-password').seal('Admin@123');
    const [version, nonce, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() =>
      secretBox(SECRET, 'cctv.dvr-password').open([version, nonce, tag, flipped].join('.')),
    ).toThrow();
    expect(() => secretBox(SECRET, 'another.purpose').open(sealed)).toThrow();
    expect(() => secretBox(`${SECRET}!`, 'cctv.dvr-password').open(sealed)).toThrow();
    expect(() => secretBox(SECRET, 'cctv.dvr-password').open('plain')).toThrow('Not a sealed');
  });
});

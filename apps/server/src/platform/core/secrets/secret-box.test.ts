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

describe('a bound secret', () => {
  it('opens only with the binding it was sealed with', () => {
    const box = secretBox(SECRET, 'cctv.dvr-password');
    const sealed = box.seal('Admin@123', 'http://10.1.2.3:80 rtsp 554');
    expect(sealed).toMatch(/^v2\./);
    expect(box.isBound(sealed)).toBe(true);
    expect(box.open(sealed, 'http://10.1.2.3:80 rtsp 554')).toBe('Admin@123');
    expect(() => box.open(sealed, 'http://127.0.0.1:8080 rtsp 554')).toThrow();
    // Neither without a binding, nor is an unbound seal opened as bound.
    expect(() => box.open(sealed)).toThrow();
    const unbound = box.seal('Admin@123');
    expect(box.isBound(unbound)).toBe(false);
    expect(() => box.open(unbound, 'http://10.1.2.3:80 rtsp 554')).toThrow();
    // The version word is not what protects it: a v1 seal relabelled v2 does not open.
    expect(() => box.open(unbound.replace(/^v1/, 'v2'), '')).toThrow();
  });
});

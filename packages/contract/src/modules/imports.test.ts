import { describe, expect, it } from 'vitest';
import { holdsUnstorableText } from './imports.ts';

describe('text a cell cannot keep', () => {
  it('is a control character (not tab, line feed, carriage return), DEL, or half a pair', () => {
    for (const text of ['a\u0000b', 'a\u0001', '\u001f', '\u007f', 'x\uD83D', '\uDE00y']) {
      expect(holdsUnstorableText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['', 'Main gate', 'tab\there\r\nnext', 'smile \uD83D\uDE00', 'é ß 漢']) {
      expect(holdsUnstorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

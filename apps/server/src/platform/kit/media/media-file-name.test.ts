import { describe, expect, it } from 'vitest';
import { safeFileName } from './media-file-name.ts';

// The multipart parser already drops directory parts of plain filenames; this is what stands
// behind it, whatever way a name arrives.

describe('safeFileName', () => {
  it.each([
    ['../../evil.png', 'evil.png'],
    ['..\\..\\evil.png', 'evil.png'],
    ['/etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\me\\photo.png', 'photo.png'],
    ['\\\\server\\share\\photo.png', 'photo.png'],
    ['..', ''],
    ['../', ''],
    ['...png', 'png'],
    ['.env', 'env'],
    ['evil\u0000.png', 'evil.png'],
    ['line\r\nbreak.png', 'linebreak.png'],
    ['tab\there.csv', 'tabhere.csv'],
    ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['\u2066hidden\u2069.pdf', 'hidden.pdf'],
    ['  padded.pdf  ', 'padded.pdf'],
    ['Cafe\u0301.pdf', 'Café.pdf'],
    ['रिपोर्ट.pdf', 'रिपोर्ट.pdf'],
  ])('%j → %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keeps at most 255 characters, the extension whole, without splitting a character', () => {
    const name = safeFileName(`${'😀'.repeat(300)}.xlsx`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀.xlsx')).toBe(true);
    expect(safeFileName(`${'a'.repeat(250)}.png`)).toHaveLength(254);
    expect(safeFileName(`a.${'x'.repeat(300)}`)).toHaveLength(255);
  });
});

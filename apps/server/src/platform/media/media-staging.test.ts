import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stageUpload } from './media-staging.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staging-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A source that fails before its first byte, as a form cut short in its first chunk does. */
function failingAtOnce(): Readable {
  const source = new Readable({ read() {} });
  process.nextTick(() => source.destroy(new Error('form cut short')));
  return source;
}

describe('stageUpload', () => {
  it('keeps the bytes with their size and SHA-256', async () => {
    const staged = await stageUpload(dir, Readable.from([Buffer.from('abc')]));
    expect(fs.readFileSync(staged.path, 'utf8')).toBe('abc');
    expect(staged.size).toBe(3);
    expect(staged.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  // Before the fix about one failure in six left its .part file behind: the write stream had
  // not finished opening it when the failed upload was discarded.
  it('leaves no file behind when the source fails before the file is open', async () => {
    for (let i = 0; i < 100; i++) {
      await expect(stageUpload(dir, failingAtOnce())).rejects.toThrow('form cut short');
    }
    await new Promise((settled) => setTimeout(settled, 50));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

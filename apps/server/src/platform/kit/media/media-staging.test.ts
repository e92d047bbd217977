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

/**
 * A part whose form was cut short before it was read, as @fastify/multipart hands it over:
 * already failed, with the listener the parser attaches so the failure is not unhandled.
 */
function cutShort(): Readable {
  const source = new Readable({ read() {} });
  source.on('error', () => undefined);
  source.destroy(new Error('Part terminated early'));
  return source;
}

describe('stageUpload', () => {
  it('keeps the bytes with their size and SHA-256', async () => {
    const staged = await stageUpload(dir, Readable.from([Buffer.from('abc')]));
    expect(fs.readFileSync(staged.path, 'utf8')).toBe('abc');
    expect(staged.size).toBe(3);
    expect(staged.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  // The write stream opens its file on a worker thread; the failed upload used to be removed on
  // another, so the open could come second and leave a .part behind (CI saw one). A race: many
  // at once make it likely to show, not certain.
  it('leaves no file behind when the part had failed before it was staged', async () => {
    for (let round = 0; round < 10; round++) {
      const failures = await Promise.allSettled(
        Array.from({ length: 20 }, () => stageUpload(dir, cutShort())),
      );
      expect(failures.every((failure) => failure.status === 'rejected')).toBe(true);
    }
    await new Promise((settled) => setTimeout(settled, 50));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

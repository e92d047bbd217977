import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedUpload } from './media-storage.ts';

/**
 * Where uploads are received before their content is checked: DATA_DIR/media/.incoming, on the
 * same disk as the stored files so that keeping one is a rename. GET /media/{id} never reads
 * here (it serves stored names only).
 */
export const incomingDir = (mediaDir: string): string => path.join(mediaDir, '.incoming');

/** Receives an upload in full into the incoming directory, with its size and SHA-256. */
export async function stageUpload(dir: string, source: Readable): Promise<StagedUpload> {
  await fs.promises.mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const sink = fs.createWriteStream(target, { flags: 'wx' });
  try {
    await pipeline(source, measure, sink);
  } catch (error) {
    // The stream opens its file lazily: a source that fails at once (a form cut short) rejects
    // the pipeline before the open has finished, and the file would appear after it had been
    // discarded. Wait for the stream to close, which follows its open.
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
    await discardStaged(target);
    throw error;
  }
  return { path: target, size, sha256: hash.digest('hex') };
}

export async function discardStaged(stagedPath: string): Promise<void> {
  await fs.promises.rm(stagedPath, { force: true });
}

/**
 * Removes what a process that stopped mid-upload left in the incoming directory. Only old
 * files: another server process on the same DATA_DIR may be receiving one right now.
 */
export async function sweepStaleUploads(dir: string, olderThanMs: number): Promise<void> {
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - olderThanMs;
  for (const entry of entries) {
    const file = path.join(dir, entry);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < cutoff) await discardStaged(file);
  }
}

import { MEDIA_EXTENSIONS } from '@console/contract';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** The content type each accepted extension is stored and served with. */
const CONTENT_TYPES: Record<(typeof MEDIA_EXTENSIONS)[number], string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  json: 'application/json',
  svg: 'image/svg+xml',
};

/** The accepted extension of a file name, lower-case, or null. */
export function mediaExtension(fileName: string): (typeof MEDIA_EXTENSIONS)[number] | null {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return (MEDIA_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as (typeof MEDIA_EXTENSIONS)[number])
    : null;
}

export function mediaContentType(extension: (typeof MEDIA_EXTENSIONS)[number]): string {
  return CONTENT_TYPES[extension];
}

/**
 * Writes an upload to `dir` under a random name (never the client's), answering the name and
 * size. A partial file is removed when the stream fails (e.g. the size limit is hit).
 */
export async function storeMediaStream(
  dir: string,
  extension: string,
  source: Readable,
): Promise<{ storedName: string; size: number }> {
  await fs.promises.mkdir(dir, { recursive: true });
  const storedName = `${randomUUID()}.${extension}`;
  const target = path.join(dir, storedName);
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  try {
    await pipeline(source, fs.createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  return { storedName, size };
}

export async function removeStoredMedia(dir: string, storedName: string): Promise<void> {
  await fs.promises.rm(path.join(dir, storedName), { force: true });
}

export function storedMediaPath(dir: string, storedName: string): string {
  return path.join(dir, path.basename(storedName));
}

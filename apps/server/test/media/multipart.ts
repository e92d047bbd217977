import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaEndpoints } from '@console/contract';
import type { TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';

// Building multipart uploads by hand, byte for byte: what a hostile client can send.

export const BOUNDARY = '----media-test-boundary';

export interface FormPart {
  /** The form field's name (`file` for the upload). */
  field?: string;
  /** The raw filename parameter, exactly as it goes into the header; absent for a field. */
  filename?: string;
  /** A whole Content-Disposition header value instead of field and filename. */
  disposition?: string;
  content: Buffer | string;
  type?: string;
}

export function multipartBody(parts: FormPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.disposition ??
      `form-data; name="${part.field ?? 'file'}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type =
      part.filename !== undefined || part.type
        ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** POST /api/media with these parts. */
export const postMedia = (t: TestApp, headers: Record<string, string>, parts: FormPart[]) =>
  callApi(t, mediaEndpoints.upload, {
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartBody(parts),
  });

/** POST /api/media with one file. */
export const uploadFile = (
  t: TestApp,
  headers: Record<string, string>,
  filename: string,
  content: Buffer | string,
) => postMedia(t, headers, [{ filename, content }]);

/** A DATA_DIR of its own for a test file's uploads, not the repository's ./data. */
export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));

/** Every file under a directory, relative to it (what an upload left on disk). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

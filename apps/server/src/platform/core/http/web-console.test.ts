import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../config.ts';
import { registerWebConsole } from './web-console.ts';

// The console's files on a bare Fastify app over a dist folder made here: a script stored as
// brotli and gzip too, a stylesheet only as gzip, one stored in neither, and index.html. A
// file beside the folder stands for what must never be served.

const script = 'export const greeting = "hello";\n'.repeat(200);
const style = 'body { color: #222; }\n'.repeat(200);
const index = `<!doctype html><html><head><title>Console</title></head><body>${'<p>x</p>'.repeat(100)}</body></html>`;

// eslint-disable-next-line no-restricted-syntax -- the console's client-side addresses, not API calls
const CONSOLE_ROUTES = ['/gatepass', '/gatepass/12?from=home'] as const;

let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'web-console-'));
  const dist = path.join(folder, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const write = (file: string, content: string | Buffer) =>
    fs.writeFileSync(path.join(dist, file), content);
  write('index.html', index);
  write('index.html.br', brotliCompressSync(index));
  write('index.html.gz', gzipSync(index));
  write('assets/app-1a2b.js', script);
  write('assets/app-1a2b.js.br', brotliCompressSync(script));
  write('assets/app-1a2b.js.gz', gzipSync(script));
  write('assets/style-3c4d.css', style);
  write('assets/style-3c4d.css.gz', gzipSync(style));
  write('assets/plain-5e6f.js', script);
  fs.writeFileSync(path.join(folder, 'secret.txt'), 'outside the console');
  app = Fastify();
  await registerWebConsole(app, { webDistDir: dist } as Config);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the console files in the coding the client accepts', () => {
  it('sends brotli to a client that accepts it, with the plain file’s type and caching', async () => {
    const plain = await get('/assets/app-1a2b.js');
    const answer = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.rawPayload.length).toBeLessThan(script.length / 10);
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('accept-encoding');
    // Each copy has its own validator, so a cache never answers one for the other.
    expect(answer.headers.etag).not.toBe(plain.headers.etag);
  });

  it('sends gzip to a client that does not take brotli', async () => {
    const answer = await get('/assets/app-1a2b.js', 'gzip, deflate');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toBe('accept-encoding');
  });

  it('sends the plain file to a client that names no coding, or none at all', async () => {
    for (const acceptEncoding of [undefined, 'identity', '', 'deflate']) {
      const answer = await get('/assets/app-1a2b.js', acceptEncoding);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(script);
      expect(Number(answer.headers['content-length'])).toBe(script.length);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The plain answer varies too: a shared cache must not hand it to a brotli client.
      expect(answer.headers.vary).toBe('accept-encoding');
    }
  });

  it('weighs the codings by their q-values and refuses those weighed 0', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['gzip;q=0.8, br;q=0.9', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['BR;Q=0.000, GZIP', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0, *;q=0.3', 'gzip'],
      ['*;q=0', undefined],
      ['x-gzip', 'gzip'],
      ['br;q=2, gzip', 'gzip'],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const answer = await get('/assets/app-1a2b.js', acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(expected);
      const body =
        expected === 'br'
          ? brotliDecompressSync(answer.rawPayload)
          : expected === 'gzip'
            ? gunzipSync(answer.rawPayload)
            : answer.rawPayload;
      expect(body.toString(), acceptEncoding).toBe(script);
    }
  });

  it('falls back to what is stored: gzip without a brotli copy, the file without either', async () => {
    const style = await get('/assets/style-3c4d.css', 'br, gzip');
    expect(style.headers['content-encoding']).toBe('gzip');
    expect(style.headers['content-type']).toBe(
      (await get('/assets/style-3c4d.css')).headers['content-type'],
    );
    const plain = await get('/assets/plain-5e6f.js', 'br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('answers HEAD with the headers of the copy a GET would get, and no body', async () => {
    const head = await get('/assets/app-1a2b.js', 'br', 'HEAD');
    const answer = await get('/assets/app-1a2b.js', 'br');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(answer.headers['content-length']);
    expect(head.headers['content-type']).toBe(answer.headers['content-type']);
    expect(head.headers.vary).toBe('accept-encoding');
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends index.html compressed and uncached, for the console’s own addresses too', async () => {
    for (const url of ['/', ...CONSOLE_ROUTES]) {
      const answer = await get(url, 'gzip, br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(index);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers.vary, url).toBe('accept-encoding');
    }
    const plain = await get(CONSOLE_ROUTES[0]);
    expect(plain.body).toBe(index);
    expect(plain.headers['content-type']).toBe((await get('/', 'br')).headers['content-type']);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('never sends a file outside the folder, nor a stored copy by its own name', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/%2e%2e%2fsecret.txt.br',
      '/assets/app-1a2b.js.br',
      '/assets/app-1a2b.js%00',
    ]) {
      for (const acceptEncoding of [undefined, 'br, gzip']) {
        const answer = await get(url, acceptEncoding);
        expect(answer.body, url).not.toContain('outside the console');
        expect(answer.body, url).not.toBe(script);
        if (answer.statusCode === 200) {
          const body =
            answer.headers['content-encoding'] === 'br'
              ? brotliDecompressSync(answer.rawPayload).toString()
              : answer.body;
          expect(body, url).toBe(index);
        }
      }
    }
  });

  it('leaves /api/ addresses to the API', async () => {
    // eslint-disable-next-line no-restricted-syntax -- the raw address is the subject: the console handler's own refusal of /api/
    const answer = await get('/api/nothing-here', 'br');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

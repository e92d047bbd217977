import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let folder: string;
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

function builtFolder(): Record<string, Buffer> {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from(`<!doctype html>${'<p>a page</p>'.repeat(50)}`),
    'assets/index-1a2b.js': Buffer.from('export const answer = 42;\n'.repeat(300)),
    'assets/index-3c4d.css': Buffer.from('.a { color: red }\n'.repeat(300)),
    'assets/logo-5e6f.svg': Buffer.from(`<svg>${'<path d="M0 0h1"/>'.repeat(40)}</svg>`),
    'assets/photo-7a8b.png': Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7) % 256)),
    '.vite/manifest.json': Buffer.from(JSON.stringify({ a: 'b'.repeat(2000) })),
  };
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), bytes);
  }
  return files;
}

const read = (name: string) => fs.readFileSync(path.join(folder, name));
const exists = (name: string) => fs.existsSync(path.join(folder, name));

describe('the build’s compressed copies', () => {
  it('stores brotli and gzip beside each text file, each decompressing to the file', async () => {
    const files = builtFolder();
    await precompressFolder(folder);
    for (const name of [
      'index.html',
      'assets/index-1a2b.js',
      'assets/index-3c4d.css',
      'assets/logo-5e6f.svg',
    ]) {
      expect(brotliDecompressSync(read(`${name}.br`)).equals(files[name]!), name).toBe(true);
      expect(gunzipSync(read(`${name}.gz`)).equals(files[name]!), name).toBe(true);
    }
  });

  it('leaves images and the unserved manifest alone, and compresses no copy again', async () => {
    builtFolder();
    await precompressFolder(folder);
    await precompressFolder(folder);
    expect(exists('assets/photo-7a8b.png.br')).toBe(false);
    expect(exists('assets/photo-7a8b.png.gz')).toBe(false);
    expect(exists('.vite/manifest.json.br')).toBe(false);
    expect(exists('assets/index-1a2b.js.br.br')).toBe(false);
    expect(exists('assets/index-1a2b.js.gz.gz')).toBe(false);
    expect(exists('assets/index-1a2b.js.br.gz')).toBe(false);
  });

  it('keeps no copy that is not smaller than its file', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.writeFileSync(path.join(folder, 'tiny.js'), 'x');
    await precompressFolder(folder);
    expect(exists('tiny.js.br')).toBe(false);
    expect(exists('tiny.js.gz')).toBe(false);
  });
});

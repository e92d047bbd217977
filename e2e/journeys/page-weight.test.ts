import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kB, pageWeight, type WeighedPage } from '../support/page-weight.ts';
import { repoRoot } from '../support/server.ts';

/**
 * The most JavaScript (gzip kB, as bench/console-load.ts weighs it) the sign-in and home pages
 * may load, so a module or a dependency that drags code into every page fails here. Sign-in is
 * the console as it is plus about 3% (the target is 150 kB); home is the issue's
 * target itself, 250 kB: it is 246.4 in 16 files since small shared chunks are copied into
 * their importers (238.4 in 49 before), and a module's manifest or home queue that adds to it
 * has to make room (apps/web/src/app/DECISIONS.md, "Weight of the sign-in and home pages" and
 * "Fewer, larger scripts").
 */
const BUDGET_KB: Record<WeighedPage, number> = { signIn: 125, home: 250 };

// The production build the global setup made (scripts/build.mjs): nothing is built here.
const dist = path.join(repoRoot, 'apps/web/dist');

describe('the JavaScript each page loads', () => {
  it.each(Object.entries(BUDGET_KB) as [WeighedPage, number][])(
    '%s stays within its budget of %d kB gzip',
    (page, budget) => {
      const { files, gzipBytes } = pageWeight(dist, page);
      expect(
        kB(gzipBytes),
        `${page} loads ${kB(gzipBytes)} kB gzip in ${files} files, over its budget of ${budget} kB`,
      ).toBeLessThanOrEqual(budget);
    },
  );
});

const CODINGS = [
  ['.br', brotliDecompressSync, brotliCompressSync],
  ['.gz', gunzipSync, (bytes: Buffer) => gzipSync(bytes, { level: 9 })],
] as const;

describe('the compressed copies the server sends', () => {
  it('stores brotli and gzip beside every script, stylesheet and index.html, each the file', () => {
    const assets = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => `assets/${file}`);
    expect(assets.length).toBeGreaterThan(0);
    for (const file of ['index.html', ...assets]) {
      const plain = fs.readFileSync(path.join(dist, file));
      for (const [suffix, decompress, compress] of CODINGS) {
        const copy = path.join(dist, `${file}${suffix}`);
        // A copy is left out only when it would not be smaller (the server sends the file).
        if (!fs.existsSync(copy)) {
          expect(compress(plain).length, `${file}${suffix}`).toBeGreaterThanOrEqual(plain.length);
          continue;
        }
        expect(decompress(fs.readFileSync(copy)).equals(plain), `${file}${suffix}`).toBe(true);
      }
    }
  });
});

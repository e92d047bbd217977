import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The files worth compressing: text. The server's console handler
 * (apps/server/src/platform/core/http/web-console.ts) sends a stored copy only for these types.
 */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

/** The compressed copies written beside each file, by suffix. */
const CODINGS = [
  {
    suffix: '.br',
    // Brotli's best (quality 11) once at build time: the server then sends the file as stored.
    compress: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes: Buffer) => gzipped(bytes, { level: 9 }) },
] as const;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `folder` (the
 * build's manifest folder `.vite` excepted: it is not served), each only when it is smaller
 * than the file. Returns the files compressed.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const files = (await filesUnder(folder)).filter(
    (file) =>
      COMPRESSIBLE.has(path.extname(file)) &&
      !path.relative(folder, file).split(path.sep).includes('.vite'),
  );
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.readFile(file);
      await Promise.all(
        CODINGS.map(async ({ suffix, compress }) => {
          const compressed = await compress(bytes);
          if (compressed.length < bytes.length) await fs.writeFile(file + suffix, compressed);
          else await fs.rm(file + suffix, { force: true });
        }),
      );
    }),
  );
  return files;
}

/**
 * Stores brotli and gzip copies of the built console's text files beside them, so the server
 * sends each file compressed without compressing it on every request (a school's link: 1.7 MB
 * of scripts uncompressed on a cold load of a list, about a quarter of that as brotli).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file is written, public/ copies included.
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await precompressFolder(outDir);
      config.logger.info(`precompress: brotli and gzip beside ${files.length} files`);
    },
  };
}

// The JavaScript a console page loads, read from the production build's Vite manifest: the
// entry, the page's own chunks and every chunk they import statically (what the browser fetches
// before the page can show), each file gzipped at level 9. Shared by bench/console-load.ts and
// the weight budget in journeys/page-weight.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest keys (source files) of the chunks each page's route loads besides the entry:
 * the lazy routes a navigation to it matches. Home also loads the query cache's part of the
 * signed-in routes' /me prefetch (apps/web/src/app/prefetch-me.ts).
 */
export const PAGE_CHUNKS = {
  signIn: ['src/app/login/login-page.tsx'],
  home: [
    // antd's theme and the toasts' host: every page but sign-in sits in it.
    'src/app/themed-route.tsx',
    'src/app/layout/signed-in.tsx',
    'src/app/me-query-prefetch.ts',
    'src/app/home/home-page.tsx',
  ],
} as const;
export type WeighedPage = keyof typeof PAGE_CHUNKS;

export interface PageWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the console first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The JS files a page needs: the entry, the page's chunks, and every static import below. */
export function pageScripts(manifest: Manifest, chunkKeys: readonly string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [entry, ...chunkKeys].forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function weigh(dist: string, files: readonly string[]): PageWeight {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}

export function pageWeight(dist: string, page: WeighedPage): PageWeight {
  return weigh(dist, pageScripts(readManifest(dist), PAGE_CHUNKS[page]));
}

export const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

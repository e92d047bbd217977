import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');
const migrationsDir = join(serverDir, 'src/db/migrations');
const sqlFiles = () =>
  readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
const sha256 = (name: string) =>
  createHash('sha256')
    .update(readFileSync(join(migrationsDir, name)))
    .digest('hex');

describe('migrations', () => {
  it('never change once landed: every file matches its recorded checksum', () => {
    const recorded: Record<string, string> = JSON.parse(
      readFileSync(join(migrationsDir, 'checksums.json'), 'utf8'),
    ).files;
    for (const name of sqlFiles()) {
      expect(
        recorded[name],
        `${name} is new: add "${name}": "${sha256(name)}" to src/db/migrations/checksums.json`,
      ).toBeDefined();
      expect(sha256(name), `${name} was edited after it landed: add a new migration instead`).toBe(
        recorded[name],
      );
    }
    // A landed migration is never removed either.
    expect(Object.keys(recorded).sort()).toEqual(sqlFiles());
  });

  it('are what the journal lists, in order', () => {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8'));
    expect(journal.entries.map((entry: { tag: string }) => `${entry.tag}.sql`)).toEqual(sqlFiles());
  });

  it('agree with the tables: generating from the *.table.ts files adds nothing', () => {
    // drizzle-kit writes into a copy; a new file there means a table changed without its
    // migration (`npm run db:generate -- --name <what>`).
    const copy = mkdtempSync(join(tmpdir(), 'migrations-drift-'));
    try {
      cpSync(migrationsDir, copy, { recursive: true });
      const output = execFileSync(
        join(serverDir, '../../node_modules/.bin/drizzle-kit'),
        [
          'generate',
          '--dialect=postgresql',
          '--schema=./src/**/*.table.ts',
          `--out=${relative(serverDir, copy)}`,
        ],
        { cwd: serverDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const generated = readdirSync(copy).filter((name) => name.endsWith('.sql'));
      expect(generated, output).toEqual(sqlFiles());
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

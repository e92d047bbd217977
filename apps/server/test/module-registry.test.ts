import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import { SERVER_MODULES } from '../src/modules/registry.ts';
import { auditedTables } from '../src/platform/modules/audit-registry.ts';
import { itemTypeOf } from '../src/platform/core/audit/audited-tables.ts';
import { contentKindsOf } from '../src/platform/modules/server-module.ts';
import { CONTENT_KINDS, OWN_TESTED_KINDS } from './support/content-kinds.ts';
// @ts-expect-error: a plain .mjs script, typed by its use here
import { moduleFolders, registrySource } from '../../../scripts/module-registry.mjs';

const modulesDir = join(import.meta.dirname, '../src/modules');
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the server module registry', () => {
  it('registers every module folder, as the generator writes it', () => {
    // A folder without index.ts is not a module: every folder must have one.
    expect((moduleFolders as (dir: string) => string[])(modulesDir)).toEqual(folders);
    expect(readFileSync(join(modulesDir, 'registry.ts'), 'utf8')).toBe(
      (registrySource as (folders: string[]) => string)(folders),
    );
    expect(SERVER_MODULES.map((module) => module.id)).toEqual(folders);
  });

  it("has each module's index.ts export its manifest and nothing else", async () => {
    for (const folder of folders) {
      const exported = await import(join(modulesDir, folder, 'index.ts'));
      expect(Object.keys(exported), folder).toEqual(['manifest']);
    }
  });

  it('names nothing twice: demo seed steps, attachment readers', () => {
    const seeds = SERVER_MODULES.flatMap((module) => module.demoSeed?.label ?? []);
    expect(new Set(seeds).size).toBe(seeds.length);
    const readers = SERVER_MODULES.flatMap((module) =>
      (module.attachmentReaders ?? []).map((reader) => reader.attachedTo),
    );
    expect(new Set(readers).size).toBe(readers.length);
    expect(readers.length).toBeGreaterThan(0);
  });

  it('names nothing twice: content kinds, job kinds, audited tables', () => {
    const kinds = SERVER_MODULES.flatMap((module) => module.contentKind?.key ?? []);
    expect(new Set(kinds).size).toBe(kinds.length);
    // The messaging kinds the tests and the demo name are exactly the registered ones.
    expect([...contentKindsOf(SERVER_MODULES).keys()].sort()).toEqual(
      [...Object.keys(CONTENT_KINDS), ...Object.keys(OWN_TESTED_KINDS)].sort(),
    );
    const tables = auditedTables(SERVER_MODULES).map((entry) => getTableName(entry.table));
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('gives each audited item type one reader of its history at most, and a table that exists', () => {
    const audited = auditedTables(SERVER_MODULES);
    const readers = audited.filter((entry) => entry.readable).map(itemTypeOf);
    expect(new Set(readers).size).toBe(readers.length);
    // An item type recorded under another table's name must be that table's own.
    const tables = new Set(audited.map((entry) => getTableName(entry.table)));
    for (const entry of audited)
      expect(tables.has(itemTypeOf(entry)), itemTypeOf(entry)).toBe(true);
  });
});

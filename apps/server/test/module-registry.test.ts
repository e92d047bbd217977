import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../src/modules/registry.ts';
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
});

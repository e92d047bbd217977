import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, typed by its use here
import { contractModuleFiles, contractModulesSource } from '../../../scripts/contract-modules.mjs';

const modulesDir = join(import.meta.dirname, 'modules');
const files = (contractModuleFiles as (dir: string) => string[])(modulesDir);

describe("the contract's module index", () => {
  it('exports every module file, as npm run modules:registry writes it', () => {
    expect(files).toContain('meeting.endpoints.ts');
    expect(
      readFileSync(join(modulesDir, 'index.ts'), 'utf8'),
      'packages/contract/src/modules/index.ts is stale: npm run modules:registry',
    ).toBe((contractModulesSource as (files: string[]) => string)(files));
  });

  it('reaches the barrel without a line of its own there', () => {
    const barrel = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(barrel).toContain("export * from './modules/index.ts';");
    expect(barrel).not.toMatch(/from '\.\/modules\/(?!index\.ts')/);
  });
});

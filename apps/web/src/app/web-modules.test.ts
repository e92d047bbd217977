import { MODULES } from '@console/contract';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_ROUTE_PATHS } from './module-routes.ts';
import { PAGES, WEB_MODULES } from './web-modules.ts';

const modulesDir = join(import.meta.dirname, '../modules');
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Pages outside the module addresses of 000 §2 and 002 §2: the console's own tools. */
const OWN_TOOL_PATHS = ['/sms-outbox', '/push-outbox', '/hangfire', '/audit-log'];

describe('the console module registry', () => {
  it('finds a manifest in every module folder, named after its folder', () => {
    for (const folder of folders)
      expect(existsSync(join(modulesDir, folder, 'index.ts')), `${folder}/index.ts`).toBe(true);
    expect(WEB_MODULES.map((module) => module.id)).toEqual(folders);
  });

  it('claims each page path once', () => {
    const paths = PAGES.map((page) => page.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts pages only on module addresses, gated by modules the contract knows', () => {
    const known = new Set(MODULES.map((entry) => entry.id));
    for (const page of PAGES) {
      expect(
        MODULE_ROUTE_PATHS.includes(page.path) || OWN_TOOL_PATHS.includes(page.path),
        `${page.path} is not an address of 000 §2 or 002 §2`,
      ).toBe(true);
      if (page.access?.module)
        expect(known.has(page.access.module), `${page.path}: ${page.access.module}`).toBe(true);
    }
  });
});

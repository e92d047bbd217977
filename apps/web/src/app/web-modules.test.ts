import { MODULES } from '@console/contract';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_ROUTE_PATHS } from './module-routes.ts';
import { ACCOUNT_MENU_ENTRIES, PAGES, WEB_MODULES } from './web-modules.ts';

const modulesDir = join(import.meta.dirname, '../modules');
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Pages outside the module addresses of 000 §2 and 002 §2: the console's own tools. */
const OWN_TOOL_PATHS = [
  '/sms-outbox',
  '/push-outbox',
  '/hangfire',
  '/audit-log',
  '/server-settings',
];

/** The console shell's source files (src/app), tests left out. */
function shellSources(dir = import.meta.dirname): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shellSources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file: path, text: readFileSync(path, 'utf8') }];
  });
}

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

  it('offers account-menu entries that open their module’s pages, with those pages’ access', () => {
    expect(ACCOUNT_MENU_ENTRIES.map((entry) => [entry.label, entry.path, entry.access])).toEqual([
      ['Audit log', '/audit-log', { superuser: true }],
      ['Server settings (effective)', '/server-settings', { superuser: true }],
      ['Message outbox', '/sms-outbox', { superuser: true }],
    ]);
  });

  it('leaves the shell naming no module’s route: they come from the manifests and the contract', () => {
    const moduleRoutes = new Set([
      ...MODULES.map((entry) => entry.path.split('?')[0]!),
      ...MODULES.flatMap((entry) => entry.addresses ?? []),
      ...WEB_MODULES.flatMap((module) => module.pages.map((page) => page.path)),
    ]);
    for (const { file, text } of shellSources()) {
      for (const route of moduleRoutes) {
        for (const quote of ["'", '"', '`']) {
          // A call to the API (`api('/feedback')`) names a server path, not a console route.
          const named = text
            .split(`${quote}${route}${quote}`)
            .slice(0, -1)
            .some((before) => !before.endsWith('api('));
          expect(named, `${file} names ${route}`).toBe(false);
        }
      }
    }
  });
});

import { clearWithSession } from '../platform/core/session/browser-storage.ts';
import type { AccountMenuEntry, WebModule } from '../platform/modules/web-module.ts';
import type { PageAccess, PageEntry } from '../platform/core/pages/page-entry.ts';
import type { ModuleEntry } from '@console/contract';
import {
  CONSOLE_SHORTCUTS,
  type KeyboardShortcut,
} from '../platform/kit/layout/keyboard-shortcuts.ts';

/**
 * Every console module: each folder under src/modules with an index.ts exporting its manifest,
 * found at build time by Vite (and by Vitest), so adding a module edits no shared file.
 */
const found = import.meta.glob<{ manifest: WebModule }>('../modules/*/index.ts', { eager: true });

/** The modules by folder, in folder order. */
export const WEB_MODULES: readonly WebModule[] = Object.values(found)
  .map((exported) => exported.manifest)
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The console's own pages that belong to no module. */
const CONSOLE_PAGES: PageEntry[] = [
  {
    path: '/hangfire',
    load: () => import('./module-pages/background-jobs-page.tsx'),
    access: { permission: 'hangfire_read' },
  },
];

/**
 * The pages as data: the routes are built from them. Module paths without a page show a
 * "coming soon" page inside the layout.
 */
export const PAGES: readonly PageEntry[] = [
  ...WEB_MODULES.flatMap((module) => module.pages),
  ...CONSOLE_PAGES,
];

/** The modules' entries of the account menu, in folder order, each with its page's access. */
export const ACCOUNT_MENU_ENTRIES: readonly (AccountMenuEntry & {
  key: string;
  access: PageAccess;
})[] = WEB_MODULES.flatMap((module) =>
  (module.accountMenu ?? []).map((entry) => {
    const page = module.pages.find((candidate) => candidate.path === entry.path);
    if (!page)
      throw new Error(`${module.id}: its account-menu entry ${entry.path} is none of its pages`);
    return { ...entry, key: `${module.id}:${entry.path}`, access: page.access ?? {} };
  }),
);

/** The day's work the modules count on home, in folder order. */
export const HOME_QUEUES = WEB_MODULES.flatMap((module) => module.homeQueues ?? []);

const built = new Set(PAGES.map((page) => page.path));

/** Whether a menu entry has its page: one not built yet is marked "soon" (menu, home, help). */
export const isBuilt = (entry: ModuleEntry): boolean => built.has(entry.path.split('?')[0]!);

/** Every keyboard shortcut: the console's, then the modules' in folder order (the "?" sheet). */
export const KEYBOARD_SHORTCUTS: readonly KeyboardShortcut[] = [
  ...Object.values(CONSOLE_SHORTCUTS),
  ...WEB_MODULES.flatMap((module) => module.shortcuts ?? []),
];

/** The modules' short help by menu entry id (Help). */
export const MODULE_HELP: ReadonlyMap<string, string> = new Map(
  WEB_MODULES.flatMap((module) => Object.entries(module.help ?? {})),
);

/** Help for an entry: its module's words, or what every built or coming module can say. */
export function helpFor(entry: ModuleEntry): string {
  const own = MODULE_HELP.get(entry.id);
  if (own) return own;
  if (!isBuilt(entry)) return `${entry.title} is coming soon: its page says what it will do.`;
  return `${entry.title}: its list opens with the main filters; More filters, Columns and Export sit above the table, and an item's page shows its history. Help & Feedback reaches the team.`;
}

clearWithSession(WEB_MODULES.flatMap((module) => module.sessionKeys ?? []));

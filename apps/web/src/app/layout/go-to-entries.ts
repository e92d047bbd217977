import type { MeResponse, ModuleEntry } from '@console/contract';
import { visibleModules } from '../../platform/core/me/use-me.ts';
import { admits } from '../page-access.ts';
import { PAGES } from '../web-modules.ts';

/** A place "Go to" offers: a module's list, or a form that creates one of its items. */
export interface GoToEntry {
  key: string;
  label: string;
  /** Other words it is found by (the module's name for its "New …" entry). */
  keywords: string;
  path: string;
}

const pathOnly = (path: string) => path.split('?')[0]!;

/**
 * What the user can go to: home, each visible module that is built (has a page; modules still to
 * come are not offered as if they worked), and "New …" for each module form the user may open.
 */
export function goToEntries(me: MeResponse): GoToEntry[] {
  const here = { pathname: '/', search: '' };
  const builtPaths = new Set(PAGES.map((page) => page.path));
  const modules = visibleModules(me).filter((entry) => builtPaths.has(pathOnly(entry.path)));
  const entries: GoToEntry[] = [{ key: 'home', label: 'Home', keywords: 'start', path: '/' }];
  entries.push(
    ...modules.map((entry) => ({
      key: entry.id,
      label: entry.title,
      keywords: entry.id.replace(/-/g, ' '),
      path: entry.path,
    })),
  );
  for (const page of PAGES) {
    const form = /^(\/[a-z-]+)\/form$/.exec(page.path);
    if (!form) continue;
    const owner: ModuleEntry | undefined = modules.find((entry) => entry.path === form[1]);
    if (!owner || (page.access && !admits(page.access, me, here))) continue;
    entries.push({
      key: `${owner.id}-new`,
      // Titles are plurals and mass nouns ("Wellness", "SMS"): named as they are, not singularised.
      label: `New in ${owner.title}`,
      keywords: `create ${owner.title} ${owner.id}`,
      path: page.path,
    });
  }
  return entries;
}

/** Entries whose label or keywords hold every word typed, in any order. */
export function matchEntries(entries: readonly GoToEntry[], typed: string): GoToEntry[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = `${entry.label} ${entry.keywords}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

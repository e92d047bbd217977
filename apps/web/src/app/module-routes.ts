import { ADDRESSES_OUTSIDE_THE_MENU, MODULES } from '@console/contract';

/** A menu entry's path without its query (the calling entries share /adoption-calling). */
const menuPath = (entry: { path: string }) => entry.path.split('?')[0] ?? entry.path;

/**
 * The module addresses of the documents, from the contract's module registry: every menu
 * entry's list, each module's other addresses, and the top-level ones outside the menu. A
 * module not built yet shows its "coming soon" page on exactly these; anything else under a
 * module is a 404.
 */
export const MODULE_ROUTE_PATHS: readonly string[] = [
  ...new Set([
    ...MODULES.flatMap((entry) => [menuPath(entry), ...(entry.addresses ?? [])]),
    ...ADDRESSES_OUTSIDE_THE_MENU,
  ]),
];

/**
 * The menu entries a route belongs to, by its first segment: one for most modules, several for
 * /adoption-calling (the calling entries, told apart by the `call_type` query), none for
 * routes outside the menu.
 */
export function moduleEntriesOf(routePath: string) {
  const root = `/${routePath.split('/')[1] ?? ''}`;
  return MODULES.filter((entry) => menuPath(entry) === root);
}

import type { ModuleEntry } from '@console/contract';

/** 000 §1: the home page's sort choices. "Order" is the menu's (specification's) order. */
export const MODULE_SORTS = ['A to Z', 'Z to A', 'Order Ascending', 'Order Descending'] as const;
export type ModuleSort = (typeof MODULE_SORTS)[number];

/** The cards to show: titles matching the search, in the chosen order. */
export function arrangeModules(
  modules: readonly ModuleEntry[],
  search: string,
  sort: ModuleSort,
): ModuleEntry[] {
  const needle = search.trim().toLowerCase();
  const found = modules.filter((entry) => entry.title.toLowerCase().includes(needle));
  const byTitle = (a: ModuleEntry, b: ModuleEntry) => a.title.localeCompare(b.title);
  switch (sort) {
    case 'A to Z':
      return [...found].sort(byTitle);
    case 'Z to A':
      return [...found].sort((a, b) => byTitle(b, a));
    case 'Order Descending':
      return [...found].reverse();
    default:
      return found;
  }
}

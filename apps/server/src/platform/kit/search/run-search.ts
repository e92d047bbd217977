import {
  CURRENT_ACADEMIC_YEAR_ID,
  INT4_MAX,
  MODULES,
  type SearchAnswer,
  type SearchGroup,
  type SearchQuery,
} from '@console/contract';
import { visibleModules } from '../../core/access/module-visibility.ts';
import { userListSettings } from '../../core/access/settings-cache.ts';
import type { RequestContext } from '../../core/http/request-context.ts';
import type { SearchContext, SearchTerms, Searcher } from './searcher.ts';

// GET /search: every searcher the caller may use, at once, in one answer grouped by kind.

const MENU_ORDER = new Map(MODULES.map((entry, index) => [entry.id, index]));

/** Where a searcher's group sits: people first, then by its first menu entry. */
const placeOf = (searcher: Searcher): [number, number] => [
  searcher.people ? 0 : 1,
  Math.min(...searcher.moduleIds.map((id) => MENU_ORDER.get(id) ?? MODULES.length)),
];

export function searchTerms(text: string): SearchTerms {
  const trimmed = text.trim();
  const id = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
  return { text: trimmed, id: id !== null && id >= 1 && id <= INT4_MAX ? id : null };
}

/**
 * The searchers this caller may use: those with a menu entry the caller sees, one per kind (the
 * lowest preference), in answer order.
 */
export function searchersFor(
  searchers: readonly Searcher[],
  visible: ReadonlySet<string>,
): Searcher[] {
  const chosen = new Map<string, Searcher>();
  for (const searcher of searchers) {
    if (!searcher.moduleIds.some((id) => visible.has(id))) continue;
    const held = chosen.get(searcher.kind);
    if (!held || (searcher.preference ?? 0) < (held.preference ?? 0)) {
      chosen.set(searcher.kind, searcher);
    }
  }
  return [...chosen.values()].sort((a, b) => {
    const [sectionA, menuA] = placeOf(a);
    const [sectionB, menuB] = placeOf(b);
    return sectionA - sectionB || menuA - menuB;
  });
}

/** The menu entries the caller sees in the year (the rules of GET /me's visible_modules). */
async function visibleTo(caller: RequestContext, academicYearId: number): Promise<Set<string>> {
  const { auth } = caller;
  const settings = await userListSettings(caller.db, auth.settingsVersion);
  return new Set(
    visibleModules({
      userId: auth.userId,
      isSuperuser: auth.isSuperuser,
      permissions: auth.permissions,
      grants: auth.grants.filter((grant) => grant.academicYearId === academicYearId),
      settings,
    }),
  );
}

export async function runSearch(
  caller: RequestContext,
  searchers: readonly Searcher[],
  query: SearchQuery,
): Promise<SearchAnswer> {
  const academicYearId = query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const visible = await visibleTo(caller, academicYearId);
  const context: SearchContext = { ...caller, academicYearId, visibleModules: visible };
  const terms = searchTerms(query.q);
  // The searchers run side by side, each on its own pooled connection.
  const groups = await Promise.all(
    searchersFor(searchers, visible).map(async (searcher): Promise<SearchGroup> => {
      const hits = (await searcher.search(context, terms, query.limit)).slice(0, query.limit);
      // A full group may have more: its module's list, filtered by the text, shows them all.
      const seeAll = hits.length >= query.limit ? searcher.seeAll?.(terms) : null;
      return {
        kind: searcher.kind,
        label: searcher.label,
        hits,
        ...(seeAll ? { see_all: seeAll } : {}),
      };
    }),
  );
  return { q: terms.text, groups: groups.filter((group) => group.hits.length > 0) };
}

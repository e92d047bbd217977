import type { SearchHit } from '@console/contract';
import type { RequestContext } from '../../core/http/request-context.ts';

// What a module gives the console's one search (GET /search): for one kind of thing (students,
// gate passes, announcements), the hits the caller may read. The platform runs every module's
// searchers and names none of them; each searcher reads with its module's own scope rules.

/** What was typed, read once for every searcher. */
export interface SearchTerms {
  /** The text, trimmed (at least two characters, or a number). */
  text: string;
  /** The text as an id when it is a whole number that fits a database id; else null. */
  id: number | null;
}

/** The caller, the academic year chosen in the console, and the menu entries they see. */
export interface SearchContext extends RequestContext {
  academicYearId: number;
  /** Menu entry ids (MODULES) the caller sees, as GET /me answers them. */
  visibleModules: ReadonlySet<string>;
}

export interface Searcher {
  /** What it finds, one group per kind in the answer: 'student', 'gate_pass'. */
  kind: string;
  /** The group's heading: 'Students'. */
  label: string;
  /**
   * The menu entries (MODULES ids) whose items it finds: it runs only for a caller who sees one
   * of them (the read permission, the branch grants and the user-id settings of 000 §6, as the
   * menu and the module's pages decide), and its group sits where the first of them is in the
   * menu.
   */
  moduleIds: readonly string[];
  /** People (students, staff) come before items in the answer. */
  people?: boolean;
  /**
   * Several modules may find the same kind (a student opens the student's gate passes for one
   * user, the student's calls for another): the caller gets the lowest preference among those
   * they may use (0 when absent), never two groups of one kind.
   */
  preference?: number;
  /**
   * The console address of the module's list filtered by the text ('/gatepass?…'), or null
   * when the list cannot filter by it: offered as "See all" when the group is full.
   */
  seeAll?(terms: SearchTerms): string | null;
  /** At most `limit` hits, within the caller's scope; the searcher checks its own finer rules. */
  search(context: SearchContext, terms: SearchTerms, limit: number): Promise<SearchHit[]>;
}

/** A searcher's definition, typed. */
export function defineSearcher(searcher: Searcher): Searcher {
  return searcher;
}

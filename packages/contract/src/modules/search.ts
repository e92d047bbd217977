import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { queryInt4Id } from '../common/numbers.ts';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SearchMessages,
  isSearchable,
} from './search-terms.ts';

// The console's one search (issue 13 "Home and navigation"): people by name or number, and
// the items of every module the caller may read, by id or by their name, within the caller's
// branches. Grouped by kind; each hit carries the console address that opens it.

export const searchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, SearchMessages.tooLong)
    .refine(isSearchable, SearchMessages.tooShort),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  academic_year_id: queryInt4Id.optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;

/** One thing found: what it is called, a line to tell it apart, and where it opens. */
export const searchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Branch, status, date: what tells two hits of the same name apart. */
  secondary: z.string(),
  /** The console address that opens it. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.object({
  /** What the hits are: 'student', 'staff', 'gate_pass', 'announcement' … */
  kind: z.string(),
  /** The group's heading: 'Students', 'Gate passes'. */
  label: z.string(),
  hits: z.array(searchHit),
  /**
   * The module's list filtered by the text, when the group is full (more may be there) and the
   * list can filter by it: the group's "See all".
   */
  see_all: z.string().optional(),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchAnswer = z.object({
  /** The text searched, trimmed. */
  q: z.string(),
  /** Groups with at least one hit, people first, then in module-menu order. */
  groups: z.array(searchGroup),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/search',
    query: searchQuery,
    answer: searchAnswer,
    summary: 'People and items the caller may read, by name, number or id, grouped by kind',
    errors: [422],
  }),
};

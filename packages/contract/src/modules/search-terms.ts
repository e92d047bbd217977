// The console search's limits and words, apart from search.ts and its schemas: the header's
// search field is start-up code and must not bring zod with it (apps/web/src/app/DECISIONS.md
// "Weight").

/** A search needs this many characters, unless it is a number (an id, an employee number). */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per group when the caller does not say. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
export const SEARCH_MAX_LENGTH = 100;

export const SearchMessages = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters, or a number.`,
  tooLong: `Type at most ${SEARCH_MAX_LENGTH} characters.`,
} as const;

/** Whether a typed text is searchable: two characters, or one digit or more. */
export const isSearchable = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH || /^\d+$/.test(trimmed);
};

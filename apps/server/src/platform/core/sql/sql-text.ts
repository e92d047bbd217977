import { sql, type SQL } from 'drizzle-orm';

/** A pattern for ILIKE '%…%' that finds the text anywhere, its wildcards (% _ \) taken literally. */
export const contains = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** A pattern for ILIKE '…%' that finds text at the start, its wildcards taken literally. */
export const startsWith = (text: string): string =>
  `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * A name (searchedPersonName, the expression with a trigram index) that holds the text: from
 * three characters anywhere; two characters only at the start of a word ("ra" finds Rahul and
 * Kiran Rao, not Kiran). pg_trgm takes no trigram from two characters in the middle of a name,
 * so such a search read every row (0.5 s over 500,000 students on the large seed); at the start
 * of a word its padded trigram (" ra") is in the index (1 ms).
 */
export const nameHas = (name: SQL, text: string): SQL =>
  text.length >= 3
    ? sql`${name} ILIKE ${contains(text)}`
    : sql`(${name} ILIKE ${startsWith(text)} OR ${name} ILIKE ${`% ${startsWith(text)}`})`;

import { sql, type SQL } from 'drizzle-orm';

// A one-letter slip in a typed name ("Harkia" for Harika, "Ramesh" for Ramesg): when the
// exact and part-of-name matches leave room, a search also finds names one edit away (a letter
// wrong, missing, extra, or two swapped). pg_trgm's word similarity picks candidates from the
// names' trigram index; the edit distance, counted here, keeps only true one-letter slips.

/** Typos are looked for only from this many letters: a slip in three letters is another name. */
export const NEAR_NAME_MIN_LETTERS = 4;
/** How loosely the index picks candidates (pg_trgm's word similarity, 0-1; 0.6 by default). */
export const NEAR_NAME_SIMILARITY = 0.4;
/** How many candidates are weighed in JavaScript, the most similar first. */
export const NEAR_NAME_CANDIDATES = 50;

/** Whether the text is worth a typo search: letters and spaces only, long enough. */
export const nearNameSearchable = (text: string): boolean =>
  /^[\p{L} .'-]+$/u.test(text) && text.replace(/[^\p{L}]/gu, '').length >= NEAR_NAME_MIN_LETTERS;

/** Sets the candidates' looseness for the rest of the transaction it runs in. */
export const nearNameThreshold = (): SQL =>
  sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NEAR_NAME_SIMILARITY)}, true)`;

/** A name (an expression with a gin_trgm_ops index) that holds a word like the text. */
export const nameNear = (name: SQL, text: string): SQL => sql`${text} <% ${name}`;
export const nearness = (name: SQL, text: string): SQL => sql`word_similarity(${text}, ${name})`;

/** The optimal-string-alignment distance, stopping once it passes `most`. */
function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]!.push(best);
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether the name, from the start of one of its words, reads as the text with one letter
 * wrong, missing, extra or two swapped ("harkia" in "Harika Reddy", "harika red" too).
 */
export function oneSlipAway(text: string, name: string): boolean {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const full = name.toLowerCase().replace(/\s+/g, ' ');
  for (let start = 0; start < full.length; start += 1) {
    if (start > 0 && full[start - 1] !== ' ') continue;
    for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
      const part = full.slice(start, start + length);
      if (part.length !== length) continue;
      if (editDistance(typed, part, 1) <= 1) return true;
    }
  }
  return false;
}

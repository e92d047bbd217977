import { sql, type SQL } from 'drizzle-orm';

// Pieces every searcher's SQL shares.

/** A timestamp as the day a person reads (India time, day-Mon-year: 05-Mar-2025). */
export const searchDay = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'DD-Mon-YYYY')`;

/** The parts of a hit's second line that are known, joined by a middle dot. */
export const secondaryLine = (...parts: readonly (string | null | undefined | false)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');

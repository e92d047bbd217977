import { sql, type SQL } from 'drizzle-orm';

// Codes as the words people read, for export files (the console has its own tags).

/** The label of a code column, from a code → label table; the code itself when unknown. */
export function labelOf(code: SQL, labels: Readonly<Record<number, string>>): SQL {
  const cases = Object.entries(labels).map(
    ([value, label]) => sql`WHEN ${Number(value)} THEN ${label}::text`,
  );
  return sql`(CASE ${code} ${sql.join(cases, sql` `)} ELSE ${code}::text END)`;
}

/** The labels of a code array column, comma separated, in the array's order. */
export function labelsOf(codes: SQL, labels: Readonly<Record<number, string>>): SQL {
  return sql`array_to_string(ARRAY(
    SELECT ${labelOf(sql`code`, labels)} FROM unnest(${codes}) WITH ORDINALITY AS codes(code, n)
    ORDER BY n), ', ')`;
}

/**
 * A timestamp as ISO 8601 UTC text (apps/server/src/platform/kit/export/DECISIONS.md
 * "Exports").
 */
export const isoText = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

import { sql, type SQL } from 'drizzle-orm';
import { unprocessable } from '../../core/http/http-error.ts';

/** The list fields every list query carries (contract listQueryFields, plus its own sort). */
export interface ListQuery {
  page: number;
  limit: number;
  export?: boolean | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
}

export interface SortRule {
  /** Wire name → the column or expression it sorts by. Only these may be sorted by. */
  columns: Record<string, SQL>;
  default: { column: string; order: 'asc' | 'desc' };
  /** Makes the order total (paging never repeats or skips a row): usually the primary key. */
  tieBreaker: SQL;
}

/**
 * ORDER BY from the query's sort and order. The contract's listSort already refuses unknown
 * names; this second check keeps a route whose schema forgot it from sorting by anything.
 */
export function orderBy(query: ListQuery, rule: SortRule): SQL {
  const column = query.sort ?? rule.default.column;
  const expression = Object.hasOwn(rule.columns, column) ? rule.columns[column] : undefined;
  if (!expression) {
    throw unprocessable(
      `Cannot sort by "${column}". Sort by one of: ${Object.keys(rule.columns).join(', ')}.`,
    );
  }
  const direction = query.order ?? (query.sort ? 'asc' : rule.default.order);
  const keyword = direction === 'desc' ? sql.raw('DESC') : sql.raw('ASC');
  return sql`${expression} ${keyword}, ${rule.tieBreaker} ${keyword}`;
}

/** AND of the conditions that are present; TRUE when none is. */
export function whereAll(conditions: readonly (SQL | undefined | false)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => Boolean(condition));
  if (present.length === 0) return sql`TRUE`;
  return sql.join(
    present.map((condition) => sql`(${condition})`),
    sql` AND `,
  );
}

/** An id list that is empty counts as absent (000 §5 "empty selections are sent as absent"). */
export function selected<T>(values: readonly T[] | undefined): readonly T[] | undefined {
  return values && values.length > 0 ? values : undefined;
}

/** A calendar day's start in UTC, and the next day's start (to_date is inclusive). */
export const dayStart = (day: string): string => `${day}T00:00:00Z`;
export const dayAfter = (day: string): string => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  // Not toISOString: after 9999-12-31 it writes +010000-01-01, which PostgreSQL cannot read.
  const year = String(next.getUTCFullYear()).padStart(4, '0');
  const month = String(next.getUTCMonth() + 1).padStart(2, '0');
  const date = String(next.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${date}T00:00:00Z`;
};

/** The moment behind each column isoTimestamp made, for exports (exportColumn). */
const momentsOfIsoText = new WeakMap<SQL, SQL>();

/**
 * A timestamp as every answer carries it: ISO 8601 text in UTC with milliseconds (the driver's
 * Date would be serialised the same way, but lists and exports select text directly).
 */
export const isoTimestamp = (column: SQL): SQL => {
  const text = sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  momentsOfIsoText.set(text, column);
  return text;
};

/**
 * A list column as its export selects it: a column isoTimestamp made goes to the file as the
 * moment itself, which the export writes as the console shows it on the group's clock
 * (export/group-time-cells.ts); every other column as it is.
 */
export const exportColumn = (column: SQL): SQL => momentsOfIsoText.get(column) ?? column;

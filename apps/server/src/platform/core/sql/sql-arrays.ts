import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as one `int[]` parameter, for `= ANY(…)`: one parameter however long the list,
 * so the statement's text (and its cached plan) is the same for one id or ten thousand.
 */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;

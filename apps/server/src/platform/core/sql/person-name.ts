import { sql, type SQL } from 'drizzle-orm';

// A person's name from a users, students or staff row (first_name and last_name, both NOT NULL;
// a user's last name may be empty). `alias` is the row's alias in the query (`u`, `s`, `st`),
// written into the SQL as it is: a name from the code, never from a request. Without one the
// columns are unqualified (a subquery on one table).

const column = (alias: string | undefined, name: string): SQL =>
  sql.raw(alias === undefined ? name : `${alias}.${name}`);

/**
 * The name as searched: `first_name || ' ' || last_name`, untrimmed, the expression the
 * students' and staff's name trigram indexes are built on (students_name_trgm_idx,
 * staff_name_trgm_idx), so a search written with it can use them.
 */
export const searchedPersonName = (alias?: string): SQL =>
  sql`(${column(alias, 'first_name')} || ' ' || ${column(alias, 'last_name')})`;

/** The name as shown, listed and exported: first and last name, no space left by an empty one. */
export const personName = (alias?: string): SQL =>
  sql`trim(${column(alias, 'first_name')} || ' ' || ${column(alias, 'last_name')})`;

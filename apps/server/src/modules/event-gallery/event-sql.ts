import { sql, type SQL } from 'drizzle-orm';
import { personName } from '../../platform/core/sql/person-name.ts';

// Small SQL pieces the gallery's queries share.

const personJson = (alias: string): SQL =>
  sql`json_build_object('id', ${sql.raw(alias)}.id, 'name', ${personName(alias)})`;

/** created_by_user and updated_by_user of a row whose creator is `cu` and last editor `uu`. */
export const authorship = {
  created_by_user: personJson('cu'),
  updated_by_user: sql`CASE WHEN uu.id IS NULL THEN NULL ELSE ${personJson('uu')} END`,
};

/** `SET` assignments of the given columns, plus who changed the row and when. */
export function changedBy(values: Record<string, SQL>, userId: number): SQL {
  const assignments = Object.entries(values).map(
    ([name, value]) => sql`${sql.identifier(name)} = ${value}`,
  );
  return sql.join([...assignments, sql`updated_at = now()`, sql`updated_by = ${userId}`], sql`, `);
}

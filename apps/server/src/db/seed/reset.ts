import { getTableName, inArray, isNull, notLike, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as organisation from '../../organisation/organisation.table.ts';
import {
  autoLoginKeys,
  loginFailures,
  oneTimeCodes,
  sessions,
} from '../../platform/core/auth/auth.table.ts';
import {
  authEvents,
  permissionRoles,
  permittedAssets,
  serverSettings,
  users,
} from '../../platform/core/access/access.table.ts';
import { auditLog } from '../../platform/core/audit/audit.table.ts';
import { jobs } from '../../platform/core/jobs/jobs.table.ts';
import { RECURRING_JOB_KEY_PREFIX } from '../../platform/core/jobs/recurring-jobs.ts';
import type { Db, DbOrTx } from '../client.ts';
import { SEEDED_SETTING_KEYS } from './seed-accounts.ts';

// What the demo seed writes, and how to take it away again.

/** Tables the seed fills: the organisation, its people and their accounts. */
const seededTables = [
  organisation.states,
  organisation.districts,
  organisation.branchGroups,
  organisation.segments,
  organisation.officeTypes,
  organisation.branches,
  organisation.academicYears,
  organisation.courses,
  organisation.batches,
  organisation.sections,
  organisation.subjects,
  organisation.groups,
  organisation.programs,
  organisation.designations,
  organisation.departments,
  organisation.staffCategories,
  organisation.subCategories,
  organisation.students,
  organisation.staff,
  permissionRoles,
  users,
  permittedAssets,
];

/** Rows about the accounts that go with them: sign-ins, codes, sessions, their audit trail. */
const accountActivityTables = [sessions, oneTimeCodes, autoLoginKeys, authEvents, loginFailures];

/**
 * Rows that name the group's items and people by id without a foreign key (so the cascade does
 * not reach them): the history of their changes, and what the modules' seed steps name
 * (`clears`: a messaging item's deliveries). Ids start at 1 again, so left behind they would
 * attach to the new group's rows of the same ids (a new poll's deliveries collided with the
 * old poll's).
 */
const itemReferenceTables = [auditLog];

/** The seeded tables that already hold rows (the seed only writes into empty ones). */
export async function nonEmptySeedTables(db: Db): Promise<string[]> {
  const names = seededTables.map((t) => getTableName(t));
  const probes = sql.join(
    names.map(
      (name) => sql`SELECT ${name} AS name WHERE EXISTS (SELECT 1 FROM ${sql.identifier(name)})`,
    ),
    sql` UNION ALL `,
  );
  const result = await db.execute<{ name: string }>(probes);
  return result.rows.map((r) => r.name);
}

/**
 * Empties the organisation, user and account-activity tables (TRUNCATE … RESTART IDENTITY
 * CASCADE, so ids start at 1 again: every item table goes with them), the rows that refer to
 * their items without a foreign key, and the queued work about them (every job but the
 * recurring ones, which belong to no item), and removes the settings the seed wrote, in one
 * transaction. Other data (the SMS and push outboxes, signing keys, other settings) is kept.
 */
export async function resetOrganisation(
  db: DbOrTx,
  moduleTables: readonly PgTable[] = [],
): Promise<void> {
  const tables = [...seededTables, ...accountActivityTables, ...itemReferenceTables];
  const names = [...new Set([...tables, ...moduleTables].map((t) => getTableName(t)))].map((name) =>
    sql.identifier(name),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`TRUNCATE ${sql.join(names, sql`, `)} RESTART IDENTITY CASCADE`);
    await tx
      .delete(jobs)
      .where(or(isNull(jobs.key), notLike(jobs.key, `${RECURRING_JOB_KEY_PREFIX}%`)));
    await tx.delete(serverSettings).where(inArray(serverSettings.key, [...SEEDED_SETTING_KEYS]));
  });
}

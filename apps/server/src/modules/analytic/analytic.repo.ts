import type { AppModuleBody, AppSessionBody } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { appModuleSessions, appSessions } from './analytic.table.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// Upserts by the client's ids. The conflict branch only touches a row of the same user, so an id
// that belongs to someone else changes nothing and the caller answers 404.

/** Opens (is_create) or keeps alive an app session; false when the id is another user's. */
export async function touchAppSession(
  db: Db,
  userId: number,
  body: AppSessionBody,
): Promise<boolean> {
  const rows = await db
    .insert(appSessions)
    .values({
      id: body.id,
      userId,
      application: body.application,
      platform: body.platform,
      appVersion: body.app_version ?? null,
    })
    .onConflictDoUpdate({
      target: appSessions.id,
      set: { lastSeenAt: sql`now()` },
      setWhere: sql`${appSessions.userId} = ${userId}`,
    })
    .returning({ id: appSessions.id });
  return rows.length > 0;
}

/**
 * Opens or keeps alive a module session (a screen, or an item on it). Re-opening under the same
 * id (is_create again, or a tap) counts as one more opening. False when the app session or the
 * module session id is another user's.
 */
export async function touchModuleSession(
  db: Db,
  userId: number,
  body: AppModuleBody,
): Promise<boolean> {
  // The app session must be the caller's; an unknown one is opened for them (the client keeps
  // its ids across server restarts and database resets).
  if (
    !(await touchAppSession(db, userId, {
      id: body.session_id,
      is_create: false,
      application: 1,
      platform: 1,
    }))
  ) {
    return false;
  }
  const reopened = body.is_create || body.is_tap ? 1 : 0;
  const rows = await db
    .insert(appModuleSessions)
    .values({
      id: body.id,
      sessionId: body.session_id,
      userId,
      globalModuleId: body.global_module_id,
      appScreenPath: body.app_screen_path,
      itemId: body.item_id ?? null,
    })
    .onConflictDoUpdate({
      target: appModuleSessions.id,
      set: {
        lastSeenAt: sql`now()`,
        opens: sql`${appModuleSessions.opens} + ${reopened}`,
        itemId: sql`coalesce(excluded.item_id, ${appModuleSessions.itemId})`,
      },
      setWhere: sql`${appModuleSessions.userId} = ${userId} AND ${appModuleSessions.sessionId} = excluded.session_id`,
    })
    .returning({ id: appModuleSessions.id });
  return rows.length > 0;
}

/**
 * Who opened an item: one row per user, for the CSV export. Outside a superuser's view only
 * openers whose staff branch is in the caller's scope for the module appear (000 §6): the list
 * names people, and another branch's staff are not the caller's to see.
 */
export function itemOpenersQuery(globalModuleId: number, itemId: number, scope: Scope) {
  return sql`
    SELECT u.username AS "user",
           st.employee_number AS "employee_number",
           ${personName('u')} AS "name",
           to_char(min(m.started_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "first_opened",
           sum(m.opens)::int AS "times_opened"
    FROM app_module_sessions m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN staff st ON st.id = u.staff_id
    WHERE ${openedItem(globalModuleId, itemId, scope)}
    GROUP BY u.id, u.username, st.employee_number, u.first_name, u.last_name
    ORDER BY min(m.started_at), u.id`;
}

/** How many rows itemOpenersQuery answers (the export's x-total-count). */
export async function countItemOpeners(
  db: Db,
  globalModuleId: number,
  itemId: number,
  scope: Scope,
): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    SELECT count(DISTINCT m.user_id)::int AS total
    FROM app_module_sessions m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN staff st ON st.id = u.staff_id
    WHERE ${openedItem(globalModuleId, itemId, scope)}`);
  return result.rows[0]?.total ?? 0;
}

function openedItem(globalModuleId: number, itemId: number, scope: Scope) {
  const inScope = scope.all
    ? sql`true`
    : sql`st.branch_id = ANY(${sql.param([...scope.branchIds])}::int[])`;
  return sql`m.global_module_id = ${globalModuleId} AND m.item_id = ${itemId} AND ${inScope}`;
}

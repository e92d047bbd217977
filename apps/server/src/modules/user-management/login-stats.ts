import { LOGIN_STATS_EXPORT_FILE, type LoginStatQuery } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/core/access/scope.ts';
import { personName } from '../../platform/core/sql/person-name.ts';
import {
  dayAfter,
  dayStart,
  isoTimestamp,
  selected,
  whereAll,
} from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { textHas, userColumns, userReach, userSource } from './user-list.ts';

// GET /login_stat: each account in reach with its sign-ins over the period. Every sign-in opens
// one session (a refresh renews it, it does not open another), so the sessions are the count;
// the period's sessions of one account are found through sessions_user_idx.

/** The named columns of `columns`, in the order named. */
const pick = (columns: Record<string, SQL>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, columns[name]!]));

function signInsOf(query: LoginStatQuery): SQL {
  const period = whereAll([
    sql`se.user_id = u.id`,
    query.from_date !== undefined &&
      sql`se.created_at >= ${dayStart(query.from_date)}::timestamptz`,
    query.to_date !== undefined && sql`se.created_at < ${dayAfter(query.to_date)}::timestamptz`,
  ]);
  return sql`LEFT JOIN LATERAL (
    SELECT count(*)::int AS login_count, max(se.created_at) AS last_login_at
      FROM sessions se WHERE ${period}) l ON TRUE`;
}

export function loginStatSpec(query: LoginStatQuery, scope: Scope): ListSpec {
  return {
    columns: {
      ...pick(userColumns, [
        'id',
        'username',
        'name',
        'user_type',
        'employee_number',
        'branch_id',
        'branch_name',
      ]),
      login_count: sql`l.login_count`,
      last_login_at: isoTimestamp(sql`l.last_login_at`),
    },
    from: sql`${userSource} ${signInsOf(query)}
      WHERE ${whereAll([
        userReach(scope, selected(query.branch_ids)),
        query.user_type !== undefined && sql`u.user_type = ${query.user_type}`,
        query.search !== undefined && textHas(query.search),
        query.did_login === true && sql`l.login_count > 0`,
        query.did_login === false && sql`l.login_count = 0`,
      ])}`,
    sort: {
      columns: {
        name: personName('u'),
        login_count: sql`l.login_count`,
        last_login_at: sql`l.last_login_at`,
      },
      default: { column: 'name', order: 'asc' },
      tieBreaker: sql`u.id`,
    },
    exportFile: { name: LOGIN_STATS_EXPORT_FILE, format: 'csv' },
  };
}

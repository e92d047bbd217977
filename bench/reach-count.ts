// Reach count (POST /api/user_filter) on the large seed, for the superuser (widest scope) and
// the zonal coordinator (a state and a branch): per filter the HTTP answer time and the same
// query run directly, measured alike and interleaved in one run.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db seeded with --size large> npm run bench:reach
//
// "The same query" is the server's own: countReach() with the caller's scope from loadScope(),
// i.e. the same SQL text and parameters, through a pool opened by the server's openDatabase()
// (same driver and settings). HTTP and SQL runs alternate (which goes first flips every round),
// so caching and machine load touch both alike.
import type { TargetingFilter } from '@console/contract';
import { CURRENT_ACADEMIC_YEAR_ID } from '@console/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import os from 'node:os';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { loadScope } from '../apps/server/src/platform/core/access/access.repo.ts';
import type { Scope } from '../apps/server/src/platform/core/access/scope.ts';
import {
  countReach,
  resolveTargeting,
} from '../apps/server/src/platform/kit/targeting/reach-count.ts';
import { reachCountQuery } from '../apps/server/src/platform/kit/targeting/targeting-sql.ts';
import { median, p90, requireDatabaseUrl, round, startBenchServer } from './bench-server.ts';
import { migrateProduct } from '../apps/server/src/product.ts';

const RUNS = 30;
const url = requireDatabaseUrl(
  'Set DATABASE_URL to a PostgreSQL database seeded with `npm run seed -- --size large`.',
);

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
}

interface Caller {
  name: 'superuser' | 'zonal';
  headers: { authorization: string };
  scope: Scope;
}

async function main() {
  await migrateProduct(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const { db } = database;
  // What autovacuum does after a bulk load: fresh statistics and a visibility map.
  await db.execute(sql`VACUUM ANALYZE students, staff, branches`);
  const biggest = (
    await db.execute<{ state_id: number; branch_id: number }>(sql`
      SELECT b.state_id, s.branch_id FROM students s JOIN branches b ON b.id = s.branch_id
      WHERE s.academic_year_id = 20 GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`)
  ).rows[0]!;
  const filters: Record<string, TargetingFilter> = {
    every_student: { user_type: 'student', target_method: 'all' },
    one_state_two_segments: {
      user_type: 'student',
      target_method: 'state',
      state_ids: [biggest.state_id],
      segment_ids: [2, 3],
    },
    one_state_many_options: {
      user_type: 'student',
      target_method: 'state',
      state_ids: [biggest.state_id],
      gender: 2,
      transport: 1,
      coaching_type: 2,
      app_versions: ['1.0.3'],
    },
    largest_branch: {
      user_type: 'student',
      target_method: 'branch',
      branch_ids: [biggest.branch_id],
    },
    every_staff: { user_type: 'staff', target_method: 'all' },
  };
  // The state the zonal coordinator is granted whole: the same kind of filter inside their scope.
  const zonalState = (
    await db.execute<{ state_id: number }>(sql`
      SELECT pa.state_ids[1] AS state_id FROM permitted_assets pa JOIN users u ON u.id = pa.user_id
      WHERE u.username = ${DemoAccounts.zonal.username} AND pa.academic_year_id = 20
        AND pa.module_id = 0`)
  ).rows[0]!.state_id;
  filters.zonal_state_two_segments = {
    user_type: 'student',
    target_method: 'state',
    state_ids: [zonalState],
    segment_ids: [2, 3],
  };

  const server = await startBenchServer(url, 3918);
  const report: Record<string, Record<string, unknown>> = {};
  const loadBefore = os.loadavg()[0]!;
  try {
    const zonalLogin = await fetch(`${server.base}/api/auth/first_leg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: DemoAccounts.zonal.username,
        password: DemoAccounts.zonal.password,
      }),
    });
    if (!zonalLogin.ok) throw new Error(`zonal sign-in failed: ${zonalLogin.status}`);
    const zonalToken = ((await zonalLogin.json()) as { auth_token: string }).auth_token;
    const zonalUser = (
      await db.execute<{ id: number; branch_id: number | null }>(sql`
        SELECT u.id, st.branch_id FROM users u LEFT JOIN staff st ON st.id = u.staff_id
        WHERE u.username = ${DemoAccounts.zonal.username}`)
    ).rows[0]!;
    const callers: Caller[] = [
      { name: 'superuser', headers: server.headers, scope: { all: true } },
      {
        name: 'zonal',
        headers: { authorization: `Bearer ${zonalToken}` },
        // What the server computes for this caller, module 0, the current year.
        scope: await loadScope(
          db,
          { userId: zonalUser.id, isSuperuser: false, staffBranchId: zonalUser.branch_id },
          0,
          CURRENT_ACADEMIC_YEAR_ID,
        ),
      },
    ];

    for (const [name, filter] of Object.entries(filters)) {
      for (const caller of callers) {
        const http = async () => {
          const response = await fetch(`${server.base}/api/user_filter`, {
            method: 'POST',
            headers: { ...caller.headers, 'content-type': 'application/json' },
            body: JSON.stringify(filter),
          });
          return (await response.json()) as { count: number; matched: number };
        };
        const direct = () =>
          countReach(db, filter, { scope: caller.scope, academicYearId: CURRENT_ACADEMIC_YEAR_ID });
        const [, answer] = await timed(http);
        const [, check] = await timed(direct);
        if (answer.count !== check.count || answer.matched !== check.matched) {
          throw new Error(`${name} ${caller.name}: HTTP and SQL disagree`);
        }
        const httpTimes: number[] = [];
        const sqlTimes: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const order = i % 2 === 0 ? ['http', 'sql'] : ['sql', 'http'];
          for (const which of order) {
            if (which === 'http') httpTimes.push((await timed(http))[0]);
            else sqlTimes.push((await timed(direct))[0]);
          }
        }
        report[`${name} (${caller.name})`] = {
          matched: answer.matched,
          recipients: answer.count,
          http_median_ms: round(median(httpTimes)),
          http_p90_ms: round(p90(httpTimes)),
          sql_median_ms: round(median(sqlTimes)),
          sql_p90_ms: round(p90(sqlTimes)),
          http_to_sql_ratio: round(median(httpTimes) / median(sqlTimes), 2),
        };
      }
    }
    report.covering_index = await compareCoveringIndex(database, filters, callers);
  } finally {
    await server.stop();
    await database.close();
  }
  console.log(
    JSON.stringify(
      {
        runs_per_filter: RUNS,
        load_average_1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0]!, 2) },
        ...report,
      },
      null,
      2,
    ),
  );
}

/**
 * The covering index's effect, measured in this run: each student filter's query with the index
 * and without it (dropped inside a transaction that is rolled back, so only that query does not
 * see it), alternating, per caller.
 */
async function compareCoveringIndex(
  database: Awaited<ReturnType<typeof openDatabase>>,
  filters: Record<string, TargetingFilter>,
  callers: Caller[],
): Promise<Record<string, unknown>> {
  const dialect = new PgDialect();
  const client = await database.pool.connect();
  const result: Record<string, unknown> = {};
  try {
    for (const [name, filter] of Object.entries(filters)) {
      if (filter.user_type !== 'student') continue;
      for (const caller of callers) {
        const resolved = await resolveTargeting(database.db, filter, {
          scope: caller.scope,
          academicYearId: CURRENT_ACADEMIC_YEAR_ID,
        });
        const query = dialect.sqlToQuery(sql`${reachCountQuery(filter, resolved)}`);
        const run = () => client.query(query.sql, query.params as unknown[]);
        const withIndex: number[] = [];
        const withoutIndex: number[] = [];
        await run();
        for (let i = 0; i < RUNS; i += 1) {
          withIndex.push((await timed(run))[0]);
          await client.query('BEGIN');
          await client.query('DROP INDEX students_reach_idx');
          withoutIndex.push((await timed(run))[0]);
          await client.query('ROLLBACK');
        }
        result[`${name} (${caller.name})`] = {
          with_index_median_ms: round(median(withIndex)),
          without_index_median_ms: round(median(withoutIndex)),
        };
      }
    }
  } finally {
    client.release();
  }
  return result;
}

void main();

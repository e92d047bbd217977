// Reach count (POST /api/user_filter) on the large seed: median HTTP answer time per filter, and
// the same filter's SQL run directly (median), in one run.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db seeded with --size large> npm run bench:reach
import type { TargetingFilter } from '@console/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { reachCountQuery } from '../apps/server/src/platform/targeting/targeting-sql.ts';
import { median, requireDatabaseUrl, round, startBenchServer } from './bench-server.ts';

const RUNS = 30;
const url = requireDatabaseUrl(
  'Set DATABASE_URL to a PostgreSQL database seeded with `npm run seed -- --size large`.',
);

async function main() {
  await applyMigrations(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // What autovacuum does after a bulk load: fresh statistics and a visibility map.
  await client.query('VACUUM ANALYZE students, staff, branches');
  const { rows } = await client.query<{ state_id: number; branch_id: number; students: number }>(
    `SELECT b.state_id, s.branch_id, count(*)::int AS students FROM students s
     JOIN branches b ON b.id = s.branch_id WHERE s.academic_year_id = 20
     GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
  );
  const biggest = rows[0]!;
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

  const server = await startBenchServer(url, 3918);
  const dialect = new PgDialect();
  const report: Record<string, unknown> = {};
  const httpMedians: number[] = [];
  try {
    for (const [name, filter] of Object.entries(filters)) {
      const post = () =>
        fetch(`${server.base}/api/user_filter`, {
          method: 'POST',
          headers: { ...server.headers, 'content-type': 'application/json' },
          body: JSON.stringify(filter),
        });
      const warm = await post();
      const answer = (await warm.json()) as { count: number; matched: number };
      const http: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const response = await post();
        await response.arrayBuffer();
        http.push(performance.now() - started);
      }
      const query = dialect.sqlToQuery(
        sql`${reachCountQuery(filter, { scope: { all: true }, academicYearId: 20 })}`,
      );
      const raw: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await client.query(query.sql, query.params as unknown[]);
        raw.push(performance.now() - started);
      }
      httpMedians.push(median(http));
      report[name] = {
        matched: answer.matched,
        recipients: answer.count,
        http_median_ms: round(median(http)),
        http_p90_ms: round([...http].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]!),
        sql_median_ms: round(median(raw)),
        http_to_sql_ratio: round(median(http) / median(raw), 2),
      };
    }
  } finally {
    await server.stop();
    await client.end();
  }
  console.log(
    JSON.stringify(
      { runs_per_filter: RUNS, median_of_filter_medians_ms: round(median(httpMedians)), ...report },
      null,
      2,
    ),
  );
}

void main();

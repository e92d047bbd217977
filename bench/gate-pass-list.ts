// Gate-pass list latency (GET /api/gate_pass) on the large seed, for the superuser (every
// branch), the zonal coordinator (a state and a branch) and the principal (one branch): per
// filter the HTTP answer time of one page with x-total-count, 30 rounds after a warm-up, and
// the plan PostgreSQL chose for the page query.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db seeded with --size large> npm run bench:gatepass
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  median,
  p90,
  requireDatabaseUrl,
  round,
  signInStaff,
  startBenchServer,
} from './bench-server.ts';
import { migrateProduct } from '../apps/server/src/product.ts';

const RUNS = 30;
const url = requireDatabaseUrl(
  'Set DATABASE_URL to a PostgreSQL database seeded with `npm run seed -- --size large`.',
);

async function main() {
  await migrateProduct(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const { db } = database;
  // What autovacuum does after a bulk load: fresh statistics and a visibility map.
  await db.execute(
    sql`VACUUM ANALYZE gate_passes, students, branches, gate_pass_authorized_members`,
  );
  const facts = (
    await db.execute<{ passes: number; busiest: number; admission: string; day: string }>(sql`
      SELECT (SELECT count(*)::int FROM gate_passes) AS passes,
        (SELECT branch_id FROM gate_passes GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS busiest,
        (SELECT s.admission_number FROM gate_passes gp JOIN students s ON s.id = gp.student_id
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS admission,
        (SELECT to_char(max(out_time) - interval '30 days', 'YYYY-MM-DD') FROM gate_passes) AS day`)
  ).rows[0]!;
  const weekEnd = new Date(`${facts.day}T00:00:00Z`);
  weekEnd.setUTCDate(weekEnd.getUTCDate() + 6);
  const filters: Record<string, string> = {
    'latest out time first (default)': '',
    'waiting for approval': 'status_list=1',
    'approved or used leave passes, by out time':
      'status_list=2,5&type=2&sorting_clause=out_time desc',
    'one week of out times': `from_date=${facts.day}&to_date=${weekEnd.toISOString().slice(0, 10)}`,
    'one admission number': `admission_number=${facts.admission}`,
    'a common name (student name search)': 'student_name_search=kumar',
    'a common name, waiting': 'student_name_search=kumar&status_list=1',
    'two letters of a name (no trigram)': 'student_name_search=ra',
    'the busiest branch': `branch_ids=${facts.busiest}`,
    'page 50 (offset 1,470)': 'page=50',
  };

  const server = await startBenchServer(url, 3931);
  try {
    const callers = {
      superuser: server.headers,
      zonal: await signInStaff(server.base, 'zonal'),
      principal: await signInStaff(server.base, 'principal'),
    };
    const rows: Record<string, string | number>[] = [];
    for (const [label, query] of Object.entries(filters)) {
      for (const [caller, headers] of Object.entries(callers)) {
        const address = `${server.base}/api/gate_pass?${encodeURI(query)}`;
        let total = '';
        const times: number[] = [];
        for (let round_ = 0; round_ <= RUNS; round_++) {
          const started = performance.now();
          const response = await fetch(address, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${label} (${caller}): ${response.status}`);
          total = response.headers.get('x-total-count') ?? '';
          if (round_ > 0) times.push(performance.now() - started);
        }
        rows.push({
          filter: label,
          caller,
          matched: Number(total).toLocaleString('en-IN'),
          'HTTP median ms': round(median(times)),
          'HTTP p90 ms': round(p90(times)),
        });
      }
    }
    console.log(`gate passes: ${facts.passes.toLocaleString('en-IN')}`);
    console.table(rows);
  } finally {
    await server.stop();
    await database.close();
  }
}

void main();

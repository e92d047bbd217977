// The console's one search (GET /api/search) on the large seed, for the superuser (every
// branch), the zonal coordinator (a state and a branch) and the principal (one branch): per
// text the HTTP answer time, 30 rounds after a warm-up, and the hits per group. Then the staff
// name search with and without staff_name_trgm_idx (dropped in a transaction rolled back),
// alternating, SQL medians.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db seeded with --size large> npm run bench:search
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { searchedPersonName } from '../apps/server/src/platform/core/sql/person-name.ts';
import { nameHas } from '../apps/server/src/platform/core/sql/sql-text.ts';
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
  await db.execute(sql`VACUUM ANALYZE students, staff, gate_passes, call_records`);
  const facts = (
    await db.execute<{ admission: string; student: string; employee: number; pass: number }>(sql`
      SELECT (SELECT admission_number FROM students WHERE academic_year_id = 20 LIMIT 1) AS admission,
        (SELECT first_name || ' ' || last_name FROM students WHERE academic_year_id = 20
          OFFSET 1000 LIMIT 1) AS student,
        (SELECT employee_number FROM staff OFFSET 500 LIMIT 1) AS employee,
        (SELECT max(id) FROM gate_passes) AS pass`)
  ).rows[0]!;
  const texts: Record<string, string> = {
    'a common name (kumar)': 'kumar',
    'two letters (ra: word starts)': 'ra',
    'two letters matching nobody (xq)': 'xq',
    'a full name': facts.student,
    'an admission number': facts.admission,
    'an employee number': String(facts.employee),
    'a gate pass id': String(facts.pass),
    'nothing (zzqqx)': 'zzqqx',
  };

  const server = await startBenchServer(url, 3932);
  try {
    const callers = {
      superuser: server.headers,
      zonal: await signInStaff(server.base, 'zonal'),
      principal: await signInStaff(server.base, 'principal'),
    };
    const rows: Record<string, string | number>[] = [];
    for (const [label, text] of Object.entries(texts)) {
      for (const [caller, headers] of Object.entries(callers)) {
        const address = `${server.base}/api/search?q=${encodeURIComponent(text)}`;
        const times: number[] = [];
        let found = '';
        for (let round_ = 0; round_ <= RUNS; round_++) {
          const started = performance.now();
          const response = await fetch(address, { headers });
          const answer = (await response.json()) as {
            groups: { kind: string; hits: unknown[] }[];
          };
          if (!response.ok) throw new Error(`${label} (${caller}): ${response.status}`);
          if (round_ > 0) times.push(performance.now() - started);
          found = answer.groups.map((group) => `${group.kind} ${group.hits.length}`).join(', ');
        }
        rows.push({
          text: label,
          caller,
          found: found || '—',
          'HTTP median ms': round(median(times)),
          'HTTP p90 ms': round(p90(times)),
        });
      }
    }
    console.table(rows);
  } finally {
    await server.stop();
  }

  // The staff name index: the same query with it and without it, alternating.
  const staffRows: Record<string, string | number>[] = [];
  for (const text of ['reddy', 'xq', 'zzqqx']) {
    const withIndex: number[] = [];
    const without: number[] = [];
    // The search's own condition (two letters: the start of a word).
    const query = sql`EXPLAIN (ANALYZE, FORMAT JSON) SELECT st.id FROM staff st
      WHERE ${nameHas(searchedPersonName('st'), text)} LIMIT 5`;
    const time = async (): Promise<number> => {
      const result = await db.execute<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(query);
      return result.rows[0]!['QUERY PLAN'][0]['Execution Time'];
    };
    for (let round_ = 0; round_ <= RUNS; round_++) {
      const a = await time();
      const b = await db
        .transaction(async (tx) => {
          await tx.execute(sql`DROP INDEX staff_name_trgm_idx`);
          const result = await tx.execute<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(query);
          const ms = result.rows[0]!['QUERY PLAN'][0]['Execution Time'];
          throw Object.assign(new Error('roll back'), { ms });
        })
        .catch((error: { ms?: number }) => {
          if (error.ms === undefined) throw error;
          return error.ms;
        });
      if (round_ > 0) {
        withIndex.push(a);
        without.push(b);
      }
    }
    staffRows.push({
      'staff name': text,
      'with index ms': round(median(withIndex), 2),
      'without ms': round(median(without), 2),
    });
  }
  console.table(staffRows);
  await database.close();
}

void main();

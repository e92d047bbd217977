// The calling list (GET /api/adoption_call) on 1,000,000 call records: HTTP median (p50), p90
// and p95 of the list with common filters, for the superuser (every branch) and the zonal coordinator (a
// state and a branch), and the CSV export of a whole call type, in one run.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db seeded with --size large> npm run bench:calls
//
// The large seed holds 30,000 calls; this tops call_records up to 1,000,000 with rows made by
// generate_series in one INSERT (driver 'bench', kept for the next run), spread over the year's
// students and staff, every call type, status and sentiment, and the last 365 days.
import { callListQuery, callTypeEntry, GlobalModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { DemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { callListSpec } from '../apps/server/src/modules/calling/calling-list.ts';
import { loadScope } from '../apps/server/src/platform/core/access/access.repo.ts';
import type { Scope } from '../apps/server/src/platform/core/access/scope.ts';
import { listCountQuery, listPageQuery } from '../apps/server/src/platform/kit/lists/send-list.ts';
import { median, requireDatabaseUrl, round, startBenchServer } from './bench-server.ts';
import { migrateProduct } from '../apps/server/src/product.ts';

const TARGET_ROWS = 1_000_000;
const RUNS = 40;
const EXPORT_RUNS = 3;
const { values: args } = parseArgs({
  options: {
    /** Only the lists whose name contains this text. */
    only: { type: 'string' },
    /** Print the plans (EXPLAIN ANALYZE) of each list's page and count for each caller, then stop. */
    plans: { type: 'boolean', default: false },
    /** Skip the CSV export. */
    'no-export': { type: 'boolean', default: false },
  },
});
const url = requireDatabaseUrl(
  'Set DATABASE_URL to a PostgreSQL database seeded with `npm run seed -- --size large`.',
);

/** The nearest-rank percentile: the smallest time that `share` of the runs did not exceed. */
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * share) - 1]!;

/**
 * Adds `rows` call records. Each row's choices come from hashes of its number, so a run makes
 * the same rows: call type (adoption 35%, renewal 20%, televerification 15%, transport 5%,
 * internal 10%, DAR 8%, IAT 7%), a student (or a staff member for internal, DAR and IAT), the
 * agent, status (completed 65%, no answer 15%, busy 12%, failed 8%) and for most answered calls
 * a sentiment with a reason of its own.
 */
function fillStatement(rows: number) {
  return sql`
    WITH
    s AS (
      SELECT id, branch_id, segment_id, course_id, academic_year_id,
        right(regexp_replace(coalesce(nullif(father_mobile, ''), mother_mobile), '[^0-9]', '', 'g'), 10) AS number,
        row_number() OVER (ORDER BY id) - 1 AS n
      FROM students WHERE coalesce(nullif(father_mobile, ''), mother_mobile) IS NOT NULL),
    s_count AS (SELECT count(*) AS c FROM s),
    m AS (
      SELECT id, branch_id, designation_id,
        right(regexp_replace(mobile, '[^0-9]', '', 'g'), 10) AS number,
        row_number() OVER (ORDER BY id) - 1 AS n
      FROM staff WHERE mobile IS NOT NULL),
    m_count AS (SELECT count(*) AS c FROM m),
    agents AS (SELECT array_agg(id ORDER BY id) AS ids FROM
      (SELECT id FROM users WHERE NOT is_superuser AND staff_id IS NOT NULL ORDER BY id LIMIT 300) a),
    reasons AS (SELECT
      array_agg(id ORDER BY id) FILTER (WHERE sentiment = -1) AS sad,
      array_agg(id ORDER BY id) FILTER (WHERE sentiment = 0) AS meh,
      array_agg(id ORDER BY id) FILTER (WHERE sentiment = 1) AS glad
      FROM call_sentiment_reasons),
    g AS (
      SELECT g,
        abs(hashtext('type' || g)) % 100 AS t,
        abs(hashtext('who' || g)) AS who,
        abs(hashtext('status' || g)) % 100 AS st,
        abs(hashtext('mood' || g)) AS mood,
        abs(hashtext('when' || g)) % (365 * 86400) AS ago
      FROM generate_series(1, ${rows}::int) g),
    typed AS (
      SELECT g.*,
        CASE WHEN t < 35 THEN 1 WHEN t < 55 THEN 2 WHEN t < 70 THEN 3 WHEN t < 75 THEN 4
             WHEN t < 85 THEN 5 WHEN t < 93 THEN 7 ELSE 9 END AS call_type,
        CASE WHEN st < 65 THEN 3 WHEN st < 80 THEN 5 WHEN st < 92 THEN 4 ELSE 6 END AS status
      FROM g),
    felt AS (
      SELECT typed.*,
        CASE WHEN status = 3 AND mood % 10 < 7 THEN (mood / 10) % 3 - 1 END AS sentiment
      FROM typed)
    INSERT INTO call_records (call_sid, call_type, academic_year_id, branch_id, segment_id,
      student_id, staff_id, designation_id, course_id, user_number, agent_user_id, status,
      duration, renewal_mode, driver, remarks, sentiment, sentiment_reason_id, created_at,
      updated_at)
    SELECT 'bench-' || f.g, f.call_type,
      CASE WHEN f.call_type IN (5, 7, 9) THEN 20 ELSE s.academic_year_id END,
      CASE WHEN f.call_type IN (5, 7, 9) THEN m.branch_id ELSE s.branch_id END,
      CASE WHEN f.call_type IN (5, 7, 9) THEN NULL ELSE s.segment_id END,
      CASE WHEN f.call_type IN (5, 7, 9) THEN NULL ELSE s.id END,
      CASE WHEN f.call_type IN (5, 7, 9) THEN m.id END,
      CASE WHEN f.call_type IN (5, 7, 9) THEN m.designation_id END,
      CASE WHEN f.call_type IN (5, 7, 9) THEN NULL ELSE s.course_id END,
      CASE WHEN f.call_type IN (5, 7, 9) THEN m.number ELSE s.number END,
      agents.ids[1 + f.who % cardinality(agents.ids)],
      f.status,
      CASE WHEN f.status = 3 THEN 30 + f.mood % 570 ELSE 0 END,
      CASE WHEN f.call_type = 2 THEN 1 + f.mood % 3 END,
      'bench',
      CASE WHEN f.sentiment IS NOT NULL AND f.mood % 5 < 2 THEN 'Spoke to the parent; noted.' END,
      f.sentiment,
      CASE f.sentiment
        WHEN -1 THEN reasons.sad[1 + f.mood % cardinality(reasons.sad)]
        WHEN 0 THEN reasons.meh[1 + f.mood % cardinality(reasons.meh)]
        WHEN 1 THEN reasons.glad[1 + f.mood % cardinality(reasons.glad)] END,
      now() - f.ago * interval '1 second',
      now() - f.ago * interval '1 second'
    FROM felt f
    CROSS JOIN s_count CROSS JOIN m_count CROSS JOIN agents CROSS JOIN reasons
    JOIN s ON s.n = f.who % s_count.c
    JOIN m ON m.n = f.who % m_count.c`;
}

/** The plan nodes worth reading in a plan: scans with their index, joins, sorts. */
function planOutline(node: Record<string, unknown>, depth = 0): string[] {
  const index = node['Index Name'] ? ` using ${String(node['Index Name'])}` : '';
  const relation = node['Relation Name'] ? ` on ${String(node['Relation Name'])}` : '';
  const rows = ` (rows ${String(node['Actual Rows'])}, loops ${String(node['Actual Loops'])})`;
  const lines = [`${'  '.repeat(depth)}${String(node['Node Type'])}${index}${relation}${rows}`];
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) {
    if (child['Subplan Name'] && String(child['Parent Relationship']) === 'SubPlan') continue;
    lines.push(...planOutline(child, depth + 1));
  }
  return lines;
}

/**
 * The server's own SQL for a list and a caller (callListSpec and sendList's page and count,
 * the caller's scope from loadScope), explained with ANALYZE: which indexes answer it.
 */
async function printPlans(db: Db, lists: Record<string, string>, scopes: Record<string, Scope>) {
  for (const [name, text] of Object.entries(lists)) {
    const query = callListQuery.parse(Object.fromEntries(new URLSearchParams(text)));
    for (const [who, scope] of Object.entries(scopes)) {
      const spec = callListSpec(query, callTypeEntry(query.call_type)!, scope);
      for (const [part, statement] of [
        ['page', listPageQuery(query, spec)],
        ['count', listCountQuery(spec)],
      ] as const) {
        const explained = await db.execute<{ 'QUERY PLAN': Record<string, unknown>[] }>(
          sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`,
        );
        const plan = explained.rows[0]!['QUERY PLAN'][0]!;
        console.log(
          `\n${name} | ${who} | ${part}: planning ${round(Number(plan['Planning Time']))} ms, ` +
            `execution ${round(Number(plan['Execution Time']))} ms`,
        );
        console.log(planOutline(plan.Plan as Record<string, unknown>).join('\n'));
      }
    }
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main() {
  await migrateProduct(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const { db } = database;
  const count = async () =>
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM call_records`)).rows[0]!.n;
  const before = await count();
  if (before < TARGET_ROWS) {
    const started = performance.now();
    await db.execute(fillStatement(TARGET_ROWS - before));
    await db.execute(sql`VACUUM ANALYZE call_records`);
    console.log(
      `filled ${(TARGET_ROWS - before).toLocaleString('en-IN')} call records in ${round((performance.now() - started) / 1000)} s`,
    );
  }
  const total = await count();
  const facts = (
    await db.execute<{ branch_id: number; admission_number: string; last_name: string }>(sql`
      SELECT c.branch_id, s.admission_number, s.last_name FROM call_records c
      JOIN students s ON s.id = c.student_id
      WHERE c.call_type = 1 AND c.academic_year_id = 20
      GROUP BY c.branch_id, s.admission_number, s.last_name ORDER BY count(*) DESC LIMIT 1`)
  ).rows[0]!;
  const largestBranch = (
    await db.execute<{ branch_id: number }>(sql`
      SELECT branch_id FROM call_records WHERE call_type = 1 AND academic_year_id = 20
      GROUP BY branch_id ORDER BY count(*) DESC LIMIT 1`)
  ).rows[0]!.branch_id;
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  const lastMonth = `from_date=${day(30)}&to_date=${day(0)}`;
  const surname = encodeURIComponent(facts.last_name);
  const allLists: Record<string, string> = {
    'first page': '',
    'one branch (the largest)': `branch_ids=${largestBranch}`,
    'status busy or no answer': 'status_list=4,5',
    'last 30 days': lastMonth,
    dissatisfied: 'sentiment=-1',
    'admission number search': `admission_number=${facts.admission_number}`,
    'student name search': `student_name_search=${surname}`,
    'student name search, part of it in lower case': `student_name_search=${encodeURIComponent(facts.last_name.slice(0, 4).toLowerCase())}`,
    'student name search, last 30 days': `student_name_search=${surname}&${lastMonth}`,
    // What a search box sends after the first keystrokes: too short for a trigram.
    'student name search, one letter': `student_name_search=${encodeURIComponent(facts.last_name.slice(0, 1))}`,
    'student name search, two letters': `student_name_search=${encodeURIComponent(facts.last_name.slice(0, 2).toLowerCase())}`,
    'unique numbers': 'unique=true',
    'unique numbers, status busy or no answer': 'unique=true&status_list=4,5',
    'unique numbers, one branch': `unique=true&branch_ids=${largestBranch}`,
    'page 100': 'page=100',
  };
  const lists = Object.fromEntries(
    Object.entries(allLists).filter(([name]) => !args.only || name.includes(args.only)),
  );

  if (args.plans) {
    const zonalUser = (
      await db.execute<{ id: number; branch_id: number }>(sql`
        SELECT u.id, st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
        WHERE u.username = ${DemoAccounts.zonal.username}`)
    ).rows[0]!;
    const zonalScope = await loadScope(
      db,
      { userId: zonalUser.id, isSuperuser: false, staffBranchId: zonalUser.branch_id },
      GlobalModule.adoption_calling,
    );
    await printPlans(db, lists, { superuser: { all: true }, zonal: zonalScope });
    await database.close();
    return;
  }

  const server = await startBenchServer(url, 3921);
  const loadBefore = os.loadavg()[0]!;
  const report: Record<string, unknown>[] = [];
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
    const zonal = {
      authorization: `Bearer ${((await zonalLogin.json()) as { auth_token: string }).auth_token}`,
    };
    const callers = { superuser: server.headers, zonal };

    for (const [name, query] of Object.entries(lists)) {
      for (const [who, headers] of Object.entries(callers)) {
        let matched = 0;
        const call = async () => {
          const response = await fetch(`${server.base}/api/adoption_call?${query}`, { headers });
          if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
          await response.json();
          matched = Number(response.headers.get('x-total-count'));
        };
        await call(); // warm-up
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) times.push(await timed(call));
        report.push({
          list: name,
          caller: who,
          matched,
          p50_ms: round(median(times)),
          p90_ms: round(percentile(times, 0.9)),
          p95_ms: round(percentile(times, 0.95)),
        });
      }
    }

    const exportTimes: number[] = [];
    const exportRuns = args['no-export'] ? 0 : EXPORT_RUNS;
    let exported = 0;
    let bytes = 0;
    for (let i = 0; i < exportRuns; i += 1) {
      exportTimes.push(
        await timed(async () => {
          const response = await fetch(`${server.base}/api/adoption_call/export`, {
            headers: server.headers,
          });
          if (!response.ok) throw new Error(`export: ${response.status}`);
          const body = Buffer.from(await response.arrayBuffer());
          bytes = body.length;
          exported = body.toString('utf8').split('\n').length - 2;
        }),
      );
    }
    const exportSeconds = median(exportTimes) / 1000;
    console.log(
      JSON.stringify(
        {
          call_records: total,
          runs_per_list: RUNS,
          lists: report,
          csv_export:
            exportTimes.length === 0
              ? null
              : {
                  rows: exported,
                  mb: round(bytes / 1e6),
                  median_s: round(exportSeconds, 2),
                  rows_per_s: Math.round(exported / exportSeconds),
                  runs: exportTimes.map((ms) => round(ms / 1000, 2)),
                },
          load_average: { before: round(loadBefore, 2), after: round(os.loadavg()[0]!, 2) },
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Export throughput: 1,000,000 SMS outbox rows through GET /api/sms_outbox?export=true (the real
// HTTP endpoint, CSV), against PostgreSQL's own COPY … TO STDOUT of the same rows in the same
// order, in one run; with the server process's resident memory and CPU time while it streams.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<bench db> npm run bench:export [-- --rounds 3]
// Adds 1,000,000 rows (purpose 'bench') to that database's sms_outbox and removes them after.
//
// One warm-up of each (the first read of a freshly written table pays for its cache and hint
// bits), then rounds of both, alternating which goes first, so the machine's load falls on both
// alike. The ratio is of the medians. Both are read by this process the same way, counting
// lines: the HTTP body through node:http, COPY's through pg-copy-streams.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { median, requireDatabaseUrl, round, startBenchServer } from './bench-server.ts';
import { migrateProduct } from '../apps/server/src/product.ts';

const ROWS = 1_000_000;
const url = requireDatabaseUrl('Set DATABASE_URL to a PostgreSQL database for the benchmark.');
const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Number(args.rounds);

// The server's query for the export without its formula-safe wrapping (send-export.ts): the
// same columns, the same order (the table's created_at, then id).
const SELECT = `SELECT id, mobile, body, template_id, purpose, status, driver,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM sms_outbox ORDER BY sms_outbox.created_at DESC, sms_outbox.id DESC`;

async function countLines(
  stream: AsyncIterable<Buffer>,
): Promise<{ lines: number; bytes: number }> {
  let lines = 0;
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  return { lines, bytes };
}

/** CPU time (user + system) of a process so far, in seconds (Linux counts 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main() {
  await migrateProduct(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DELETE FROM sms_outbox WHERE purpose = 'bench'`);
  await client.query(
    `INSERT INTO sms_outbox (mobile, body, purpose, status, driver, created_at)
     SELECT (9000000000 + g)::text, 'Your ward''s fee reminder number ' || g || ', pay by Friday.',
            'bench', CASE WHEN g % 20 = 0 THEN 'failed' ELSE 'sent' END, 'outbox',
            now() - (g || ' seconds')::interval
     FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  await client.query('VACUUM ANALYZE sms_outbox');
  const total = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))
    .rows[0]!.n;

  const server = await startBenchServer(url, 3919);
  const loadBefore = os.loadavg()[0]!;
  try {
    const serverPid = server.child.pid!;
    const idleRss = server.rssMb();
    let peakRss = idleRss;
    let totalCount = 0;

    const viaHttp = async () => {
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, server.rssMb());
      }, 50);
      try {
        const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
          http
            .get(`${server.base}/api/sms_outbox?export=true`, { headers: server.headers }, resolve)
            .on('error', reject);
        });
        if (response.statusCode !== 200) throw new Error(`export failed: ${response.statusCode}`);
        totalCount = Number(response.headers['x-total-count']);
        return await countLines(response);
      } finally {
        clearInterval(sampler);
      }
    };
    const viaCopy = () =>
      countLines(client.query(copyTo(`COPY (${SELECT}) TO STDOUT WITH (FORMAT csv, HEADER true)`)));

    const timed = async (run: () => Promise<{ lines: number; bytes: number }>) => {
      const cpuBefore = cpuSeconds(serverPid);
      const started = performance.now();
      const result = await run();
      return {
        ...result,
        seconds: (performance.now() - started) / 1000,
        serverCpu: cpuSeconds(serverPid) - cpuBefore,
      };
    };

    const warmHttp = await timed(viaHttp);
    const warmCopy = await timed(viaCopy);
    const httpRuns: Awaited<ReturnType<typeof timed>>[] = [];
    const copyRuns: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      if (i % 2 === 0) {
        httpRuns.push(await timed(viaHttp));
        copyRuns.push(await timed(viaCopy));
      } else {
        copyRuns.push(await timed(viaCopy));
        httpRuns.push(await timed(viaHttp));
      }
    }
    const httpSeconds = median(httpRuns.map((run) => run.seconds));
    const copySeconds = median(copyRuns.map((run) => run.seconds));
    const rows = httpRuns[0]!.lines - 1;
    console.log(
      JSON.stringify(
        {
          rows_in_table: total,
          x_total_count: totalCount,
          http_rows: rows,
          copy_rows: copyRuns[0]!.lines - 1,
          http_mb: round(httpRuns[0]!.bytes / 1e6),
          copy_mb: round(copyRuns[0]!.bytes / 1e6),
          rounds: ROUNDS,
          http_seconds: httpRuns.map((run) => round(run.seconds, 2)),
          copy_seconds: copyRuns.map((run) => round(run.seconds, 2)),
          warm_up_seconds: { http: round(warmHttp.seconds, 2), copy: round(warmCopy.seconds, 2) },
          http_rows_per_s: Math.round(rows / httpSeconds),
          copy_rows_per_s: Math.round(rows / copySeconds),
          http_to_copy_throughput_ratio: round(copySeconds / httpSeconds, 2),
          server_cpu_seconds_per_export: round(median(httpRuns.map((run) => run.serverCpu)), 2),
          server_rss_idle_mb: round(idleRss),
          server_rss_peak_mb: round(peakRss),
          load_average: { before: round(loadBefore, 2), after: round(os.loadavg()[0]!, 2) },
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    await client.query(`DELETE FROM sms_outbox WHERE purpose = 'bench'`);
    await client.end();
  }
}

void main();

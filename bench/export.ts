// Export throughput: 1,000,000 SMS outbox rows through GET /api/sms_outbox?export=true (the real
// HTTP endpoint, CSV), against PostgreSQL's own COPY … TO STDOUT of the same rows, in one run;
// with the server process's peak resident memory while it streams.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<bench db> npm run bench:export
// Adds 1,000,000 rows (purpose 'bench') to that database's sms_outbox and removes them after.
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { requireDatabaseUrl, round, startBenchServer } from './bench-server.ts';

const ROWS = 1_000_000;
const url = requireDatabaseUrl('Set DATABASE_URL to a PostgreSQL database for the benchmark.');

const SELECT = `SELECT id, mobile, body, template_id, purpose, status, driver,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM sms_outbox ORDER BY created_at DESC, id DESC`;

async function countLines(
  stream: AsyncIterable<Buffer | string>,
): Promise<{ lines: number; bytes: number }> {
  let lines = 0;
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    for (let i = buffer.indexOf(10); i !== -1; i = buffer.indexOf(10, i + 1)) lines += 1;
  }
  return { lines, bytes };
}

async function main() {
  await applyMigrations(url);
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
  try {
    const idleRss = server.rssMb();
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, server.rssMb());
    }, 50);
    const started = performance.now();
    const response = await fetch(`${server.base}/api/sms_outbox?export=true`, {
      headers: server.headers,
    });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    const http = await countLines(response.body as unknown as AsyncIterable<Buffer>);
    const httpSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const copyStarted = performance.now();
    const copy = await countLines(
      client.query(copyTo(`COPY (${SELECT}) TO STDOUT WITH (FORMAT csv, HEADER true)`)),
    );
    const copySeconds = (performance.now() - copyStarted) / 1000;

    const rows = http.lines - 1;
    console.log(
      JSON.stringify(
        {
          rows_in_table: total,
          x_total_count: Number(response.headers.get('x-total-count')),
          http_rows: rows,
          http_mb: round(http.bytes / 1e6),
          http_seconds: round(httpSeconds, 2),
          http_rows_per_s: Math.round(rows / httpSeconds),
          copy_rows: copy.lines - 1,
          copy_seconds: round(copySeconds, 2),
          copy_rows_per_s: Math.round((copy.lines - 1) / copySeconds),
          http_to_copy_throughput_ratio: round(copySeconds / httpSeconds, 2),
          server_rss_idle_mb: round(idleRss),
          server_rss_peak_mb: round(peakRss),
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

// An opinion poll sent to the parents of the large seed (every distinct phone number of the
// current year's students, up to --recipients, default 500,000) with 40% of them answering:
// the results call (GET /api/opinion_poll/{id}/results) and the non-responders' workbook
// (GET /api/opinion_poll/export_non_responded_results, read to its last byte) through the real
// server, medians of several runs, and the server's peak memory during the exports.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a database seeded --size large> \
//     npm run bench:polls -- [--recipients 500000] [--runs 7]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { answerPoll } from '../apps/server/src/modules/opinion-poll/opinion-poll.demo-seed.ts';
import { PollQuestionType, PollStatus, type PollResults } from '../packages/contract/src/index.ts';
import { median, requireDatabaseUrl, round, startBenchServer } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '500000' },
    runs: { type: 'string', default: '7' },
    answering: { type: 'string', default: '40' },
  },
});
const wanted = Number(values.recipients);
const runs = Number(values.runs);
const answering = Number(values.answering);
const url = requireDatabaseUrl('Set DATABASE_URL to a PostgreSQL database seeded --size large.');

const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const { db } = database;
const server = await startBenchServer(url, 3997);

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

try {
  // The poll, created through the API as a draft to every student's parents.
  const created = await fetch(`${server.base}/api/opinion_poll`, {
    method: 'POST',
    headers: { ...server.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      user_type: 'student',
      target_method: 'all',
      title: 'Bench: school transport',
      status: PollStatus.Draft,
      ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      questions: [
        {
          question: 'How satisfied are you with the school bus?',
          type: PollQuestionType.Radio,
          options: ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied'].map((text) => ({
            text,
          })),
        },
        {
          question: 'Is the bus on time?',
          type: PollQuestionType.Radio,
          options: ['Always', 'Mostly', 'Rarely'].map((text) => ({ text })),
        },
        { question: 'Anything else?', type: PollQuestionType.Text, required: false },
      ],
    }),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const pollId = ((await created.json()) as { id: number }).id;

  // Sent to the parents as the delivery would resolve them (one per phone number), without
  // pushing 500,000 messages through the outbox first: that is bench:deliver's subject.
  const [sendMs] = await timed(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`
        UPDATE opinion_polls SET status = ${PollStatus.Sent}, delivery_started_at = now(),
          delivery_finished_at = now() WHERE id = ${pollId}`);
      await tx.execute(sql`
        INSERT INTO poll_recipients (poll_id, recipient_key, branch_id, segment_id)
        SELECT ${pollId}, recipient_key, branch_id, segment_id FROM (
          SELECT DISTINCT ON (recipient_key) recipient_key, branch_id, segment_id
          FROM students
          WHERE academic_year_id = 20 AND status = 1 AND recipient_key IS NOT NULL
          ORDER BY recipient_key, id
        ) s LIMIT ${wanted}`);
    }),
  );
  const [answerMs] = await timed(() => db.transaction((tx) => answerPoll(tx, pollId, answering)));
  // As autovacuum leaves the tables after such a burst: statistics and the visibility map.
  await db.execute(sql`VACUUM ANALYZE poll_recipients, poll_responses, poll_answers`);
  const figures = await db.execute<{ recipients: number; responded: number; answers: number }>(sql`
    SELECT (SELECT count(*)::int FROM poll_recipients WHERE poll_id = ${pollId}) AS recipients,
           (SELECT count(*)::int FROM poll_responses WHERE poll_id = ${pollId}) AS responded,
           (SELECT count(*)::int FROM poll_answers WHERE poll_id = ${pollId}) AS answers`);
  const { recipients, responded, answers } = figures.rows[0]!;
  console.log(
    `poll ${pollId}: ${recipients} recipients, ${responded} answered (${answers} answer rows); ` +
      `seeded in ${round(sendMs / 1000)} s + ${round(answerMs / 1000)} s`,
  );

  const results: number[] = [];
  let last: PollResults | undefined;
  for (let i = 0; i < runs + 1; i++) {
    const [ms, body] = await timed(async () => {
      const response = await fetch(`${server.base}/api/opinion_poll/${pollId}/results`, {
        headers: server.headers,
      });
      if (!response.ok) throw new Error(`results: ${response.status}`);
      return (await response.json()) as PollResults;
    });
    if (i > 0) results.push(ms); // the first warms the caches
    last = body;
  }
  if (last?.responded !== responded) throw new Error('results disagree with the tables');

  const exports: number[] = [];
  let rows = 0;
  let bytes = 0;
  let peakMb = server.rssMb();
  const baseMb = peakMb;
  const exportRuns = Math.max(3, Math.ceil(runs / 2));
  for (let i = 0; i < exportRuns; i++) {
    const timer = setInterval(() => {
      peakMb = Math.max(peakMb, server.rssMb());
    }, 50);
    const [ms] = await timed(async () => {
      const response = await fetch(
        `${server.base}/api/opinion_poll/export_non_responded_results?poll_id=${pollId}&academic_year_id=20`,
        { headers: server.headers },
      );
      if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
      rows = Number(response.headers.get('x-total-count'));
      bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    });
    clearInterval(timer);
    exports.push(ms);
  }

  console.log(
    JSON.stringify(
      {
        recipients,
        responded,
        response_rate: last.response_rate,
        results_median_ms: round(median(results)),
        results_runs: results.length,
        non_responders_export: {
          rows,
          megabytes: round(bytes / 1_048_576),
          median_s: round(median(exports) / 1000, 2),
          runs: exports.length,
          server_rss_before_mb: round(baseMb),
          server_rss_peak_mb: round(peakMb),
        },
      },
      null,
      2,
    ),
  );
  // The bench's poll goes; the seed stays as it was.
  await db.execute(sql`DELETE FROM opinion_polls WHERE id = ${pollId}`);
} finally {
  await server.stop();
  await database.close();
}

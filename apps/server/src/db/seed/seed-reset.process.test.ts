import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/template-database.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../embedded/start-embedded.ts';

// `npm run seed -- --reset`, as the README gives it: the seed CLI spawned on a data directory
// whose cluster the test holds (as a running server would), seeding, then reseeding twice over
// a group that was used meanwhile. Run with the process tests (vitest.process.config.ts).

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = tempDir('seed-reset');
let held: EmbeddedDatabase | undefined;
let pool: pg.Pool | undefined;

beforeAll(async () => {
  held = await startEmbeddedDatabase(dataDir, { onBusy: 'refuse' });
  pool = new pg.Pool({ connectionString: held.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await held?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function seed(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/admin/seed-cli.ts', '--size', 'test', ...args],
      { cwd: serverDir, env },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const one = async <Row extends pg.QueryResultRow>(text: string) =>
  (await pool!.query<Row>(text)).rows[0]!;

/**
 * What a freshly seeded group looks like, down to the names (the seed is deterministic): equal
 * after a reseed means the old group is gone and the new one whole, with nothing of the old
 * one (deliveries, queued jobs, history) left to attach itself to a new row of the same id.
 */
const groupPrint = () =>
  one<Record<string, unknown>>(`
    SELECT (SELECT md5(string_agg(id || ':' || name, ',' ORDER BY id)) FROM branches) AS branches,
           (SELECT count(*)::int FROM students) AS students,
           (SELECT count(*)::int FROM users) AS users,
           (SELECT md5(string_agg(id || ':' || title || ':' || status, ',' ORDER BY id))
              FROM opinion_polls) AS polls,
           (SELECT count(*)::int FROM poll_recipients) AS poll_recipients,
           (SELECT count(*)::int FROM content_deliveries) AS deliveries,
           (SELECT string_agg(key || ':' || status, ',' ORDER BY key) FROM jobs) AS jobs,
           (SELECT count(*)::int FROM audit_log) AS history`);

/** What using the group leaves behind: a renamed branch, a delivery, a queued job, history. */
async function useTheGroup(round: number): Promise<void> {
  await pool!.query(`UPDATE branches SET name = 'Used group ${round}' WHERE id = 1`);
  await pool!.query(`
    INSERT INTO content_deliveries (module, item_id, recipient_key, user_type, has_app, channel)
    VALUES ('announcement', 9999, '9000000001', 'student', true, 'push')`);
  await pool!.query(`
    INSERT INTO jobs (kind, key, payload, run_at)
    VALUES ('content.deliver', 'content:announcement:9999', '{}', now() + interval '1 day')`);
  await pool!.query(`
    INSERT INTO audit_log (user_id, request, module, item_type, item_id, action)
    VALUES (1, 'PUT /api/announcement/:id', 'announcement', 'announcement', '1', 'update')`);
}

describe('npm run seed -- --reset', () => {
  it('replaces a seeded and used group with a new one, every time', async () => {
    const first = await seed();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const fresh = await groupPrint();
    expect(fresh).toMatchObject({ students: 600, history: 0 });

    for (const round of [1, 2]) {
      await useTheGroup(round);
      expect(await groupPrint()).not.toEqual(fresh);
      const reseed = await seed('--reset');
      expect(reseed.stderr).toBe('');
      expect(reseed.code).toBe(0);
      expect(reseed.stdout).toContain('Replacing the group');
      expect(await groupPrint()).toEqual(fresh);
    }
  });
});

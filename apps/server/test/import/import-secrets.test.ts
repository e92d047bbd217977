import {
  CCTV_DVR_IMPORT_KEYS,
  ImportMessages,
  importEndpoints,
  type ImportRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverJobRunner } from '../../src/platform/modules/app-job-runner.ts';
import { secretBox } from '../../src/platform/core/secrets/secret-box.ts';
import { dvrPasswordBinding, type DvrPlace } from '../../src/modules/cctv/dvr-password.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { cctvBranches, openCctvToPrincipal } from '../cctv/cctv-kit.ts';
import { tempDataDir } from '../media/multipart.ts';
import { callApi } from '../support/endpoint-client.ts';
import { csv, uploadSheet } from './import-kit.ts';

// An importer's secret columns (a recorder's auth_password, issue 23): never answered (a failed
// row says only whether the cell is set), never kept in clear (the failed rows keep no secret,
// fixes keep it sealed), opened only to hand the importer its value at the commit, and never
// written to the log, even when saving a check or writing the rows fails.

let t: TestApp;
let principal: SignedIn;
let branchName: string;
const logLines: string[] = [];

const HEADER: string[] = [...CCTV_DVR_IMPORT_KEYS];

const row = (n: number, overrides: Partial<Record<string, string | number>> = {}) => {
  const cells: Record<string, string | number> = {
    master_branch_name: branchName,
    auth_password: 'Sd@12345',
    auth_username: 'admin',
    ip_address: `10.62.0.${n}`,
    model: 'Hikvision',
    name: `Secret NVR ${n}`,
    ...overrides,
  };
  return HEADER.map((key) => cells[key] ?? '');
};

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir() } });
  principal = await t.signIn('principal');
  await openCctvToPrincipal(t);
  const { own } = await cctvBranches(t);
  const named = await t.db.execute<{ name: string }>(
    sql`SELECT name FROM branches WHERE id = ${own}`,
  );
  branchName = named.rows[0]!.name;
});
afterAll(() => t?.close());

/** Runs the waiting jobs with a logger as the server's (pino, errors serialised as it does). */
async function runJobs(id: number): Promise<ImportRow> {
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  await serverJobRunner(t.app.services, log).runUntilIdle();
  return (await callApi(t, importEndpoints.read, { params: { id } }, principal)).json<ImportRow>();
}

async function upload(content: string) {
  const response = await uploadSheet(t, principal, 'cctv-dvr', 'recorders.csv', content);
  expect(response.statusCode, response.body).toBe(201);
  return runJobs(response.json<ImportRow>().id);
}

/** What the imports table keeps of an import, as text. */
const keptOf = async (id: number) =>
  (
    await t.db.execute<{ kept: string }>(
      sql`SELECT failed_rows::text || fixes::text || coalesce(message, '') AS kept FROM imports WHERE id = ${id}`,
    )
  ).rows[0]!.kept;

describe('a secret column', () => {
  it('is answered as set or not set, never its value, and not kept in clear', async () => {
    const checked = await upload(
      csv([
        HEADER,
        row(1, { auth_password: 'Clear-Pass-1', model: 'Sony' }),
        row(2, { auth_password: '', model: 'Sony' }),
      ]),
    );
    expect(JSON.stringify(checked)).not.toContain('Clear-Pass-1');
    expect(await keptOf(checked.id)).not.toContain('Clear-Pass-1');
    expect(checked.columns.find((column) => column.key === 'auth_password')!.secret).toBe(true);
    expect(checked.columns.find((column) => column.key === 'name')!.secret).toBe(false);
    const [set, unset] = checked.failed_rows;
    expect(set).toMatchObject({ row_number: 2, secrets_set: ['auth_password'] });
    expect(set!.cells).not.toHaveProperty('auth_password');
    expect(unset).toMatchObject({ row_number: 3, secrets_set: [] });
    expect(unset!.errors.auth_password).toEqual(['auth_password is required.']);
  });

  it('is fixed sealed, kept by a later fix that leaves it alone, and opened for the commit', async () => {
    const checked = await upload(csv([HEADER, row(3, { auth_password: '', model: 'Sony' })]));
    const fixed = await callApi(
      t,
      importEndpoints.fix,
      {
        params: { id: checked.id },
        body: {
          rows: [{ row_number: 2, cells: { auth_password: 'Fixed-Pass-2' } }],
        },
      },
      principal,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.body).not.toContain('Fixed-Pass-2');
    expect(await keptOf(checked.id)).not.toContain('Fixed-Pass-2');
    const once = await runJobs(checked.id);
    expect(once.failed_rows).toMatchObject([{ row_number: 2, secrets_set: ['auth_password'] }]);
    expect(Object.keys(once.failed_rows[0]!.errors)).toEqual(['model']);

    await callApi(
      t,
      importEndpoints.fix,
      {
        params: { id: checked.id },
        body: {
          rows: [{ row_number: 2, cells: { model: 'CpPlus' } }],
        },
      },
      principal,
    );
    expect(await runJobs(checked.id)).toMatchObject({ status: 'checked', error_rows: 0 });
    await callApi(t, importEndpoints.commit, { params: { id: checked.id } }, principal);
    expect(await runJobs(checked.id)).toMatchObject({ status: 'imported', imported_rows: 1 });
    const stored = await t.db.execute<DvrPlace & { sealed: string }>(
      sql`SELECT auth_password_sealed AS sealed, ip_address, http_port, rtsp_port, is_https
          FROM cctv_dvrs WHERE name = 'Secret NVR 3'`,
    );
    const dvr = stored.rows[0]!;
    // Sealed for the recorder's own address (its password opens for nothing else).
    expect(
      secretBox(t.app.services.signingSecret, 'cctv.dvr-password').open(
        dvr.sealed,
        dvrPasswordBinding(dvr),
      ),
    ).toBe('Fixed-Pass-2');
    expect(logLines.join('')).not.toContain('Fixed-Pass-2');
  });

  it('is not logged when saving a check fails, and the check ends failed', async () => {
    // The save of a check with failed rows is refused, as jsonb refused a NUL before.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_checked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_checked BEFORE UPDATE ON imports FOR EACH ROW
      WHEN (NEW.status = 'checked') EXECUTE FUNCTION refuse_checked()`);
    try {
      logLines.length = 0;
      const failed = await upload(
        csv([HEADER, row(4, { auth_password: 'Logged-Pass-3', model: 'Sony' })]),
      );
      expect(failed).toMatchObject({ status: 'failed', message: ImportMessages.checkFailed });
      const log = logLines.join('');
      expect(log).toContain('refused by the test');
      expect(log).not.toContain('Logged-Pass-3');
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_checked ON imports`);
      await t.db.execute(sql`DROP FUNCTION refuse_checked()`);
    }
  });

  it('is not logged when writing the rows fails, and the import says so in plain words', async () => {
    const checked = await upload(csv([HEADER, row(5, { auth_password: 'Commit-Pass-4' })]));
    expect(checked.error_rows).toBe(0);
    await t.db.execute(sql`
      CREATE FUNCTION refuse_recorder() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_recorder BEFORE INSERT ON cctv_dvrs FOR EACH ROW
      EXECUTE FUNCTION refuse_recorder()`);
    try {
      logLines.length = 0;
      await callApi(t, importEndpoints.commit, { params: { id: checked.id } }, principal);
      // The job's last attempt: the import fails at once.
      await t.db.execute(
        sql`UPDATE jobs SET max_attempts = 1 WHERE key = ${`import:${checked.id}`}`,
      );
      const failed = await runJobs(checked.id);
      expect(failed).toMatchObject({ status: 'failed', message: ImportMessages.commitFailed });
      const log = logLines.join('');
      expect(log).toContain('refused by the test');
      expect(log).not.toContain('Commit-Pass-4');
      expect(log).not.toContain('Secret NVR 5');
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_recorder ON cctv_dvrs`);
      await t.db.execute(sql`DROP FUNCTION refuse_recorder()`);
    }
  });
});

describe('imports kept before secret columns', () => {
  it('lose what they held in clear, by their migration', async () => {
    const dir = path.join(import.meta.dirname, '../../src/db/migrations');
    const file = fs.readdirSync(dir).find((name) => name.endsWith('_scrub_import_secrets.sql'));
    const clear = [{ row_number: 2, cells: { auth_password: 'Old-Pass-5' }, errors: {} }];
    for (const status of ['checked', 'imported']) {
      await t.db.execute(sql`
        INSERT INTO imports (kind, user_id, file_name, stored_as, format, status, failed_rows, fixes)
        VALUES ('cctv-dvr', (SELECT id FROM users WHERE username = 'principal'), 'old.csv',
          ${`old-${status}.csv`}, 'csv', ${status},
          ${JSON.stringify(status === 'checked' ? clear : [])}::jsonb,
          ${JSON.stringify({ 2: { auth_password: 'Old-Pass-5' } })}::jsonb)`);
    }
    await t.db.execute(sql`
      INSERT INTO jobs (kind, key, payload, last_error)
      VALUES ('import.check', 'import:old', '{}'::jsonb, 'Failed query … params: Old-Pass-5')`);
    for (const statement of fs
      .readFileSync(path.join(dir, file!), 'utf8')
      .split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
    const kept = await t.db.execute<{ status: string; text: string }>(sql`
      SELECT status, failed_rows::text || fixes::text AS text FROM imports
      WHERE stored_as LIKE 'old-%' ORDER BY stored_as`);
    expect(kept.rows).toEqual([
      { status: 'failed', text: '[]{}' },
      { status: 'imported', text: '[]{}' },
    ]);
    const job = await t.db.execute<{ last_error: string | null }>(
      sql`SELECT last_error FROM jobs WHERE key = 'import:old'`,
    );
    expect(job.rows[0]!.last_error).toBeNull();
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { clusterFiles, runningPostmaster } from '../db/embedded/cluster.ts';
import { readHolder } from '../db/embedded/holder.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded/start-embedded.ts';
import * as schema from '../db/schema.ts';
import { verifyPassword } from '../platform/core/auth/passwords.ts';
import { liveSessions, openSessionRows, userRow } from '../../test/support/admin-rows.ts';

// Run once, with the process tests (vitest.process.config.ts): the CLI as a process on its own
// embedded database, whatever DATABASE_URL the route suite runs on.

const PASSWORD = 'Operator2025';

// The real CLI, spawned: a fresh data directory, its own embedded database first, then one the
// test holds (as a running server would), which the CLI must borrow.
describe('admin CLI, spawned', () => {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
  let held: EmbeddedDatabase | undefined;
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await pool?.end();
    await held?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.ADMIN_DEBUG;
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/admin/cli.ts', ...args],
        { cwd: serverDir, env },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  it('prints help, and refuses a bad command line (2) or bad input (1) before any database', async () => {
    const [help, badFlag, badPermission] = await Promise.all([
      cli('help'),
      cli('create-user', '--username', 'a', '--pasword', PASSWORD),
      cli('create-user', '--username', 'a', '--password', PASSWORD, '--permissions', 'sms,bogus'),
    ]);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: npm run admin -- <command> [options]');
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain("error: create-user: Unknown option '--pasword'.");
    expect(badFlag.stderr).toContain('Usage: npm run admin');
    expect(badPermission).toMatchObject({ code: 1, stdout: '' });
    expect(badPermission.stderr.trim()).toBe(
      'error: Unknown permission: bogus (the catalogue is packages/contract/src/permissions.ts).',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('creates the first superuser in a fresh data directory, starting its own database', async () => {
    const run = await cli(
      'create-user',
      '--username',
      'root',
      '--password',
      PASSWORD,
      '--superuser',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^otpauth:\/\/totp\/Education%20Console%3Aroot\?secret=[A-Z2-7]+&/m);
    expect(run.stdout).toContain('authenticator app');
    // It stopped the database it started.
    expect(readHolder(dataDir)).toBeNull();
    expect(runningPostmaster(clusterFiles(dataDir))).toBeNull();
  }, 60_000);

  it('borrows the embedded database a running process holds', async () => {
    held = await startEmbeddedDatabase(dataDir, { onBusy: 'refuse' });
    const holderPid = readHolder(dataDir)?.pid;
    pool = new pg.Pool({ connectionString: held.url, max: 1 });
    const db: DbOrTx = drizzle(pool, { schema });

    const created = await cli('create-user', '--username', 'ops', '--password', PASSWORD);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Created user "ops" \(id \d+\)\.$/m);
    const ops = await userRow(db, 'ops');
    expect(ops).toMatchObject({ userType: 3, isSuperuser: false });
    expect(readHolder(dataDir)?.pid).toBe(holderPid);

    const duplicate = await cli('create-user', '--username', 'Ops', '--password', PASSWORD);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe(`error: The username "ops" is taken (user ${ops.id}).\n`);

    await openSessionRows(db, ops.id, 2);
    const reset = await cli(
      'set-password',
      '--username',
      'ops',
      '--password',
      'Fresh2025',
      '--must-reset',
    );
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Ended 2 live sessions of theirs.');
    const after = await userRow(db, 'ops');
    expect(await verifyPassword(after.passwordHash, 'Fresh2025')).toBe(true);
    expect(after.lastPasswordReset).toBeNull();
    expect(await liveSessions(db, ops.id)).toHaveLength(0);

    const listed = await cli('list-users');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^\d+\s+root\s+yes\s+active\s+-\s+-\s+never$/m);
    // The session rows inserted above count as its sign-ins.
    expect(listed.stdout).toMatch(
      /^\d+\s+ops\s+no\s+active\s+-\s+-\s+\d{4}-\d\d-\d\d \d\d:\d\dZ$/m,
    );
  }, 90_000);
});

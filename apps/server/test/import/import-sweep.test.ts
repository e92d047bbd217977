import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepImports } from '../../src/platform/kit/import/import-sweep.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { tempDataDir } from '../media/multipart.ts';

// The nightly sweep: imports left unfinished for a week go with their sheets; recent ones,
// imported ones and one being committed stay; half-received uploads in the incoming folder go.

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = path.join(tempDataDir(), 'imports');
  fs.mkdirSync(path.join(dir, '.incoming'), { recursive: true });
});
afterAll(() => t?.close());

async function anImport(status: string, daysAgo: number): Promise<string> {
  const storedAs = `${status}-${daysAgo}-${Math.random().toString(36).slice(2)}.csv`;
  fs.writeFileSync(path.join(dir, storedAs), 'name\nGate\n');
  await t.db.execute(sql`
    INSERT INTO imports (kind, user_id, file_name, stored_as, format, status, updated_at)
    VALUES ('cctv-dvr', (SELECT min(id) FROM users), 'sheet.csv', ${storedAs}, 'csv', ${status},
      now() - make_interval(days => ${daysAgo}))`);
  return storedAs;
}

describe('the import sweep', () => {
  it('drops a check that stopped moving a day ago with its sheet: its job died', async () => {
    const stuck = await anImport('checking', 2);
    const running = await anImport('checking', 0);
    expect(await sweepImports(t.db, dir)).toBe(1);
    const left = await t.db.execute<{ stored_as: string }>(
      sql`SELECT stored_as FROM imports WHERE stored_as IN (${stuck}, ${running})`,
    );
    expect(left.rows.map((row) => row.stored_as)).toEqual([running]);
    expect(fs.existsSync(path.join(dir, stuck))).toBe(false);
    await t.db.execute(sql`DELETE FROM imports WHERE stored_as = ${running}`);
  });

  it('drops unfinished imports a week old with their sheets, and nothing else', async () => {
    const old = [await anImport('checked', 8), await anImport('failed', 30)];
    const kept = [
      await anImport('checked', 2),
      await anImport('importing', 30),
      await anImport('imported', 30),
    ];
    const stale = path.join(dir, '.incoming', 'stale.part');
    const fresh = path.join(dir, '.incoming', 'fresh.part');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'x');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(stale, hourAgo, hourAgo);

    expect(await sweepImports(t.db, dir)).toBe(2);
    const left = await t.db.execute<{ stored_as: string }>(sql`SELECT stored_as FROM imports`);
    expect(left.rows.map((row) => row.stored_as).sort()).toEqual([...kept].sort());
    for (const file of old) expect(fs.existsSync(path.join(dir, file))).toBe(false);
    for (const file of kept) expect(fs.existsSync(path.join(dir, file))).toBe(true);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderFile, type Holder } from './holder.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './start-embedded.ts';

// The embedded database's process rules: one holder per data directory, others refused or
// borrowing its port, stale holder files replaced, and a dead child reported.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-embedded-'));
const dataDir = path.join(root, 'data');
let first: EmbeddedDatabase;
let exitCode: number | null | undefined;

const readHolderFile = () => JSON.parse(fs.readFileSync(holderFile(dataDir), 'utf8')) as Holder;

async function selectOne(port: number): Promise<number> {
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  first = await startEmbeddedDatabase(dataDir, 'refuse', (code) => {
    exitCode = code;
  });
});
afterAll(async () => {
  await first?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('embedded database process', () => {
  it('serves the wire protocol and names itself in the holder file', async () => {
    expect(first.borrowed).toBe(false);
    expect(await selectOne(first.port)).toBe(1);
    expect(readHolderFile().port).toBe(first.port);
  });

  it('refuses a second server on the same directory with a clear message', async () => {
    await expect(startEmbeddedDatabase(dataDir, 'refuse')).rejects.toThrow(
      /is held by process \d+\. Stop that server first/,
    );
  });

  it('lets a borrower use the holder’s port without starting another PGlite', async () => {
    const borrowed = await startEmbeddedDatabase(dataDir, 'borrow');
    expect(borrowed).toMatchObject({ borrowed: true, port: first.port });
    expect(await selectOne(borrowed.port)).toBe(1);
    await borrowed.stop();
    expect(await selectOne(first.port)).toBe(1);
  });

  it('reports a child that dies after starting, and leaves a file a new start replaces', async () => {
    const { pid } = readHolderFile();
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && exitCode === undefined; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(exitCode).toBeNull();
    // The killed child could not remove its file: the next start finds it stale.
    expect(fs.existsSync(holderFile(dataDir))).toBe(true);
    first = await startEmbeddedDatabase(dataDir, 'refuse');
    expect(readHolderFile().pid).not.toBe(pid);
    expect(await selectOne(first.port)).toBe(1);
  });

  it('removes its holder file when stopped', async () => {
    await first.stop();
    expect(fs.existsSync(holderFile(dataDir))).toBe(false);
  });
});

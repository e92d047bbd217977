import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Where test files get their fresh databases: one migrated, seeded template made once per run,
// copied per file with PostgreSQL's CREATE DATABASE … TEMPLATE (a file copy, well under a
// second), on the PostgreSQL server or on the run's embedded cluster alike.

export interface TemplateRef {
  /** The server's maintenance database: where databases are created and dropped. */
  serverUrl: string;
  database: string;
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A temporary folder that the embedded PostgreSQL's user may pass through (run as root, it runs
 * as `postgres`, and mkdtemp makes folders only their owner may enter).
 */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.chmodSync(dir, 0o711);
  return dir;
}

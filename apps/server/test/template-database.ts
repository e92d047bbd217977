import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Where test files get their fresh databases: one migrated, seeded template made once per run,
// copied per file (a PGlite directory copy, or PostgreSQL's CREATE DATABASE … TEMPLATE).

export type TemplateRef =
  { kind: 'embedded'; dir: string } | { kind: 'postgres'; serverUrl: string; database: string };

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

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

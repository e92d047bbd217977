import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { installAuditTriggers } from '../platform/core/audit/audit-triggers.ts';
import type { AuditedTableOf } from '../platform/core/audit/audited-tables.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: it only has to be the same in every process.
const MIGRATION_LOCK = 7_204_611;

/**
 * Applies the generated SQL migrations, then puts the audit trigger on the tables the
 * manifests declare (`audited`: the product composes them, product.ts). Several server
 * processes may start together against one PostgreSQL server: an advisory lock makes them
 * take turns.
 */
export async function applyMigrations(
  url: string,
  audited: readonly AuditedTableOf[],
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
    await installAuditTriggers(client, audited);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/** How many migrations the code ships, and how many the database has applied. */
export async function migrationProgress(
  pool: pg.Pool,
): Promise<{ applied: number; expected: number }> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const expected = journal.entries.length;
  const table = await pool.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!table.rows[0]?.found) return { applied: 0, expected };
  const result = await pool.query<{ applied: number }>(
    'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations',
  );
  return { applied: result.rows[0]?.applied ?? 0, expected };
}

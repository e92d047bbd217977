import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: it only has to be the same in every process.
const MIGRATION_LOCK = 7_204_611;

/**
 * Applies the generated SQL migrations. Several server processes may start together against
 * one PostgreSQL server: an advisory lock makes them take turns.
 */
export async function applyMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

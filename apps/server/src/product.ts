import { loadConfig, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { seedDemo, type SeedSummary } from './db/seed/seed-demo.ts';
import { SERVER_MODULES } from './modules/registry.ts';
import { auditedTables } from './platform/modules/audit-registry.ts';

// The product: the configuration, the database's migrations and the demo seed with what every
// module's manifest adds to them (settings, audited tables, demo data). The configuration and
// the database layer know no module; the commands and the server process reach them through here.

/** The platform's configuration and every module's settings, from the environment (config.ts). */
export function loadProductConfig(env?: NodeJS.ProcessEnv): Config {
  return loadConfig(env, SERVER_MODULES);
}

/** The migrations, then the audit trigger on every table a manifest audits. */
export function migrateProduct(url: string): Promise<void> {
  return applyMigrations(url, auditedTables(SERVER_MODULES));
}

/** The demo group, then every module's demo data, in the registry's order. */
export function seedProduct(
  db: Db,
  options: Omit<Parameters<typeof seedDemo>[1], 'steps'>,
): Promise<SeedSummary> {
  return seedDemo(db, {
    ...options,
    // The modules' steps write what the server will read: their settings too.
    config: options.config ?? loadProductConfig({}),
    steps: SERVER_MODULES.flatMap((module) => module.demoSeed ?? []),
  });
}

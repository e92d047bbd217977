import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { startEmbeddedDatabase } from './embedded/start-embedded.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of Db: what repo functions accept when they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** Connection string in use (the embedded one points at its loopback socket). */
  url: string;
  close(): Promise<void>;
}

// timestamptz and int8 come back as JS values the contract expects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens the database the configuration names: a PostgreSQL server with DATABASE_URL, else
 * PGlite in a child process under DATA_DIR. Both are reached the same way, with `pg`.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: {
    onBusy?: 'borrow' | 'refuse';
    poolSize?: number;
    onUnexpectedExit?: (code: number | null) => void;
  } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    return fromUrl(config.databaseUrl, 'postgres', options.poolSize ?? 10, async () => {});
  }
  const embedded = await startEmbeddedDatabase(
    config.dataDir,
    options.onBusy ?? 'refuse',
    options.onUnexpectedExit,
  );
  const url = `postgres://postgres@127.0.0.1:${embedded.port}/postgres`;
  // PGlite runs one query at a time whatever the pool; a few connections keep a slow
  // transaction from starving short reads at the socket.
  return fromUrl(url, 'embedded', options.poolSize ?? 4, () => embedded.stop());
}

function fromUrl(
  url: string,
  kind: Database['kind'],
  poolSize: number,
  stopServer: () => Promise<void>,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 10_000 });
  // An idle connection that breaks must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A connection killed while a transaction holds it between queries emits 'error' on the
  // client itself; unheard, node-postgres would crash the process. The query in flight (or the
  // next one) fails instead, and the transaction rolls back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    kind,
    url,
    async close() {
      await pool.end();
      await stopServer();
    },
  };
}

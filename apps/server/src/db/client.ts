import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { startEmbeddedDatabase, type EmbeddedOptions } from './embedded/start-embedded.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of Db: what repo functions accept when they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** Connection string in use (the embedded one points at its loopback port). */
  url: string;
  /** Closes the pool and, when this process manages the embedded cluster, stops it. Once. */
  close(): Promise<void>;
}

/** Where the database reports what it cannot answer a caller about (pino's shape). */
export interface DatabaseLogger {
  info(message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

const consoleLogger: DatabaseLogger = {
  info: (message) => console.log(message),
  warn: (details, message) => console.error(message, details.err ?? details),
};

// timestamptz and int8 come back as JS values the contract expects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens the database the configuration names: a PostgreSQL server with DATABASE_URL, else the
 * embedded PostgreSQL cluster under DATA_DIR (started, or adopted when still running). Both are
 * real PostgreSQL reached the same way, through `pg`.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: {
    onBusy?: EmbeddedOptions['onBusy'];
    poolSize?: number;
    onUnexpectedExit?: EmbeddedOptions['onUnexpectedExit'];
    logger?: DatabaseLogger;
  } = {},
): Promise<Database> {
  const logger = options.logger ?? consoleLogger;
  const poolSize = options.poolSize ?? 10;
  if (config.databaseUrl) {
    return fromUrl(config.databaseUrl, 'postgres', poolSize, logger, async () => {});
  }
  const embedded = await startEmbeddedDatabase(config.dataDir, {
    onBusy: options.onBusy ?? 'refuse',
    log: (message) => logger.info(message),
    ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
  });
  return fromUrl(embedded.url, 'embedded', poolSize, logger, () => embedded.stop());
}

function fromUrl(
  url: string,
  kind: Database['kind'],
  poolSize: number,
  logger: DatabaseLogger,
  stopServer: () => Promise<void>,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 10_000 });
  // A connection that breaks emits 'error' on its client (and, when idle, on the pool too);
  // unheard, node-postgres would crash the process. It is logged once, from the client: the
  // pool replaces an idle one, and a query in flight (or the next one) fails instead, rolling
  // its transaction back.
  // Once the database is closing, its connections ending under it is the plan, not news.
  let closing: Promise<void> | undefined;
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!closing) logger.warn({ err: error }, 'database connection failed');
    }),
  );
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    kind,
    url,
    close: () =>
      (closing ??= (async () => {
        try {
          await pool.end();
        } finally {
          await stopServer();
        }
      })()),
  };
}

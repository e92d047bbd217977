import { pino, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';
import { loadProductConfig } from './product.ts';
import { requestLogOptions } from './platform/core/http/request-log.ts';
import { ServerProcess } from './server-process.ts';

// Starts the whole product: database (the embedded PostgreSQL cluster unless DATABASE_URL),
// migrations, demo data on a new embedded database, the API under /api and the built console
// at /, and the job runner (scheduled sends, deliveries) unless JOBS_ENABLED=false. SIGTERM,
// SIGINT and SIGHUP stop it gracefully (server-process.ts).

let config: Config;
try {
  config = loadProductConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const log = pino(requestLogOptions(config.logLevel) as LoggerOptions);
const server = new ServerProcess(config, log);

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => void server.stop(signal));
}
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception');
  void server.stop('uncaught exception', 1);
});
process.on('unhandledRejection', (reason) => {
  log.fatal({ err: reason }, 'unhandled promise rejection');
  void server.stop('unhandled promise rejection', 1);
});

void server.start();

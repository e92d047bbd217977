import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { nonEmptySeedTables } from './db/seed/reset.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { serverJobRunner } from './platform/jobs/app-job-runner.ts';
import type { JobRunner } from './platform/jobs/job-runner.ts';

// Starts the whole product: database (embedded unless DATABASE_URL), migrations, demo data on
// an empty embedded database, the API under /api and the built console at /, and the job runner
// (scheduled sends, deliveries) unless JOBS_ENABLED=false.
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config, {
    onBusy: 'refuse',
    // Without its database the server can only fail requests: stop, and let the supervisor
    // (or the person at the terminal) start it again.
    onUnexpectedExit: (code) => {
      console.error(`The embedded database stopped unexpectedly (code ${code}); stopping.`);
      process.exit(1);
    },
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: stopping`);
    // A delivery in progress stops after its current batch and goes back to the queue.
    await jobs?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let jobs: JobRunner | undefined;
  try {
    await applyMigrations(database.url);
    if (database.kind === 'embedded' && config.seedOnStart) {
      // Only a wholly empty database gets the demo group: one where an operator already
      // created accounts (npm run admin) is theirs, and is left as it is.
      const filled = await nonEmptySeedTables(database.db);
      if (filled.length === 0) {
        console.log('Empty embedded database: seeding the demo group (a few seconds)…');
        const summary = await seedDemo(database.db, { size: 'demo' });
        console.log(
          `Seeded ${summary.branches} branches, ${summary.students} students, ` +
            `${summary.staff} staff in ${summary.elapsedMs} ms.`,
        );
      } else if (!filled.includes('branches')) {
        console.log(`Not seeding demo data: the database already holds ${filled.join(', ')}.`);
      }
    }
    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    if (config.jobs.enabled) {
      jobs = serverJobRunner(app.services, app.log.child({ component: 'jobs' }));
      jobs.start();
    }
    app.log.info(
      {
        startup_ms: Date.now() - startedAt,
        database: database.kind,
        jobs: jobs?.workerId ?? 'off',
      },
      `Console ready at http://${config.host}:${config.port}/ (API docs at /api/docs)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await app?.close().catch(() => {});
    await database.close();
    process.exit(1);
  }
}

void main();

import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateProduct, seedProduct } from './product.ts';
import { nonEmptySeedTables } from './db/seed/reset.ts';
import { serverJobRunner, serverRecurringJobs } from './platform/modules/app-job-runner.ts';
import { scheduleRecurringJobs } from './platform/core/jobs/recurring-jobs.ts';
import type { JobRunner } from './platform/core/jobs/job-runner.ts';
import { startModules, type StartedModules } from './platform/modules/module-lifecycle.ts';

/**
 * The server's life: start (database, migrations, the demo group on a new embedded database,
 * the modules' start hooks, the API and console, the job runner) and stop. A stop, asked by a signal at any moment,
 * ends the start where it is, stops accepting connections, lets the requests in flight and
 * the running job batch finish, and only then stops the database; past the deadline the
 * process exits with status 1 rather than hang.
 */
export class ServerProcess {
  private readonly startup = new AbortController();
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private database: Database | undefined;
  private app: FastifyInstance | undefined;
  private jobs: JobRunner | undefined;
  private modules: StartedModules | undefined;

  constructor(
    private readonly config: Config,
    private readonly log: Logger,
    private readonly exit: (code: number) => never = (code) => process.exit(code),
  ) {}

  start(): Promise<void> {
    this.starting ??= this.startSteps().catch((error: unknown) => {
      // A stop during the start aborts it on purpose; stop() reports and exits.
      if (this.startup.signal.aborted) return;
      this.log.fatal({ err: error }, `start failed: ${messageOf(error)}`);
      void this.stop('start failed', 1);
    });
    return this.starting;
  }

  stop(reason: string, exitCode = 0): Promise<void> {
    this.stopping ??= this.stopSteps(reason, exitCode);
    return this.stopping;
  }

  private async startSteps(): Promise<void> {
    const startedAt = Date.now();
    const { config, log } = this;
    const signal = this.startup.signal;
    this.database = await openDatabase(config, {
      onBusy: 'refuse',
      logger: log.child({ component: 'database' }),
      // Without its database the server can only fail requests: stop, and let the supervisor
      // (or the person at the terminal) start it again.
      onUnexpectedExit: (lastLogLines) => {
        log.error({ postgres_log: lastLogLines }, 'the embedded PostgreSQL stopped unexpectedly');
        void this.stop('database stopped', 1);
      },
    });
    signal.throwIfAborted();
    await migrateProduct(this.database.url);
    signal.throwIfAborted();
    if (this.database.kind === 'embedded' && config.seedOnStart) await this.seedIfEmpty(signal);
    signal.throwIfAborted();

    this.app = await buildApp({ config, database: this.database, loggerInstance: log });
    signal.throwIfAborted();
    // Before the API listens and the jobs run: what a module's requests and jobs need is there
    // (CCTV's demo recorders answer the first health check).
    this.modules = await startModules(this.app.services.modules, this.app.services, log);
    signal.throwIfAborted();
    await this.app.listen({ port: config.port, host: config.host });
    if (config.jobs.enabled) {
      await scheduleRecurringJobs(
        this.database.db,
        serverRecurringJobs(this.app.services),
        new Date(),
      );
      this.jobs = serverJobRunner(this.app.services, log.child({ component: 'jobs' }));
      this.app.services.jobRunner = this.jobs;
      this.jobs.start();
    }
    log.info(
      {
        startup_ms: Date.now() - startedAt,
        database: this.database.kind,
        jobs: this.jobs?.workerId ?? 'off',
      },
      `Console ready at http://${config.host}:${config.port}/ (API docs at /api/docs)`,
    );
  }

  /**
   * Only a wholly empty database gets the demo group: one where an operator already created
   * accounts (npm run admin) is theirs, and is left as it is. The seed is one transaction, so a
   * start stopped or killed while seeding leaves nothing behind and the next start seeds again.
   */
  private async seedIfEmpty(signal: AbortSignal): Promise<void> {
    const database = this.database!;
    const filled = await nonEmptySeedTables(database.db);
    if (filled.length > 0) {
      if (!filled.includes('branches')) {
        this.log.info({ tables: filled }, 'not seeding demo data: the database already holds rows');
      }
      return;
    }
    const size = this.config.seedSize;
    this.log.info({ size }, 'empty embedded database: seeding the demo group…');
    const summary = await seedProduct(database.db, { size, signal, config: this.config });
    this.log.info(
      {
        branches: summary.branches,
        students: summary.students,
        staff: summary.staff,
        seed_ms: summary.elapsedMs,
      },
      `seeded ${summary.branches} branches, ${summary.students} students, ${summary.staff} staff`,
    );
  }

  private async stopSteps(reason: string, exitCode: number): Promise<void> {
    const stopStartedAt = Date.now();
    const { log } = this;
    const deadline = setTimeout(() => {
      log.error(
        { reason, deadline_ms: this.config.shutdownTimeoutMs },
        'could not stop in time; exiting',
      );
      this.exit(1);
    }, this.config.shutdownTimeoutMs);
    deadline.unref();

    log.info({ reason }, 'stopping: finishing the requests in flight and the running job batch');
    this.startup.abort(new Error(`stopped during start-up (${reason})`));
    await this.starting;
    // Fastify stops accepting and waits for the requests in flight; a delivery stops after its
    // current batch and goes back to the queue. A kept-alive connection goes idle only when
    // its answer is out, after the one sweep of idle connections close() makes, so sweep until
    // the server has closed.
    const sweep = setInterval(() => this.app?.server.closeIdleConnections(), 100);
    const results = await Promise.allSettled([this.app?.close(), this.jobs?.stop()]);
    clearInterval(sweep);
    // After the requests and jobs that may be using what a module started (a simulated recorder).
    results.push(...(await Promise.allSettled([this.modules?.stop()])));
    for (const result of results) {
      if (result.status === 'rejected') log.error({ err: result.reason }, 'stopping failed');
    }
    const drainedAt = Date.now();
    try {
      await this.database?.close();
    } catch (error) {
      log.error({ err: error }, 'closing the database failed');
      exitCode = exitCode || 1;
    }
    clearTimeout(deadline);
    log.info(
      {
        reason,
        drain_ms: drainedAt - stopStartedAt,
        stop_ms: Date.now() - stopStartedAt,
        exit_code: exitCode,
      },
      'stopped',
    );
    this.exit(exitCode);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

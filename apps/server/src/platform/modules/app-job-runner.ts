import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { IMPORT_SECRET_PURPOSE, importJobHandlers } from '../kit/import/import-passes.ts';
import { importSweepJob } from '../kit/import/import-sweep.ts';
import type { ContentKind } from '../engines/content/content-kinds.ts';
import {
  contentDeliveryHandler,
  type DeliveryChannels,
} from '../engines/delivery/deliver-content.ts';
import { contentKindsOf } from './server-module.ts';
import { secretBox } from '../core/secrets/secret-box.ts';
import type { AppServices } from './services.ts';
import { recurringHandler, type RecurringJob } from '../core/jobs/recurring-jobs.ts';
import { retentionJob } from '../engines/delivery/retention.ts';
import type { KindHandler } from '../core/jobs/job-handler.ts';
import { JobRunner, type JobLog, type JobRunnerOptions } from '../core/jobs/job-runner.ts';

export interface AppJobRunnerOptions extends Omit<
  JobRunnerOptions,
  'handlers' | 'db' | 'pollMs' | 'leaseMs'
> {
  db: Db;
  channels: DeliveryChannels;
  batchSize: number;
  /** The messaging modules' kinds (their manifests'): the content delivery job serves them. */
  contentKinds: ReadonlyMap<string, ContentKind>;
  /** What a kind's pushes carry signed is signed with it (a poll's answer link). */
  signingSecret?: string;
  /** Nightly removal of old outbox and delivery rows; without it this runner leaves that job. */
  retention?: { days: number; cron: string };
  /** The modules' own job handlers (their manifests' `jobs`). */
  moduleJobs?: readonly KindHandler[];
  /** The modules' recurring jobs (their manifests' `recurringJobs`). */
  moduleRecurringJobs?: readonly RecurringJob[];
  pollMs: number;
  leaseMs: number;
}

/** The recurring jobs the platform runs (queued at start by scheduleRecurringJobs). */
export function platformRecurringJobs(db: Db, retention: { days: number; cron: string }) {
  return [retentionJob(db, retention)];
}

/**
 * A runner for every job kind the product has: the platform's (content delivery for the
 * messaging modules, retention) and those the module manifests bring, recurring ones included.
 */
export function appJobRunner(options: AppJobRunnerOptions): JobRunner {
  const {
    channels,
    batchSize,
    retention,
    contentKinds,
    moduleJobs,
    moduleRecurringJobs,
    signingSecret,
    ...runner
  } = options;
  const recurring = [
    ...(retention ? platformRecurringJobs(options.db, retention) : []),
    ...(moduleRecurringJobs ?? []),
  ];
  const handlers: KindHandler[] = [
    ...(moduleJobs ?? []),
    ...recurring.map((job) => recurringHandler(job)),
  ];
  if (contentKinds.size > 0) {
    handlers.push(
      contentDeliveryHandler({
        db: options.db,
        channels,
        batchSize,
        kinds: contentKinds,
        ...(signingSecret ? { signingSecret } : {}),
      }),
    );
  }
  return new JobRunner({ ...runner, handlers });
}

/** Where the sheets of imports are kept. */
const importsDir = (services: AppServices) => path.join(services.config.dataDir, 'imports');

/** Every recurring job of the server: the platform's and the modules'. */
export function serverRecurringJobs(services: AppServices): RecurringJob[] {
  return [
    ...platformRecurringJobs(services.db, services.config.retention),
    importSweepJob(services.db, importsDir(services)),
    ...services.modules.flatMap((module) => module.recurringJobs?.(services) ?? []),
  ];
}

/** The server's runner, configured from its settings, services and module manifests. */
export function serverJobRunner(services: AppServices, log?: JobLog): JobRunner {
  const { config, modules } = services;
  return appJobRunner({
    db: services.db,
    channels: { push: services.push, sms: services.sms },
    batchSize: config.delivery.batchSize,
    contentKinds: contentKindsOf(modules),
    signingSecret: services.signingSecret,
    retention: config.retention,
    moduleJobs: [
      // The sheet imports' passes (their importers are the modules').
      ...importJobHandlers({
        db: services.db,
        dir: importsDir(services),
        importers: services.importers,
        secrets: secretBox(services.signingSecret, IMPORT_SECRET_PURPOSE),
        ...(log ? { log } : {}),
      }),
      ...modules.flatMap((module) => module.jobs?.(services) ?? []),
    ],
    moduleRecurringJobs: [
      importSweepJob(services.db, importsDir(services)),
      ...modules.flatMap((module) => module.recurringJobs?.(services) ?? []),
    ],
    pollMs: config.jobs.pollMs,
    leaseMs: config.jobs.leaseSeconds * 1000,
    concurrency: config.jobs.concurrency,
    ...(log ? { log } : {}),
  });
}

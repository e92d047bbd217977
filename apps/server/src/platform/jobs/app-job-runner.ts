import type { Db } from '../../db/client.ts';
import { contentDeliveryHandler, type DeliveryChannels } from '../delivery/deliver-content.ts';
import { CONTENT_DELIVERY_JOB } from '../delivery/delivery-queue.ts';
import type { AppServices } from '../services.ts';
import { recurringHandler } from './recurring-jobs.ts';
import { retentionJob } from './retention.ts';
import { JobRunner, type JobLog, type JobRunnerOptions } from './job-runner.ts';

export interface AppJobRunnerOptions extends Omit<
  JobRunnerOptions,
  'handlers' | 'db' | 'pollMs' | 'leaseMs'
> {
  db: Db;
  channels: DeliveryChannels;
  batchSize: number;
  /** Nightly removal of old outbox and delivery rows; without it this runner leaves that job. */
  retention?: { days: number; cron: string };
  pollMs: number;
  leaseMs: number;
}

/** The recurring jobs the platform runs (queued at start by scheduleRecurringJobs). */
export function platformRecurringJobs(db: Db, retention: { days: number; cron: string }) {
  return [retentionJob(db, retention)];
}

/** A runner for every job kind the product has: content delivery and the recurring jobs. */
export function appJobRunner(options: AppJobRunnerOptions): JobRunner {
  const { channels, batchSize, retention, ...runner } = options;
  const recurring = retention ? platformRecurringJobs(options.db, retention) : [];
  return new JobRunner({
    ...runner,
    handlers: {
      [CONTENT_DELIVERY_JOB]: contentDeliveryHandler({ db: options.db, channels, batchSize }),
      ...Object.fromEntries(recurring.map((job) => [job.kind, recurringHandler(job)])),
    },
  });
}

/** The server's runner, configured from its settings and services. */
export function serverJobRunner(services: AppServices, log?: JobLog): JobRunner {
  const { config } = services;
  return appJobRunner({
    db: services.db,
    channels: { push: services.push, sms: services.sms },
    batchSize: config.delivery.batchSize,
    retention: config.retention,
    pollMs: config.jobs.pollMs,
    leaseMs: config.jobs.leaseSeconds * 1000,
    concurrency: config.jobs.concurrency,
    ...(log ? { log } : {}),
  });
}

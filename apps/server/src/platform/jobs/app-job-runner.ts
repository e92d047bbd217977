import type { Db } from '../../db/client.ts';
import { contentDeliveryHandler, type DeliveryChannels } from '../delivery/deliver-content.ts';
import { CONTENT_DELIVERY_JOB } from '../delivery/delivery-queue.ts';
import type { AppServices } from '../services.ts';
import { JobRunner, type JobLog, type JobRunnerOptions } from './job-runner.ts';

export interface AppJobRunnerOptions extends Omit<
  JobRunnerOptions,
  'handlers' | 'db' | 'pollMs' | 'leaseMs'
> {
  db: Db;
  channels: DeliveryChannels;
  batchSize: number;
  pollMs: number;
  leaseMs: number;
}

/** A runner for every job kind the product has (today: content delivery). */
export function appJobRunner(options: AppJobRunnerOptions): JobRunner {
  const { channels, batchSize, ...runner } = options;
  return new JobRunner({
    ...runner,
    handlers: {
      [CONTENT_DELIVERY_JOB]: contentDeliveryHandler({ db: options.db, channels, batchSize }),
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
    pollMs: config.jobs.pollMs,
    leaseMs: config.jobs.leaseSeconds * 1000,
    concurrency: config.jobs.concurrency,
    ...(log ? { log } : {}),
  });
}

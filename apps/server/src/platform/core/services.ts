import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { AuditedTableOf } from './audit/audited-tables.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { SmsSender } from './sms/sms-sender.ts';

/**
 * What routes and services share, built once in buildApp (app.services). The core's part is
 * here; each layer above adds what it brings by declaration merging (kit/kit-services.ts,
 * modules/services.ts), so no layer names one above it.
 */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  signingSecret: string;
  sms: SmsSender;
  /** Every audited table (platform's and manifests'), for item histories. */
  audited: readonly AuditedTableOf[];
  /** This process's job runner, once started (readiness reports whether it still turns). */
  jobRunner?: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { PushSender } from './adapters/push/push-sender.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { AuditedTableOf } from './audit/audited-tables.ts';
import type { ServerModule } from './modules/server-module.ts';
import type { AttachmentReader } from './media/attachment-readers.ts';

/** What routes and services share, built once in buildApp. */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  signingSecret: string;
  sms: SmsSender;
  push: PushSender;
  /** Every module's readers of attached files (their manifests' `attachmentReaders`). */
  attachmentReaders: readonly AttachmentReader[];
  /** Every module's manifest (the registry's), for what the platform runs on their behalf. */
  modules: readonly ServerModule[];
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

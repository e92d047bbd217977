import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { DemoSeedStep } from '../../db/seed/demo-seed-step.ts';
import type { AuditedTable } from '../core/audit/audited-tables.ts';
import type { ContentKind } from '../engines/content/content-kinds.ts';
import type { KindHandler } from '../core/jobs/job-handler.ts';
import type { RecurringJob } from '../core/jobs/recurring-jobs.ts';
import type { Importer } from '../kit/import/importer.ts';
import type { AppServices } from './services.ts';
import type { AttachmentReader } from '../kit/media/attachment-readers.ts';
import type { Searcher } from '../kit/search/searcher.ts';
import type { ModuleSettings } from './module-settings.ts';

/**
 * What a server module brings to the product. The registry (modules/registry.ts, generated
 * from the folders) collects every module's manifest; app.ts and the demo seed read only the
 * registry, so adding a module edits no shared file.
 */
export interface ServerModule {
  /** The module's folder name under src/modules. */
  id: string;
  /** Its routes, registered under /api. */
  routes?: FastifyPluginAsync;
  /**
   * Its settings: the environment variables under its prefixes, checked by its schema when the
   * configuration loads (defineModuleSettings); its code reads them with `settings.of(config)`.
   */
  settings?: ModuleSettings<unknown>;
  /**
   * Run by the server process after the migrations and the demo seed, before it listens and
   * before the job runner starts (buildApp runs none: tests start what they test). What it
   * answers is run at shutdown, after the requests and jobs in flight are done, in the reverse
   * order of the starts.
   */
  start?: (services: AppServices, log: FastifyBaseLogger) => Promise<ModuleStop | void>;
  /** Who may read a file because it is attached to one of this module's records. */
  attachmentReaders?: readonly AttachmentReader[];
  /**
   * Its step of the demo seed: it runs inside the seed's one transaction, after the
   * organisation, people and accounts exist, and answers what it wrote for the seed's log line.
   */
  demoSeed?: DemoSeedStep;
  /**
   * Its tables whose changes through the API go to the audit log (who, when, fields before
   * and after), and who may read an item's history.
   */
  audited?: readonly AuditedTable[];
  /** A messaging module's kind, which the content engine and its delivery job serve. */
  contentKind?: ContentKind;
  /** The job kinds it handles (handleJob), built once per runner from the app's services. */
  jobs?: (services: AppServices) => readonly KindHandler[];
  /** Its recurring jobs, queued at start (one run per schedule tick across processes). */
  recurringJobs?: (services: AppServices) => readonly RecurringJob[];
  /** What the console's one search finds in it (GET /search), within the caller's scope. */
  searchers?: readonly Searcher[];
  /** The sheets its records are imported from (POST /import/{kind}), built from the services. */
  importers?: (services: AppServices) => readonly Importer[];
}

/** Stops what a module's start hook started. */
export type ModuleStop = () => Promise<void>;

/** The messaging modules' kinds by key, from the manifests. */
export function contentKindsOf(modules: readonly ServerModule[]): ReadonlyMap<string, ContentKind> {
  return new Map(
    modules.flatMap((module) =>
      module.contentKind ? [[module.contentKind.key, module.contentKind] as const] : [],
    ),
  );
}

/** A module's manifest: the one thing its index.ts exports, as `manifest`. */
export function defineServerModule(manifest: ServerModule): ServerModule {
  return manifest;
}

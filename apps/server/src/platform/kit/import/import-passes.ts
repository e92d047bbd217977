import { ImportMessages } from '@console/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { handleJob, type JobContext, type KindHandler } from '../../core/jobs/job-handler.ts';
import { defineJob } from '../../core/jobs/job-kind.ts';
import { LeaseLostError } from '../../core/jobs/job-runner.ts';
import type { SecretBox } from '../../core/secrets/secret-box.ts';
import { CheckReport, checkRow } from './import-check.ts';
import { failureDetail } from './import-failure.ts';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits.ts';
import {
  findStoredImport,
  saveCheck,
  setProgress,
  setStatus,
  type StoredImport,
} from './import.repo.ts';
import { headerNames, ImportRefused, type Importer } from './importer.ts';
import {
  readSheet,
  SheetUnreadable,
  type ReadLimits,
  type ReadProgress,
  type SheetRow,
} from './sheet-rows.ts';

// The two passes over an import's sheet, each a job: the check (every row, errors by group)
// and the commit (every row again, written in one transaction: all or nothing). Both read the
// sheet as stored with the fixes sent from the browser laid over it (their secret cells opened
// here, only to be checked and handed to the importer), so the commit writes exactly what the
// check passed. Progress is written every so often, outside the commit's transaction, so the
// console can show it. Whatever goes wrong ends the import failed with a message staff can
// read; the log gets the cause, never a cell.

/** Both passes name the import they work on; they share its queue key, one pass at a time. */
const importPass = z.object({ importId: z.number().int() });
export const importCheckJob = defineJob('import.check', importPass);
export const importCommitJob = defineJob('import.commit', importPass);
export const importJobKey = (id: number) => `import:${id}`;

/** What an import's secret cells are sealed for in its fixes (platform/core/secrets/secret-box.ts). */
export const IMPORT_SECRET_PURPOSE = 'import.secret-cells';

/** Rows the commit hands the importer at a time. */
const COMMIT_BATCH = 1000;
/** How often progress is written, at most. */
const PROGRESS_EVERY_MS = 400;

export interface ImportLog {
  warn(details: object, message: string): void;
}

export interface ImportServices {
  db: Db;
  /** DATA_DIR/imports: where sheets are kept. */
  dir: string;
  importers: ReadonlyMap<string, Importer>;
  /** Seals the secret cells of fixes (IMPORT_SECRET_PURPOSE). */
  secrets: SecretBox;
  log?: ImportLog;
  /** The contract's limits unless given (tests). */
  limits?: Partial<ImportLimits>;
}

const limitsOf = (services: ImportServices): ImportLimits => ({
  ...IMPORT_LIMITS,
  ...services.limits,
});

/** The sheet's rows with the fixes laid over them, their secret cells opened. */
async function* fixedRows(
  rows: AsyncGenerator<SheetRow>,
  stored: StoredImport,
  importer: Importer,
  secrets: SecretBox,
) {
  const secret = new Set(importer.columns.filter((c) => c.secret).map((c) => c.key));
  for await (const row of rows) {
    const fix = stored.fixes[String(row.rowNumber)];
    if (!fix) {
      yield row;
      continue;
    }
    const cells = { ...row.cells };
    for (const [key, value] of Object.entries(fix)) {
      cells[key] = (secret.has(key) && value !== '' ? secrets.open(value) : value).trim();
    }
    yield { rowNumber: row.rowNumber, cells };
  }
}

function throttled(write: () => Promise<void>) {
  let last = Date.now();
  return async (force = false) => {
    if (!force && Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    await write();
  };
}

async function openPass(
  services: ImportServices,
  stored: StoredImport,
  progress: ReadProgress,
  limits: ReadLimits,
) {
  const importer = services.importers.get(stored.kind);
  if (!importer) throw new Error(`No importer "${stored.kind}".`);
  const sheet = await readSheet(
    path.join(services.dir, stored.storedAs),
    stored.format,
    headerNames(importer.columns),
    limits,
    progress,
  );
  return { importer, sheet, rows: fixedRows(sheet.rows, stored, importer, services.secrets) };
}

type CheckOutcome = Parameters<typeof saveCheck>[2];

const failedCheck = (message: string): CheckOutcome => ({
  totalRows: 0,
  errorRows: 0,
  groups: [],
  failedRows: [],
  message,
  failed: true,
});

/** Every row against its columns and the importer, within the check's time. */
async function checkSheet(
  services: ImportServices,
  stored: StoredImport,
  job: JobContext,
): Promise<CheckOutcome> {
  const limits = limitsOf(services);
  const progress: ReadProgress = { bytes: 0 };
  const deadline = Date.now() + limits.checkMs;
  const { importer, sheet, rows } = await openPass(services, stored, progress, {
    ...limits,
    deadline,
  });
  const report = new CheckReport(importer.columns, limits.maxCellChars);
  const lookup = await importer.lookup(services.db, stored.context);
  const tick = throttled(async () => {
    await job.heartbeat();
    await setProgress(services.db, stored.id, progress.bytes);
  });
  if (sheet.keys.length === 0) return failedCheck(ImportMessages.noKnownColumns);
  for await (const row of rows) {
    checkRow(importer, row, report, lookup, stored.context);
    await tick();
  }
  if (report.totalRows === 0) return failedCheck(ImportMessages.noRows);
  return {
    totalRows: report.totalRows,
    errorRows: report.errorRows,
    groups: report.groups(),
    failedRows: report.failedRows(),
    message: null,
    failed: false,
  };
}

/** What staff are told of a failure: its own words when it has some for them. */
const staffMessage = (error: unknown, otherwise: string) =>
  error instanceof ImportRefused || error instanceof SheetUnreadable ? error.message : otherwise;

/** The check: every row against its columns and the importer; the errors by group. */
export function importCheckHandler(services: ImportServices): KindHandler {
  return handleJob(importCheckJob, async (job) => {
    const id = job.payload.importId;
    const stored = await findStoredImport(services.db, id);
    if (!stored || stored.status !== 'checking') return;
    try {
      await saveCheck(services.db, id, await checkSheet(services, stored, job));
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      // Never "checking" for ever: the import fails, saying why in staff's words.
      services.log?.warn(
        { import_id: id, kind: stored.kind, failure: failureDetail(error) },
        'import check failed',
      );
      const message = staffMessage(error, ImportMessages.checkFailed);
      try {
        await saveCheck(services.db, id, failedCheck(message));
      } catch (saveError) {
        // The database is away: the job is tried again (the runner logs what is given here).
        throw new Error(
          `Import ${id} (${stored.kind}) not saved: ${JSON.stringify(failureDetail(saveError))}`,
        );
      }
    }
  });
}

/** The commit: every row written in one transaction, with the import's own status change. */
export function importCommitHandler(services: ImportServices): KindHandler {
  return handleJob(importCommitJob, async (job) => {
    const id = job.payload.importId;
    const stored = await findStoredImport(services.db, id);
    if (!stored || stored.status !== 'importing') return;
    const progress: ReadProgress = { bytes: 0 };
    try {
      const { importer, rows } = await openPass(services, stored, progress, limitsOf(services));
      await services.db.transaction(async (tx) => {
        // The records are the uploader's changes: the audit log names them and this import, for
        // this transaction only (a job has no request to name).
        const actor = JSON.stringify({
          user_id: stored.userId,
          request: `import ${id}`,
          request_id: `import ${id}`,
        });
        await tx.execute(sql`SELECT set_config('audit.actor', ${actor}, true)`);
        const lookup = await importer.lookup(tx, stored.context);
        const report = new CheckReport(importer.columns, limitsOf(services).maxCellChars);
        let batch: unknown[] = [];
        let total = 0;
        const flush = async () => {
          total += await importer.commit(tx, batch, lookup, stored.context);
          batch = [];
          await job.heartbeat();
          await setProgress(services.db, id, total);
        };
        for await (const row of rows) {
          const record = checkRow(importer, row, report, lookup, stored.context);
          if (record === undefined) {
            // Something changed since the check (a branch closed, a recorder added): nothing
            // is written, and the import says which row and why.
            const [failed] = report.failedRows();
            const why = failed ? Object.values(failed.errors).flat().join(' ') : '';
            throw new ImportRefused(`Row ${row.rowNumber}: ${why}`);
          }
          batch.push(record);
          if (batch.length >= COMMIT_BATCH) await flush();
        }
        if (batch.length > 0) await flush();
        await setStatus(tx, id, 'imported', { importedRows: total, message: null });
      });
      // Imported: the sheet is not read again.
      await fs.promises.rm(path.join(services.dir, stored.storedAs), { force: true });
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      // A reason staff can act on fails the import at once; anything else is tried again (the
      // transaction left nothing behind) until the job's last attempt fails it too.
      const final =
        error instanceof ImportRefused ||
        error instanceof SheetUnreadable ||
        job.job.attempts >= job.job.maxAttempts;
      const failure = failureDetail(error);
      if (final) {
        await setStatus(services.db, id, 'failed', {
          message: staffMessage(error, ImportMessages.commitFailed),
        });
      }
      if (error instanceof ImportRefused || error instanceof SheetUnreadable) {
        services.log?.warn({ import_id: id, kind: stored.kind, failure }, 'import commit refused');
        return;
      }
      // The runner logs and keeps this error: it says what failed, never the query's values.
      throw new Error(`Import ${id} (${stored.kind}) not written: ${JSON.stringify(failure)}`);
    }
  });
}

export function importJobHandlers(services: ImportServices): KindHandler[] {
  return [importCheckHandler(services), importCommitHandler(services)];
}

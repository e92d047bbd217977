import { IMPORT_MAX_ROWS, ImportMessages } from '@console/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import type { JobContext, JobHandler } from '../jobs/job-runner.ts';
import { CheckReport, checkRow } from './import-check.ts';
import {
  findStoredImport,
  saveCheck,
  setProgress,
  setStatus,
  type StoredImport,
} from './import.repo.ts';
import type { Importer } from './importer.ts';
import { readSheet, type ReadProgress, type SheetRow } from './sheet-rows.ts';

// The two passes over an import's sheet, each a job: the check (every row, errors by group)
// and the commit (every row again, written in one transaction: all or nothing). Both read the
// sheet as stored with the fixes sent from the browser laid over it, so the commit writes
// exactly what the check passed. Progress is written every so often, outside the commit's
// transaction, so the console can show it.

export const IMPORT_CHECK_JOB = 'import.check';
export const IMPORT_COMMIT_JOB = 'import.commit';
export const importJobKey = (id: number) => `import:${id}`;

/** Rows the commit hands the importer at a time. */
const COMMIT_BATCH = 1000;
/** How often progress is written, at most. */
const PROGRESS_EVERY_MS = 400;

export interface ImportServices {
  db: Db;
  /** DATA_DIR/imports: where sheets are kept. */
  dir: string;
  importers: ReadonlyMap<string, Importer>;
}

/** The sheet's rows with the fixes laid over them. */
async function* fixedRows(rows: AsyncGenerator<SheetRow>, stored: StoredImport) {
  for await (const row of rows) {
    const fix = stored.fixes[String(row.rowNumber)];
    yield fix ? { rowNumber: row.rowNumber, cells: { ...row.cells, ...trimmed(fix) } } : row;
  }
}

const trimmed = (cells: Record<string, string>) =>
  Object.fromEntries(Object.entries(cells).map(([key, value]) => [key, value.trim()]));

function throttled(write: () => Promise<void>) {
  let last = Date.now();
  return async (force = false) => {
    if (!force && Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    await write();
  };
}

async function openPass(services: ImportServices, stored: StoredImport, progress: ReadProgress) {
  const importer = services.importers.get(stored.kind);
  if (!importer) throw new Error(`No importer "${stored.kind}".`);
  const sheet = await readSheet(
    path.join(services.dir, stored.storedAs),
    stored.format,
    importer.columns.map((column) => column.key),
    progress,
  );
  return { importer, sheet };
}

/** The check: every row against its columns and the importer; the errors by group. */
export function importCheckHandler(services: ImportServices): JobHandler {
  return async (job: JobContext) => {
    const id = Number(job.job.payload.importId);
    const stored = await findStoredImport(services.db, id);
    if (!stored || stored.status !== 'checking') return;
    const progress: ReadProgress = { bytes: 0 };
    let outcome: Parameters<typeof saveCheck>[2];
    try {
      const { importer, sheet } = await openPass(services, stored, progress);
      const report = new CheckReport();
      const lookup = await importer.lookup(services.db, stored.context);
      const tick = throttled(async () => {
        await job.heartbeat();
        await setProgress(services.db, id, progress.bytes);
      });
      let tooMany = false;
      if (sheet.keys.length > 0) {
        for await (const row of fixedRows(sheet.rows, stored)) {
          if (report.totalRows >= IMPORT_MAX_ROWS) {
            tooMany = true;
            break;
          }
          checkRow(importer, row, report, lookup, stored.context);
          await tick();
        }
      }
      const message =
        sheet.keys.length === 0
          ? ImportMessages.noKnownColumns
          : tooMany
            ? ImportMessages.tooManyRows
            : report.totalRows === 0
              ? ImportMessages.noRows
              : null;
      outcome = {
        totalRows: report.totalRows,
        errorRows: report.errorRows,
        groups: report.groups(),
        failedRows: report.failedRows(),
        message,
        failed: message !== null,
      };
    } catch (error) {
      // A sheet that cannot be read (a broken workbook) is the uploader's problem, not a
      // retry's: the import fails with the reason.
      outcome = {
        totalRows: 0,
        errorRows: 0,
        groups: [],
        failedRows: [],
        message: `The sheet could not be read: ${(error as Error).message}`,
        failed: true,
      };
    }
    await saveCheck(services.db, id, outcome);
  };
}

/** The commit: every row written in one transaction, with the import's own status change. */
export function importCommitHandler(services: ImportServices): JobHandler {
  return async (job: JobContext) => {
    const id = Number(job.job.payload.importId);
    const stored = await findStoredImport(services.db, id);
    if (!stored || stored.status !== 'importing') return;
    const progress: ReadProgress = { bytes: 0 };
    try {
      const { importer, sheet } = await openPass(services, stored, progress);
      await services.db.transaction(async (tx) => {
        // The records are the uploader's changes: the audit log names them and this import, for
        // this transaction only (a job has no request to name).
        const actor = JSON.stringify({ user_id: stored.userId, request: `import ${id}` });
        await tx.execute(sql`SELECT set_config('audit.actor', ${actor}, true)`);
        const lookup = await importer.lookup(tx, stored.context);
        const report = new CheckReport();
        let batch: unknown[] = [];
        let total = 0;
        const flush = async () => {
          total += await importer.commit(tx, batch, lookup, stored.context);
          batch = [];
          await job.heartbeat();
          await setProgress(services.db, id, total);
        };
        for await (const row of fixedRows(sheet.rows, stored)) {
          const record = checkRow(importer, row, report, lookup, stored.context);
          if (record === undefined) {
            // Something changed since the check (a branch closed, a recorder added): nothing
            // is written, and the import says which row and why.
            const [failed] = report.failedRows();
            const why = failed ? Object.values(failed.errors).flat().join(' ') : '';
            throw new ImportRowError(`Row ${row.rowNumber}: ${why}`);
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
      // A row that no longer passes fails the import at once; anything else is tried again
      // (the transaction left nothing behind) until the job's last attempt fails it too.
      const rowError = error instanceof ImportRowError;
      if (rowError || job.job.attempts >= job.job.maxAttempts) {
        const message = rowError
          ? error.message
          : `The import stopped: ${(error as Error).message}. Nothing was imported.`;
        await setStatus(services.db, id, 'failed', { message });
      }
      if (!rowError) throw error;
    }
  };
}

/** A row that no longer passes at commit time: the import fails, nothing is written. */
class ImportRowError extends Error {}

export function importJobHandlers(services: ImportServices): Record<string, JobHandler> {
  return {
    [IMPORT_CHECK_JOB]: importCheckHandler(services),
    [IMPORT_COMMIT_JOB]: importCommitHandler(services),
  };
}

import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_FIXED_ROWS,
  ImportMessages,
  Messages,
  type ImportFixBody,
  type ImportRow,
} from '@console/contract';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isAllowed } from '../../core/access/route-access.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unprocessable,
} from '../../core/http/http-error.ts';
import type { RequestContext } from '../../core/http/request-context.ts';
import { enqueueJob } from '../../core/jobs/job-queue.repo.ts';
import { discardStaged, stageUpload } from '../media/media-staging.ts';
import {
  findStoredImport,
  importTotalRows,
  insertImport,
  readImport,
  setFixes,
  setProgress,
  setStatus,
} from './import.repo.ts';
import {
  importCheckJob,
  importCommitJob,
  importJobKey,
  type ImportServices,
} from './import-passes.ts';
import type { SheetFormat } from './sheet-rows.ts';
import { storable } from './shown-cells.ts';

// The import calls' rules: who may import (the importer's permission, its module's rule for
// callers and its own context check), what a sheet must be, what may be fixed, and the states an
// import moves through (checking → checked → importing → imported, or failed; a fix sends it
// back to checking).

/**
 * The importer of a kind the caller may use, on every import call of it (the template's too):
 * 404 for a kind that does not exist, 403 without its permission, and what its module answers
 * a caller its rule keeps out.
 */
export async function importerFor(services: ImportServices, caller: RequestContext, kind: string) {
  const importer = services.importers.get(kind);
  if (!importer) throw notFound(ImportMessages.unknownKind);
  if (!isAllowed(caller.auth, importer.access)) throw forbidden(Messages.forbidden);
  await importer.authorise(caller);
  return importer;
}

/** An import of the caller's, with its importer (which they must still be allowed). */
async function ownImport(services: ImportServices, caller: RequestContext, id: number) {
  const stored = await findStoredImport(services.db, id, { userId: caller.auth.userId });
  if (!stored) throw notFound(ImportMessages.notFound);
  return { stored, importer: await importerFor(services, caller, stored.kind) };
}

export async function readOwnImport(
  services: ImportServices,
  caller: RequestContext,
  id: number,
): Promise<ImportRow> {
  const { importer } = await ownImport(services, caller, id);
  return (await readImport(services.db, importer, id))!;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Receives the form's one sheet into DATA_DIR/imports; refuses anything else, keeping nothing. */
async function receiveSheet(
  request: FastifyRequest,
  dir: string,
): Promise<{ fileName: string; storedAs: string; format: SheetFormat; bytes: number }> {
  if (!request.isMultipart()) throw unprocessable(Messages.mediaFileMissing);
  await fs.promises.mkdir(dir, { recursive: true });
  let received:
    { fileName: string; stagedPath: string; format: SheetFormat; bytes: number } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const extension = path.extname(part.filename ?? '').toLowerCase();
      const format = extension === '.csv' ? 'csv' : extension === '.xlsx' ? 'xlsx' : null;
      if (!format) {
        part.file.resume();
        throw unprocessable(ImportMessages.notASheet);
      }
      const staged = await stageUpload(path.join(dir, '.incoming'), part.file);
      received = {
        fileName: storable(path.basename(part.filename)).slice(0, 200),
        stagedPath: staged.path,
        format,
        bytes: staged.size,
      };
      if (part.file.truncated) throw new HttpError(413, Messages.fileTooLarge);
    }
  } catch (error) {
    if (received) await discardStaged(received.stagedPath);
    if (error instanceof HttpError || (error as { syscall?: unknown }).syscall) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw unprocessable(Messages.mediaFileMissing);
    }
    throw badRequest('The form is not well formed.');
  }
  if (!received) throw unprocessable(Messages.mediaFileMissing);
  if (received.format === 'xlsx') {
    const head = Buffer.alloc(4);
    const handle = await fs.promises.open(received.stagedPath, 'r');
    await handle.read(head, 0, 4, 0).finally(() => handle.close());
    if (!head.equals(ZIP_SIGNATURE)) {
      await discardStaged(received.stagedPath);
      throw unprocessable(ImportMessages.notAnXlsx);
    }
  }
  const storedAs = `${randomUUID()}.${received.format}`;
  await fs.promises.rename(received.stagedPath, path.join(dir, storedAs));
  return { fileName: received.fileName, storedAs, format: received.format, bytes: received.bytes };
}

/** POST /import/{kind}: keeps the sheet and starts its check. */
export async function startImport(
  services: ImportServices,
  caller: RequestContext,
  kind: string,
  query: Record<string, string>,
  request: FastifyRequest,
): Promise<ImportRow> {
  const importer = await importerFor(services, caller, kind);
  // The context first: a caller who may not import here never gets to upload.
  const context = await importer.context(caller, query);
  const sheet = await receiveSheet(request, services.dir);
  const id = await services.db.transaction(async (tx) => {
    const created = await insertImport(tx, {
      kind,
      userId: caller.auth.userId,
      context,
      fileName: sheet.fileName,
      storedAs: sheet.storedAs,
      format: sheet.format,
      fileBytes: sheet.bytes,
    });
    await enqueueJob(tx, importCheckJob, importJobKey(created), { importId: created });
    return created;
  });
  return (await readImport(services.db, importer, id))!;
}

/**
 * PUT /import/{id}/rows: fixed cells of rows with errors, laid over the fixes sent before cell by
 * cell (a cell not sent keeps its fix: a secret one stays sealed); the sheet is checked again.
 */
export async function fixImportRows(
  services: ImportServices,
  caller: RequestContext,
  id: number,
  body: ImportFixBody,
): Promise<ImportRow> {
  const { importer } = await ownImport(services, caller, id);
  const keys = new Set(importer.columns.map((column) => column.key));
  const secret = new Set(importer.columns.filter((c) => c.secret).map((c) => c.key));
  await services.db.transaction(async (tx) => {
    const stored = (await findStoredImport(tx, id, { lock: true }))!;
    if (stored.status === 'imported' || stored.status === 'importing') {
      throw conflict(ImportMessages.alreadyImported);
    }
    if (stored.status === 'checking') throw conflict(ImportMessages.stillChecking);
    // Only a row the check failed, or one fixed before (a fix may be corrected).
    const fixable = new Set([...stored.failedRowNumbers.map(String), ...Object.keys(stored.fixes)]);
    const fixes = { ...stored.fixes };
    for (const row of body.rows) {
      const rowNumber = String(row.row_number);
      if (!fixable.has(rowNumber)) throw unprocessable(ImportMessages.notAFailedRow);
      const cells = { ...fixes[rowNumber] };
      for (const [key, value] of Object.entries(row.cells)) {
        if (!keys.has(key)) continue;
        cells[key] = secret.has(key) && value !== '' ? services.secrets.seal(value) : value;
      }
      fixes[rowNumber] = cells;
    }
    if (Object.keys(fixes).length > IMPORT_MAX_FIXED_ROWS) {
      throw unprocessable(ImportMessages.tooManyFixes);
    }
    await setFixes(tx, id, fixes);
    await enqueueJob(tx, importCheckJob, importJobKey(id), { importId: id });
  });
  return (await readImport(services.db, importer, id))!;
}

/** POST /import/{id}/commit: every row, in one transaction, in a job. */
export async function commitImport(
  services: ImportServices,
  caller: RequestContext,
  id: number,
): Promise<ImportRow> {
  const { importer } = await ownImport(services, caller, id);
  await services.db.transaction(async (tx) => {
    const stored = (await findStoredImport(tx, id, { lock: true }))!;
    if (stored.status === 'imported' || stored.status === 'importing') {
      throw conflict(ImportMessages.alreadyImported);
    }
    if (stored.status === 'checking') throw conflict(ImportMessages.stillChecking);
    if (stored.status === 'failed' || stored.errorRows > 0)
      throw conflict(ImportMessages.hasErrors);
    await setStatus(tx, id, 'importing', { message: null });
    await setProgress(tx, id, 0, await importTotalRows(tx, id));
    await enqueueJob(tx, importCommitJob, importJobKey(id), { importId: id });
  });
  return (await readImport(services.db, importer, id))!;
}

/** An upload larger than this is cut short by the form parser (413). */
export const IMPORT_FILE_LIMIT = IMPORT_MAX_BYTES;

import type { ImportErrorGroup, ImportFailedRow, ImportRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { isoTimestamp } from '../lists/list-query.ts';
import { columnOptions, filledColumns, type Importer } from './importer.ts';
import { storable } from './shown-cells.ts';

// The imports table's SQL. An import is its uploader's: another user's is answered 404.

/** What the jobs need of an import beyond its answer. */
export type StoredImport = {
  id: number;
  kind: string;
  userId: number;
  context: unknown;
  storedAs: string;
  format: 'csv' | 'xlsx';
  status: string;
  errorRows: number;
  /** Fixed cells by row number; a secret column's sealed. */
  fixes: Record<string, Record<string, string>>;
  /** The row numbers of the failed rows kept for fixing. */
  failedRowNumbers: number[];
};

/** JSON for a jsonb column, with any text PostgreSQL cannot keep (a NUL) replaced. */
const jsonb = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' ? storable(inner) : inner,
  );

export async function insertImport(
  db: DbOrTx,
  values: {
    kind: string;
    userId: number;
    context: unknown;
    fileName: string;
    storedAs: string;
    format: string;
    fileBytes: number;
  },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO imports (kind, user_id, context, file_name, stored_as, format, progress_total)
    VALUES (${values.kind}, ${values.userId}, ${JSON.stringify(values.context)}::jsonb,
      ${values.fileName}, ${values.storedAs}, ${values.format}, ${values.fileBytes})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function findStoredImport(
  db: DbOrTx,
  id: number,
  options: { userId?: number; lock?: boolean } = {},
): Promise<StoredImport | undefined> {
  const result = await db.execute<StoredImport>(sql`
    SELECT id, kind, user_id AS "userId", context, stored_as AS "storedAs", format, status,
      error_rows AS "errorRows", fixes,
      ARRAY(SELECT (failed ->> 'row_number')::int FROM jsonb_array_elements(failed_rows) failed)
        AS "failedRowNumbers"
    FROM imports
    WHERE id = ${id} ${options.userId === undefined ? sql`` : sql`AND user_id = ${options.userId}`}
    ${options.lock ? sql`FOR UPDATE` : sql``}`);
  return result.rows[0];
}

/** The answer of GET /import/{id}, with the importer's columns. */
export async function readImport(
  db: DbOrTx,
  importer: Importer,
  id: number,
): Promise<ImportRow | undefined> {
  const result = await db.execute<Omit<ImportRow, 'title' | 'columns'>>(sql`
    SELECT id, kind, file_name, status, progress_done, progress_total, total_rows, error_rows,
      groups, failed_rows,
      (SELECT count(*)::int FROM jsonb_object_keys(fixes)) AS fixed_rows,
      imported_rows, message,
      ${isoTimestamp(sql`created_at`)} AS created_at, ${isoTimestamp(sql`updated_at`)} AS updated_at
    FROM imports WHERE id = ${id}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    ...row,
    progress_done: Number(row.progress_done),
    progress_total: Number(row.progress_total),
    title: importer.title,
    title_one: importer.titleOne,
    columns: filledColumns(importer.columns).map((column) => ({
      key: column.key,
      label: column.label ?? column.key,
      options: columnOptions(column) ? [...columnOptions(column)!] : null,
      required: column.required ?? false,
      type: column.type ?? 'text',
      accepted: column.accepted ? [...column.accepted] : null,
      secret: column.secret ?? false,
    })),
  };
}

export async function setProgress(db: DbOrTx, id: number, done: number, total?: number) {
  await db.execute(sql`
    UPDATE imports SET progress_done = ${done},
      progress_total = ${total === undefined ? sql`progress_total` : sql`${total}`},
      updated_at = now()
    WHERE id = ${id}`);
}

/** A check's outcome; only if the fixes it read are still the import's (else another runs). */
export async function saveCheck(
  db: DbOrTx,
  id: number,
  outcome: {
    totalRows: number;
    errorRows: number;
    groups: ImportErrorGroup[];
    failedRows: ImportFailedRow[];
    message: string | null;
    failed: boolean;
  },
): Promise<void> {
  await db.execute(sql`
    UPDATE imports SET
      status = ${outcome.failed ? 'failed' : 'checked'},
      total_rows = ${outcome.totalRows}, error_rows = ${outcome.errorRows},
      groups = ${jsonb(outcome.groups)}::jsonb,
      failed_rows = ${jsonb(outcome.failedRows)}::jsonb,
      message = ${outcome.message}, progress_done = progress_total, updated_at = now()
    WHERE id = ${id} AND status = 'checking'`);
}

export async function setStatus(
  db: DbOrTx,
  id: number,
  status: string,
  extra: { message?: string | null; importedRows?: number } = {},
) {
  // Once imported, the fixes (sealed secrets among them) have served: they are not kept.
  await db.execute(sql`
    UPDATE imports SET status = ${status},
      message = ${extra.message === undefined ? sql`message` : sql`${extra.message}`},
      imported_rows = ${extra.importedRows === undefined ? sql`imported_rows` : sql`${extra.importedRows}`},
      fixes = ${status === 'imported' ? sql`'{}'::jsonb` : sql`fixes`},
      updated_at = now()
    WHERE id = ${id}`);
}

/** The import's fixed cells (by row number, all of them) from now on; it is checked again. */
export async function setFixes(
  db: DbOrTx,
  id: number,
  fixes: Record<string, Record<string, string>>,
): Promise<void> {
  await db.execute(sql`
    UPDATE imports SET fixes = ${jsonb(fixes)}::jsonb, status = 'checking',
      progress_done = 0, message = NULL, updated_at = now()
    WHERE id = ${id}`);
}

export async function importTotalRows(db: DbOrTx, id: number): Promise<number> {
  const result = await db.execute<{ total_rows: number }>(
    sql`SELECT total_rows FROM imports WHERE id = ${id}`,
  );
  return result.rows[0]?.total_rows ?? 0;
}

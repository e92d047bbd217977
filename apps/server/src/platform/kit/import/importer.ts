import type { Permission } from '@console/contract';
import type { DbOrTx } from '../../../db/client.ts';
import type { RequestContext } from '../../core/http/request-context.ts';

// What a module brings to import its records from a sheet (a manifest's `importers`): the
// columns with the checks the documents' groups name (001 §5), how a row becomes its record,
// and how a batch of records is written inside the commit's transaction.

export interface ImportColumn {
  /** The documents' key: still read from a sheet's header, and the column's name in the API. */
  key: string;
  /**
   * The header people read in the template and the fix grid ("Branch", not
   * master_branch_name); a sheet's header may name the column by either (issue 25).
   */
  label?: string;
  required?: boolean;
  /** 'Incorrect data type in:' when a cell is not of its type (default text). */
  type?: 'text' | 'integer' | 'boolean';
  format?: 'email' | 'mobile' | 'employee_number';
  /** 'Values not in accepted list for:' unless the cell is one of these (any case). */
  accepted?: readonly string[];
  /** 'Duplicate fields:' when two rows of the sheet hold the same value. */
  unique?: boolean;
  /**
   * The choices offered: a dropdown in the template's column (data validation) and a select in
   * the fix grid. Defaults to `accepted`; a boolean column offers Yes and No.
   */
  options?: readonly string[];
  /**
   * Numbered by the server (a recorder's Sl. No.): left out of the template and the fix grid, and
   * a sheet's cell, still read under the documents' key, is not used.
   */
  assigned?: boolean;
  /**
   * A secret (a recorder's password): never answered (a failed row says only whether it is
   * set), never logged, kept sealed in the import's fixes and never in its failed rows; opened
   * only to hand the importer its value.
   */
  secret?: boolean;
}

/** An error of one cell that only the importer can see (a branch that does not exist). */
export interface CustomError {
  column: string;
  message: string;
}

export type RowResult<Row> = { row: Row } | { errors: readonly CustomError[] };

/**
 * An importer. `Context` is what the upload fixed (the caller's branches, the recorder a camera
 * sheet is for): JSON, kept with the import, since the checks and the commit run in jobs.
 * `Lookup` is what a pass loads once (the branches by name) to check each row without a query.
 */
export interface Importer<Row = unknown, Context = unknown, Lookup = unknown> {
  /** The path's kind: POST /import/{kind}. */
  kind: string;
  /** What the rows are, for the console's words ('recorders'). */
  title: string;
  /** What one row is ('recorder'), for "1 recorder ready to import". */
  titleOne: string;
  /** The permission every import call of this kind needs (the template's too). */
  access: Permission;
  /**
   * The importer's module's own rule for its callers, asked with `access` on every import call
   * of this kind (a module kept to listed users: CCTV). Throws 403 or 404 as the module's own
   * calls answer; resolves for everyone else.
   */
  authorise(caller: RequestContext): Promise<void>;
  columns: readonly ImportColumn[];
  /** A filled-in row for the template, by key. */
  example?: Readonly<Record<string, string>>;
  /**
   * Checks the caller may import here (403 or 404 otherwise) and answers the context, from the
   * upload's query.
   */
  context(caller: RequestContext, query: Record<string, string>): Promise<Context>;
  lookup(db: DbOrTx, context: Context): Promise<Lookup>;
  /** A row's cells (every column already passed its own checks) as a record, or why not. */
  toRow(cells: Record<string, string>, lookup: Lookup, context: Context): RowResult<Row>;
  /**
   * Writes records in the commit's transaction; answers how many it wrote. Throws ImportRefused
   * when the import cannot go on for a reason staff can act on.
   */
  commit(tx: DbOrTx, rows: readonly Row[], lookup: Lookup, context: Context): Promise<number>;
}

/**
 * An import that cannot go on, for a reason in staff's words (its message): the pass ends the
 * import failed with it at once, without trying again.
 */
export class ImportRefused extends Error {}

/** An importer typed by its own rows, kept in a list of importers of any rows. */
export function defineImporter<Row, Context, Lookup>(
  importer: Importer<Row, Context, Lookup>,
): Importer {
  return importer as unknown as Importer;
}

const BOOLEAN_WORDS = new Map([
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
  ['yes', true],
  ['no', false],
]);

/** A boolean cell's value ('1', 'true', 'yes' …); undefined when it is not one. */
export const booleanCell = (text: string): boolean | undefined =>
  BOOLEAN_WORDS.get(text.trim().toLowerCase());

/** The choices a column offers (see ImportColumn.options), or null for free entry. */
export const columnOptions = (column: ImportColumn): readonly string[] | null =>
  column.options ?? column.accepted ?? (column.type === 'boolean' ? ['Yes', 'No'] : null);

/** The columns a person fills in, in the importer's order (assigned ones left out). */
export const filledColumns = (columns: readonly ImportColumn[]): ImportColumn[] =>
  columns.filter((column) => !column.assigned);

/** Header words (trimmed, lower case) to keys: each column's key and its label. */
export function headerNames(columns: readonly ImportColumn[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const column of columns) {
    names.set(column.key.toLowerCase(), column.key);
    if (column.label) names.set(column.label.trim().toLowerCase(), column.key);
  }
  return names;
}

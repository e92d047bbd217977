import {
  EMPLOYEE_NUMBER_PATTERN,
  IMPORT_ERROR_GROUPS,
  IMPORT_FIXABLE_ROWS,
  IMPORT_LISTED_ROWS,
  IMPORT_MAX_CELL_CHARS,
  MOBILE_PATTERN,
  holdsUnstorableText,
  type ImportErrorGroup,
  type ImportErrorGroupCode,
  type ImportFailedRow,
} from '@console/contract';
import { booleanCell, type Importer, type ImportColumn } from './importer.ts';
import { shownCells, shortened } from './shown-cells.ts';
import type { SheetRow } from './sheet-rows.ts';

// One pass of checks over a sheet's rows: each cell against its column (required, type,
// format, accepted values), the unique columns across the sheet, then the importer's own
// checks of the row. Errors are kept by the documents' groups (001 §5), by column, with row
// numbers; the failed rows (a first few hundred) with their cells as they may be shown (no
// secret, long ones cut), for fixing in the browser.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CellError {
  group: ImportErrorGroupCode;
  column: string;
  message: string;
}

/** The column checks of one cell; none when it passes. */
export function checkCell(
  column: ImportColumn,
  text: string,
  maxChars = IMPORT_MAX_CELL_CHARS,
): CellError | undefined {
  const error = (group: ImportErrorGroupCode, message: string): CellError => ({
    group,
    column: column.key,
    message,
  });
  // What no column can take comes first: text PostgreSQL cannot keep, or too much of it.
  if (holdsUnstorableText(text)) {
    return error('type_mismatch', `${column.key} holds a control character (such as a null byte).`);
  }
  if (text.length > maxChars) {
    return error(
      'type_mismatch',
      `${column.key} is longer than ${maxChars.toLocaleString('en-IN')} characters.`,
    );
  }
  if (text === '') {
    return column.required ? error('required', `${column.key} is required.`) : undefined;
  }
  if (column.type === 'integer' && !/^-?\d{1,15}$/.test(text)) {
    return error('type_mismatch', `${column.key} must be a whole number.`);
  }
  if (column.type === 'boolean' && booleanCell(text) === undefined) {
    return error('type_mismatch', `${column.key} must be 1 or 0.`);
  }
  if (column.format === 'email' && !EMAIL_PATTERN.test(text)) {
    return error('email', `${column.key} is not an email address.`);
  }
  if (column.format === 'mobile' && !MOBILE_PATTERN.test(text)) {
    return error('mobile_number', `${column.key} must be a 10-digit mobile number.`);
  }
  if (column.format === 'employee_number' && !EMPLOYEE_NUMBER_PATTERN.test(text)) {
    return error('employee_number', `${column.key} must be a 7 to 9 digit employee number.`);
  }
  if (
    column.accepted &&
    !column.accepted.some((value) => value.toLowerCase() === text.toLowerCase())
  ) {
    return error('accepted_values', `${column.key} must be one of ${column.accepted.join(', ')}.`);
  }
  return undefined;
}

/** The errors of a pass, by group and column, and the failed rows kept for fixing. */
export class CheckReport {
  totalRows = 0;
  errorRows = 0;
  private readonly byGroup = new Map<ImportErrorGroupCode, Map<string, number[]>>();
  private readonly failed = new Map<number, ImportFailedRow>();
  /** The first row of each unique column's values (lower case), by column. */
  private readonly seen = new Map<string, Map<string, number>>();

  constructor(
    private readonly columns: readonly ImportColumn[],
    readonly maxCellChars = IMPORT_MAX_CELL_CHARS,
  ) {}

  note(row: SheetRow, error: CellError): void {
    const columns = this.byGroup.get(error.group) ?? new Map<string, number[]>();
    this.byGroup.set(error.group, columns);
    const rows = columns.get(error.column) ?? [];
    columns.set(error.column, rows);
    if (rows.at(-1) !== row.rowNumber) rows.push(row.rowNumber);
    const kept =
      this.failed.get(row.rowNumber) ??
      (this.failed.size < IMPORT_FIXABLE_ROWS
        ? { row_number: row.rowNumber, ...shownCells(this.columns, row.cells), errors: {} }
        : undefined);
    if (!kept) return;
    this.failed.set(row.rowNumber, kept);
    (kept.errors[error.column] ??= []).push(error.message);
  }

  /**
   * A unique column's value in a row. The first row holding a value keeps it; a later row with
   * the same value (any case) is the duplicate, its message naming the first. Answers whether
   * this row is one.
   */
  noteUnique(row: SheetRow, column: string, value: string): boolean {
    const values = this.seen.get(column) ?? new Map<string, number>();
    this.seen.set(column, values);
    const key = value.toLowerCase();
    const first = values.get(key);
    if (first === undefined) {
      values.set(key, row.rowNumber);
      return false;
    }
    const secret = this.columns.some((known) => known.key === column && known.secret);
    const shown = secret ? 'The same value' : shortened(value);
    this.note(row, { group: 'duplicate', column, message: `${shown} is also in row ${first}.` });
    return true;
  }

  groups(): ImportErrorGroup[] {
    return IMPORT_ERROR_GROUPS.codes.flatMap((group) => {
      const columns = this.byGroup.get(group);
      if (!columns) return [];
      return [
        {
          group,
          message: IMPORT_ERROR_GROUPS.label(group),
          columns: [...columns].map(([column, rows]) => {
            const sorted = [...new Set(rows)].sort((a, b) => a - b);
            return {
              column,
              rows: sorted.slice(0, IMPORT_LISTED_ROWS),
              more: Math.max(sorted.length - IMPORT_LISTED_ROWS, 0),
            };
          }),
        },
      ];
    });
  }

  failedRows(): ImportFailedRow[] {
    return [...this.failed.values()].sort((a, b) => a.row_number - b.row_number);
  }
}

/**
 * Checks one row: its cells, its unique values across the sheet so far, then the importer's own
 * checks when the cells passed. Answers the importer's record when the row is good.
 */
export function checkRow<Row>(
  importer: Importer<Row>,
  row: SheetRow,
  report: CheckReport,
  lookup: unknown,
  context: unknown,
): Row | undefined {
  report.totalRows += 1;
  let failed = false;
  for (const column of importer.columns) {
    const text = row.cells[column.key] ?? '';
    const error = checkCell(column, text, report.maxCellChars);
    if (error) {
      report.note(row, error);
      failed = true;
    } else if (column.unique && text !== '' && report.noteUnique(row, column.key, text)) {
      failed = true;
    }
  }
  if (!failed) {
    const result = importer.toRow(row.cells, lookup, context);
    if ('row' in result) return result.row;
    for (const error of result.errors) report.note(row, { group: 'custom', ...error });
  }
  report.errorRows += 1;
  return undefined;
}

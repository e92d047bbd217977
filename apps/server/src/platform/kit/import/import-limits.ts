import {
  IMPORT_CHECK_SECONDS,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_BYTES,
} from '@console/contract';

/** What one pass over a sheet may take (the contract's numbers; a test may pass smaller ones). */
export interface ImportLimits {
  /** Rows under the header, blank ones included. */
  maxRows: number;
  maxCellChars: number;
  /** What an XLSX workbook's parts may unpack to, together. */
  maxUnpackedBytes: number;
  /** How long a check may run. */
  checkMs: number;
}

export const IMPORT_LIMITS: ImportLimits = {
  maxRows: IMPORT_MAX_ROWS,
  maxCellChars: IMPORT_MAX_CELL_CHARS,
  maxUnpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
  checkMs: IMPORT_CHECK_SECONDS * 1000,
};

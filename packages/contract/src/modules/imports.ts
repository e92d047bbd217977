import { z } from 'zod';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { INT4_MAX, queryInt4Id } from '../common/numbers.ts';

// The spreadsheet import pipeline (001 §5 "Spreadsheet import rules"): a CSV or XLSX sheet is
// uploaded for one kind of record (an importer a module brings), checked row by row in a job,
// its errors reported in the documents' groups with the column and the row numbers, its failed
// rows fixed in the browser and checked again, and committed all or nothing.

/** 001 §5: the error groups, in the documents' order, with their exact words. */
export const IMPORT_ERROR_GROUPS = defineCodes({
  Required: { code: 'required', label: 'Required fields missing for:', colour: 'red' },
  Duplicate: { code: 'duplicate', label: 'Duplicate fields:', colour: 'red' },
  TypeMismatch: { code: 'type_mismatch', label: 'Incorrect data type in:', colour: 'red' },
  EmployeeNumber: {
    code: 'employee_number',
    label: 'Invalid employee number in:',
    colour: 'red',
  },
  MobileNumber: { code: 'mobile_number', label: 'Invalid mobile number in:', colour: 'red' },
  Email: { code: 'email', label: 'Invalid email address in:', colour: 'red' },
  AcceptedValues: {
    code: 'accepted_values',
    label: 'Values not in accepted list for:',
    colour: 'red',
  },
  Custom: { code: 'custom', label: 'Custom validation errors for:', colour: 'red' },
});
export type ImportErrorGroupCode = CodeOf<typeof IMPORT_ERROR_GROUPS>;

export const IMPORT_STATUSES = defineCodes({
  Checking: { code: 'checking', label: 'Checking', colour: 'blue' },
  Checked: { code: 'checked', label: 'Checked', colour: 'cyan' },
  Importing: { code: 'importing', label: 'Importing', colour: 'blue' },
  Imported: { code: 'imported', label: 'Imported', colour: 'green' },
  Failed: { code: 'failed', label: 'Failed', colour: 'red' },
});
export const ImportStatus = IMPORT_STATUSES.code;
export type ImportStatusCode = CodeOf<typeof IMPORT_STATUSES>;

/** The largest sheet an import takes. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Rows under the header a sheet may reach, blank rows included: reading stops past them. */
export const IMPORT_MAX_ROWS = 200_000;
/** Characters a cell may hold; a longer cell is a row error (no column of the documents needs more). */
export const IMPORT_MAX_CELL_CHARS = 1_000;
/** Characters of a cell an answer shows: a longer one is cut, ending with '…'. */
export const IMPORT_SHOWN_CELL_CHARS = 200;
/** What the parts of an XLSX workbook may unpack to, together (a 64 MB file can hide gigabytes). */
export const IMPORT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** How long one check of a sheet may run. */
export const IMPORT_CHECK_SECONDS = 60;
/** Failed rows the answer carries for fixing in the browser (the groups count them all). */
export const IMPORT_FIXABLE_ROWS = 500;
/** Rows of one import that may be fixed in the browser, every fix together. */
export const IMPORT_MAX_FIXED_ROWS = 1_000;
/** Row numbers listed per column in a group (the count says how many more). */
export const IMPORT_LISTED_ROWS = 200;

const count = (n: number) => n.toLocaleString('en-IN');

export const ImportMessages = {
  notASheet: 'Upload a CSV or XLSX file.',
  notAnXlsx: 'This file is not an XLSX workbook.',
  unreadable:
    'The file could not be read as a spreadsheet. Save it again as CSV or XLSX from your spreadsheet program and upload it.',
  tooManyRows: `A sheet may hold at most ${count(IMPORT_MAX_ROWS)} rows.`,
  unpackedTooLarge: `This workbook unpacks to more than ${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB. Keep only the sheet to import in it, or save that sheet as CSV.`,
  tooSlow: `Checking this sheet took more than ${IMPORT_CHECK_SECONDS} seconds, so it was stopped. Split it into smaller sheets.`,
  checkFailed:
    'The sheet could not be checked. Upload it again; if this happens again, tell your administrator.',
  commitFailed:
    'The rows could not be imported, so none were. Try again; if this happens again, tell your administrator.',
  noRows: 'The sheet has no rows under its header.',
  noKnownColumns: 'The sheet’s header names none of the expected columns.',
  unknownKind: 'There is no import of this kind.',
  notFound: 'Import not found.',
  stillChecking: 'The sheet is still being checked.',
  hasErrors: 'Fix the rows with errors before importing.',
  alreadyImported: 'This sheet has already been imported.',
  notAFailedRow: 'Only the rows with errors can be fixed.',
  tooManyFixes: `At most ${count(IMPORT_MAX_FIXED_ROWS)} rows of a sheet can be fixed here. Correct the sheet itself and upload it again.`,
  controlCharacter: 'A cell may not hold control characters or broken characters.',
} as const;

/**
 * Whether the character at `at` is one a cell cannot keep: a C0 control character but tab, line
 * feed and carriage return, DEL, or half of a surrogate pair without its other half
 * (PostgreSQL's jsonb refuses NUL and lone halves outright).
 */
export function isUnstorableAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  if (code === 0x7f) return true;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(at + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const before = text.charCodeAt(at - 1);
    return !(before >= 0xd800 && before <= 0xdbff);
  }
  return false;
}

/** Whether the text holds a character a cell cannot keep (isUnstorableAt). */
export function holdsUnstorableText(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (isUnstorableAt(text, at)) return true;
  return false;
}

/** Sheet row numbers as spreadsheet software shows them: the header is row 1. */
export const importColumnRows = z.object({
  column: z.string(),
  rows: z.array(z.number().int()),
  /** Rows with this error beyond those listed. */
  more: z.number().int(),
});

export const importErrorGroup = z.object({
  group: z.string(),
  /** The documents' words: 'Required fields missing for:'. */
  message: z.string(),
  columns: z.array(importColumnRows),
});
export type ImportErrorGroup = z.infer<typeof importErrorGroup>;

export const importFailedRow = z.object({
  row_number: z.number().int(),
  /**
   * The row's cells by column, as far as they may be shown: a secret column's cell is never
   * here (see secrets_set), and a cell longer than IMPORT_SHOWN_CELL_CHARS is cut (see truncated).
   */
  cells: z.record(z.string(), z.string()),
  /** The columns whose cell is cut here; the sheet holds more. */
  truncated: z.array(z.string()),
  /** The secret columns (a recorder's password) whose cell holds a value: shown as set. */
  secrets_set: z.array(z.string()),
  /** Each erring column's messages. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportFailedRow = z.infer<typeof importFailedRow>;

export const importColumn = z.object({
  /** The documents' key (a sheet's header may use it). */
  key: z.string(),
  /** The header people read ("Branch"). */
  label: z.string(),
  /** The choices offered (a select in the fix grid), or null for free entry. */
  options: z.array(z.string()).nullable(),
  required: z.boolean(),
  /** 'text', 'integer', 'boolean'. */
  type: z.string(),
  accepted: z.array(z.string()).nullable(),
  /** A secret (a password): never answered, shown as set or not set, replaced by a new value. */
  secret: z.boolean(),
});

export const importRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  /** What one row is ('recorder'), beside `title` ('recorders'). */
  title_one: z.string(),
  file_name: z.string(),
  status: z.string(),
  columns: z.array(importColumn),
  /** Progress of the step under way: bytes of the sheet read, or rows written. */
  progress_done: z.number(),
  progress_total: z.number(),
  total_rows: z.number().int(),
  error_rows: z.number().int(),
  groups: z.array(importErrorGroup),
  failed_rows: z.array(importFailedRow),
  fixed_rows: z.number().int(),
  imported_rows: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportRow = z.infer<typeof importRow>;

const kindParams = z.strictObject({
  kind: z.string().regex(/^[a-z][a-z0-9-]{0,60}$/, ImportMessages.unknownKind),
});
const importParams = z.strictObject({ id: queryInt4Id });

/** The importer's own choice (a camera sheet is for one recorder: dvr_id). */
export const importStartQuery = z.record(z.string(), z.string());

export const importFixBody = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        row_number: z.number().int().min(2).max(INT4_MAX),
        /** Only the cells changed; a secret column's cell is its new value ('' clears it). */
        cells: z.record(
          z.string(),
          z
            .string()
            .max(IMPORT_MAX_CELL_CHARS)
            .refine((text) => !holdsUnstorableText(text), ImportMessages.controlCharacter),
        ),
      }),
    )
    .min(1, 'Send at least one row.')
    .max(IMPORT_FIXABLE_ROWS),
});
export type ImportFixBody = z.infer<typeof importFixBody>;

export const importEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/import/:kind',
    params: kindParams,
    query: importStartQuery,
    body: 'multipart',
    answer: importRow,
    status: 201,
    summary:
      'Upload a CSV or XLSX sheet (multipart field "file") for an importer; it is checked in a job (GET /import/{id} follows it)',
    errors: [400, 403, 404, 413, 422],
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/import/template/:kind',
    params: kindParams,
    answer: 'file',
    summary: "An XLSX sheet with the importer's columns",
    errors: [403, 404],
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/import/:id',
    params: importParams,
    answer: importRow,
    summary: 'An import: its progress, the errors in groups, the rows to fix',
    errors: [403, 404],
  }),
  fix: defineEndpoint({
    method: 'PUT',
    path: '/import/:id/rows',
    params: importParams,
    body: importFixBody,
    answer: importRow,
    summary: 'Fixed cells of failed rows; the sheet is checked again with them',
    errors: [403, 404, 409, 422],
  }),
  commit: defineEndpoint({
    method: 'POST',
    path: '/import/:id/commit',
    params: importParams,
    answer: importRow,
    summary: 'Import every row, all or nothing, in a job',
    errors: [403, 404, 409],
  }),
};

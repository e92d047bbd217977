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

/** The largest sheet an import takes, and its most rows. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Failed rows the answer carries for fixing in the browser (the groups count them all). */
export const IMPORT_FIXABLE_ROWS = 500;
/** Row numbers listed per column in a group (the count says how many more). */
export const IMPORT_LISTED_ROWS = 200;

export const ImportMessages = {
  notASheet: 'Upload a CSV or XLSX file.',
  notAnXlsx: 'This file is not an XLSX workbook.',
  tooManyRows: `A sheet may hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows.`,
  noRows: 'The sheet has no rows under its header.',
  noKnownColumns: 'The sheet’s header names none of the expected columns.',
  unknownKind: 'There is no import of this kind.',
  notFound: 'Import not found.',
  stillChecking: 'The sheet is still being checked.',
  hasErrors: 'Fix the rows with errors before importing.',
  alreadyImported: 'This sheet has already been imported.',
  notAFailedRow: 'Only rows of the sheet can be fixed.',
} as const;

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
  cells: z.record(z.string(), z.string()),
  /** Each erring column's messages. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportFailedRow = z.infer<typeof importFailedRow>;

export const importColumn = z.object({
  key: z.string(),
  required: z.boolean(),
  /** 'text', 'integer', 'boolean'. */
  type: z.string(),
  accepted: z.array(z.string()).nullable(),
});

export const importRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
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
        cells: z.record(z.string(), z.string().max(1000)),
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
    errors: [404],
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/import/:id',
    params: importParams,
    answer: importRow,
    summary: 'An import: its progress, the errors in groups, the rows to fix',
    errors: [404],
  }),
  fix: defineEndpoint({
    method: 'PUT',
    path: '/import/:id/rows',
    params: importParams,
    body: importFixBody,
    answer: importRow,
    summary: 'Fixed cells of failed rows; the sheet is checked again with them',
    errors: [404, 409, 422],
  }),
  commit: defineEndpoint({
    method: 'POST',
    path: '/import/:id/commit',
    params: importParams,
    answer: importRow,
    summary: 'Import every row, all or nothing, in a job',
    errors: [404, 409],
  }),
};

import { ImportMessages } from '@console/contract';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { csvRecords } from './csv-records.ts';
import { ImportRefused } from './importer.ts';
import type { ImportLimits } from './import-limits.ts';
import { guardXlsx, ZipTooLarge } from './xlsx-guard.ts';

// A sheet's rows, streamed: the first row is the header, whose names are matched to the
// importer's keys (trimmed, any case; unknown columns are ignored), and every later row comes
// out as its cells by key, with its row number as spreadsheet software shows it (header = 1).
// Blank rows are skipped but counted, so the numbers stay the sheet's. Every row read counts
// against the row cap, blank or not: reading stops past it. A cell keeps one character more
// than a cell may hold (enough for the check to refuse it), whatever the file held.

export type SheetFormat = 'csv' | 'xlsx';

export interface SheetRow {
  rowNumber: number;
  cells: Record<string, string>;
}

export interface SheetReading {
  /** The importer's keys the header names, in the header's order. */
  keys: readonly string[];
  rows: AsyncGenerator<SheetRow>;
}

/** Bytes read from the file so far (the progress of a pass over it). */
export interface ReadProgress {
  bytes: number;
}

/** What reading a sheet may take, and until when (a check's time bound; none for a commit). */
export type ReadLimits = Pick<ImportLimits, 'maxRows' | 'maxCellChars' | 'maxUnpackedBytes'> & {
  deadline?: number;
};

/**
 * A sheet its reader could not read (a truncated or broken workbook, a zip laid out oddly):
 * the message is for staff, the cause (the parser's own words) for the log.
 */
export class SheetUnreadable extends Error {
  constructor(cause: unknown) {
    super(ImportMessages.unreadable, { cause });
  }
}

/** The most columns a spreadsheet has (XLSX's own bound); a CSV's further fields are dropped. */
const MAX_COLUMNS = 16_384;

/** A row's cells by column index (0 = A): all of a CSV record's, an XLSX row's present ones. */
type RowValues = readonly string[] | ReadonlyMap<number, string>;

const valueAt = (values: RowValues, index: number) =>
  (Array.isArray(values) ? values[index] : (values as ReadonlyMap<number, string>).get(index)) ??
  '';

function isBlank(values: RowValues): boolean {
  for (const value of values.values()) if (value.trim() !== '') return false;
  return true;
}

function counted(path: string, progress: ReadProgress): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      progress.bytes += chunk.length;
      done(null, chunk);
    },
  });
  const file = fs.createReadStream(path);
  // The file closes with the pass, however it ends (a pass stops early at a bound).
  counter.on('close', () => file.destroy());
  return file.pipe(counter);
}

/** A cell's value as text, whatever the spreadsheet kept (numbers, dates, rich text, formulas). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

async function* fileRecords(
  source: Readable,
  format: SheetFormat,
  cellRoom: number,
): AsyncGenerator<{ rowNumber: number; values: RowValues }> {
  if (format === 'csv') {
    let rowNumber = 0;
    const limits = { maxFieldChars: cellRoom - 1, maxFields: MAX_COLUMNS };
    for await (const record of csvRecords(source, limits)) {
      rowNumber += 1;
      yield { rowNumber, values: record };
    }
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  // The first worksheet is the sheet; the others are not read.
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = new Map<number, string>();
      row.eachCell((cell, column) =>
        values.set(column - 1, cellText(cell.value).slice(0, cellRoom)),
      );
      yield { rowNumber: row.number, values };
    }
    break;
  }
}

/**
 * The sheet's records as read, each counted against the row cap and the deadline; any failure
 * of the parsers is SheetUnreadable.
 */
async function* records(
  path: string,
  format: SheetFormat,
  progress: ReadProgress,
  limits: ReadLimits,
): AsyncGenerator<{ rowNumber: number; values: RowValues }> {
  const lastRow = limits.maxRows + 1;
  if (format === 'xlsx') {
    try {
      await guardXlsx(path, limits.maxUnpackedBytes);
    } catch (error) {
      if (error instanceof ZipTooLarge) throw new ImportRefused(ImportMessages.unpackedTooLarge);
      throw new SheetUnreadable(error);
    }
  }
  const source = counted(path, progress);
  const reading = fileRecords(source, format, limits.maxCellChars + 1);
  let read = 0;
  try {
    for (;;) {
      let next: IteratorResult<{ rowNumber: number; values: RowValues }>;
      try {
        next = await reading.next();
      } catch (error) {
        throw new SheetUnreadable(error);
      }
      if (next.done) return;
      read += 1;
      if (next.value.rowNumber > lastRow || read > lastRow) {
        throw new ImportRefused(ImportMessages.tooManyRows);
      }
      if (limits.deadline !== undefined && Date.now() >= limits.deadline) {
        throw new ImportRefused(ImportMessages.tooSlow);
      }
      yield next.value;
    }
  } finally {
    source.destroy();
    // The reader's own cleanup (ExcelJS's temporary files); its failure is not the sheet's.
    await reading.return(undefined).catch(() => undefined);
  }
}

/**
 * Opens a pass over the sheet. The header row is read before this answers; `keys` are the
 * importer's keys it names.
 */
export async function readSheet(
  path: string,
  format: SheetFormat,
  /** Header words (trimmed, lower case) to the importer's keys (importer.ts headerNames). */
  known: ReadonlyMap<string, string>,
  limits: ReadLimits,
  progress: ReadProgress = { bytes: 0 },
): Promise<SheetReading> {
  const iterator = records(path, format, progress, limits);
  let header: RowValues = [];
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    if (!isBlank(next.value.values)) {
      header = next.value.values;
      break;
    }
  }
  const positions: [number, string][] = [];
  for (const [index, name] of header.entries()) {
    const key = known.get(name.trim().toLowerCase());
    if (key && !positions.some(([, taken]) => taken === key)) positions.push([index, key]);
  }
  async function* rows(): AsyncGenerator<SheetRow> {
    for await (const { rowNumber, values } of iterator) {
      if (isBlank(values)) continue;
      const cells: Record<string, string> = {};
      for (const [index, key] of positions) cells[key] = valueAt(values, index).trim();
      yield { rowNumber, cells };
    }
  }
  return { keys: positions.map(([, key]) => key), rows: rows() };
}

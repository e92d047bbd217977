import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { csvRecords } from './csv-records.ts';

// A sheet's rows, streamed: the first row is the header, whose names are matched to the
// importer's keys (trimmed, any case; unknown columns are ignored), and every later row comes
// out as its cells by key, with its row number as spreadsheet software shows it (header = 1).
// Blank rows are skipped but counted, so the numbers stay the sheet's.

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

function counted(path: string, progress: ReadProgress): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      progress.bytes += chunk.length;
      done(null, chunk);
    },
  });
  return fs.createReadStream(path).pipe(counter);
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

async function* records(
  path: string,
  format: SheetFormat,
  progress: ReadProgress,
): AsyncGenerator<{ rowNumber: number; values: string[] }> {
  const source = counted(path, progress);
  if (format === 'csv') {
    let rowNumber = 0;
    for await (const record of csvRecords(source)) {
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
    for await (const row of worksheet) {
      // row.values is 1-based: index 0 is empty.
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      yield { rowNumber: row.number, values };
    }
    break;
  }
}

/**
 * Opens a pass over the sheet. The header row is read before this answers; `keys` are the
 * importer's keys it names.
 */
export async function readSheet(
  path: string,
  format: SheetFormat,
  knownKeys: readonly string[],
  progress: ReadProgress = { bytes: 0 },
): Promise<SheetReading> {
  const iterator = records(path, format, progress);
  const known = new Map(knownKeys.map((key) => [key.toLowerCase(), key]));
  let header: { rowNumber: number; values: string[] } | undefined;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    if (next.value.values.some((value) => value.trim() !== '')) {
      header = next.value;
      break;
    }
  }
  const positions: [number, string][] = [];
  for (const [index, name] of (header?.values ?? []).entries()) {
    const key = known.get(name.trim().toLowerCase());
    if (key && !positions.some(([, taken]) => taken === key)) positions.push([index, key]);
  }
  async function* rows(): AsyncGenerator<SheetRow> {
    for await (const { rowNumber, values } of iterator) {
      if (!values.some((value) => value.trim() !== '')) continue;
      const cells: Record<string, string> = {};
      for (const [index, key] of positions) cells[key] = (values[index] ?? '').trim();
      yield { rowNumber, cells };
    }
  }
  return { keys: positions.map(([, key]) => key), rows: rows() };
}

import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import type pg from 'pg';
import type { ExportQuery } from './csv-export.ts';
import { formulaSafe } from './formula-safe.ts';
import { readRows } from './row-cursor.ts';

/** A database value as a cell: NULL is an empty cell, text never starts a formula. */
const cellValue = (value: unknown) =>
  value === null ? undefined : typeof value === 'string' ? formulaSafe(value) : value;

/** One worksheet of a workbook: its name (at most 31 characters) and the rows of a query. */
export interface WorkbookSheet {
  name: string;
  query: ExportQuery;
}

/**
 * The whole result of a query as an XLSX workbook, through exceljs' streaming writer: rows go
 * from a cursor into the zip stream as they come, and reading pauses while the client is slower
 * than the database.
 */
export function xlsxStream(pool: pg.Pool, query: ExportQuery, sheetName: string): Readable {
  return xlsxWorkbookStream(pool, [{ name: sheetName, query }]);
}

/** Several queries as the sheets of one workbook, written one after the other. */
export function xlsxWorkbookStream(pool: pg.Pool, sheets: readonly WorkbookSheet[]): Readable {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  let stopped = false;
  output.once('close', () => {
    stopped = true;
  });

  const writeSheet = async ({ name, query }: WorkbookSheet) => {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow([...query.headers]).commit();
    const rows = readRows(pool, query.text, query.params);
    try {
      for await (const row of rows) {
        if (stopped) return;
        sheet.addRow(row.map(cellValue)).commit();
        if (output.writableNeedDrain)
          await Promise.race([once(output, 'drain'), once(output, 'close')]);
      }
      sheet.commit();
    } finally {
      // Leaving the loop early (client gone) closes the cursor and releases the connection.
      await rows.return(undefined);
    }
  };
  const write = async () => {
    for (const sheet of sheets) {
      await writeSheet(sheet);
      if (stopped) return;
    }
    await workbook.commit();
  };
  write().catch((error: Error) => output.destroy(error));
  return output;
}

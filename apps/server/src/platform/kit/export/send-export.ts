import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { copySupported } from './copy-support.ts';
import { csvStream, type ExportQuery } from './csv-export.ts';
import { fileReadyQuery } from './file-query.ts';
import { xlsxStream, xlsxWorkbookStream, type WorkbookSheet } from './xlsx-export.ts';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportFile {
  /** The document's default file name, e.g. "announcements.csv". */
  name: string;
  format: ExportFormat;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Streams a whole query result as a download. `total` (the filtered row count) goes out as
 * x-total-count so the console can show progress; given as a promise, the count runs while the
 * export starts (it must be known before the first byte, and counting a large export takes a
 * while of its own). Fastify pipes the stream with backpressure and destroys it if the client
 * disconnects, which releases the database connection.
 */
export async function sendExport(
  reply: FastifyReply,
  database: Database,
  query: ExportQuery,
  file: ExportFile,
  total: number | Promise<number>,
): Promise<FastifyReply> {
  const opening = openExport(database, query, file);
  let stream: Readable;
  let count: number;
  try {
    [count, stream] = await Promise.all([total, opening]);
  } catch (error) {
    // An export opened for a count that failed: destroying it releases its connection.
    opening.then(
      (opened) => opened.destroy(),
      () => undefined,
    );
    throw error;
  }
  reply
    .header('content-type', CONTENT_TYPES[file.format])
    .header('content-disposition', contentDisposition(file.name))
    .header('x-total-count', String(count))
    .header('cache-control', 'no-store');
  return reply.send(stream);
}

async function openExport(
  database: Database,
  query: ExportQuery,
  file: ExportFile,
): Promise<Readable> {
  const safeQuery = await fileReadyQuery(database.pool, query);
  if (file.format === 'xlsx') {
    return xlsxStream(database.pool, safeQuery, file.name.replace(/\.[^.]+$/, '').slice(0, 31));
  }
  const mode = (await copySupported(database.pool)) ? 'copy' : 'cursor';
  return csvStream(database.pool, safeQuery, mode);
}

/**
 * Streams several queries as the sheets of one XLSX workbook (a report with a summary beside
 * its rows); `total` is the rows' count the console shows progress against.
 */
export async function sendWorkbook(
  reply: FastifyReply,
  database: Database,
  sheets: readonly WorkbookSheet[],
  fileName: string,
  total: number,
): Promise<FastifyReply> {
  const safeSheets = await Promise.all(
    sheets.map(async (sheet) => ({
      name: sheet.name.slice(0, 31),
      query: await fileReadyQuery(database.pool, sheet.query),
    })),
  );
  reply
    .header('content-type', CONTENT_TYPES.xlsx)
    .header('content-disposition', contentDisposition(fileName))
    .header('x-total-count', String(total))
    .header('cache-control', 'no-store');
  return reply.send(xlsxWorkbookStream(database.pool, safeSheets));
}

function contentDisposition(name: string): string {
  const safe = name.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

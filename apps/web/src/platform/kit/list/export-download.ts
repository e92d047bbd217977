import { apiFetch, type QueryValue } from '../../core/api/api-client.ts';

// Exports stream: the server sends the whole filtered list as a file, with the row count in
// x-total-count. Reading the body chunk by chunk lets the page show how far it has come
// instead of a spinner that may run for a minute on a large list.

export interface ExportProgress {
  /** Data rows received so far (the CSV header line is not a row). */
  rows: number;
  /** Rows the server announced, or null when it did not say. */
  total: number | null;
}

export interface ExportResult {
  fileName: string;
  rows: number;
  blob: Blob;
}

const NEWLINE = 10;

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || fallback;
}

export async function downloadExport(
  path: string,
  query: Record<string, QueryValue>,
  options: {
    fallbackName: string;
    onProgress?: (progress: ExportProgress) => void;
    signal?: AbortSignal;
    /** False for a call that is a file download of its own, not a list with `export=true`. */
    listExport?: boolean;
  },
): Promise<ExportResult> {
  // The export is the list call itself with export=true: same filters, no paging.
  const { page: _page, limit: _limit, ...filters } = query;
  const response = await apiFetch(path, {
    query: options.listExport === false ? filters : { ...filters, export: true },
    signal: options.signal,
    accept: 'text/csv, application/octet-stream, */*',
  });
  const totalHeader = response.headers.get('x-total-count');
  const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null;
  const fileName = fileNameFromDisposition(
    response.headers.get('content-disposition'),
    options.fallbackName,
  );
  const isCsv = /csv|text\/plain/.test(response.headers.get('content-type') ?? 'text/csv');
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  let lastByte = NEWLINE;
  const report = () => options.onProgress?.({ rows: Math.max(0, lines - 1), total });
  report();
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      if (isCsv) {
        for (const byte of value) if (byte === NEWLINE) lines += 1;
        lastByte = value[value.length - 1] ?? lastByte;
      }
      report();
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  // A last row without a trailing newline is still a row.
  if (isCsv && lastByte !== NEWLINE) lines += 1;
  const rows = isCsv ? Math.max(0, lines - 1) : (total ?? 0);
  options.onProgress?.({ rows, total });
  const blob = new Blob(chunks, {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
  return { fileName, rows, blob };
}

/** Hands a downloaded file to the browser's save flow. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The spreadsheet import pipeline on recorder sheets of 10,000 and 100,000 rows, as CSV and as
// XLSX: upload, check (validation) and commit times through the real server and its job runner,
// and the server's peak resident memory during each (sampled every 50 ms), against the memory
// it had before: a streaming pipeline keeps it flat whatever the sheet's size.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a seeded database> npm run bench:import
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { CCTV_DVR_IMPORT_KEYS, type ImportRow } from '../packages/contract/src/index.ts';
import { requireDatabaseUrl, round, startBenchServer, type BenchServer } from './bench-server.ts';
import { migrateProduct } from '../apps/server/src/product.ts';

const SIZES = [10_000, 100_000];
const url = requireDatabaseUrl('Set DATABASE_URL to a PostgreSQL database seeded by the server.');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));

const HEADER: string[] = [...CCTV_DVR_IMPORT_KEYS];

/** Row i of the sheet: spread over the branches, a distinct address each. */
function cells(i: number, branches: string[]): (string | number)[] {
  const branch = branches[i % branches.length]!;
  const host = Math.floor(i / branches.length);
  return [
    branch,
    'Sd@12345',
    'admin',
    1,
    80,
    `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}`,
    1,
    0,
    i % 2 ? 'CpPlus' : 'Hikvision',
    `Bench NVR ${i}`,
    554,
    `BENCH-${i}`,
    8000,
    i,
  ];
}

const quote = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

async function writeCsv(file: string, rows: number, branches: string[]) {
  const out = fs.createWriteStream(file);
  out.write(`${HEADER.join(',')}\r\n`);
  for (let i = 0; i < rows; i++) {
    if (!out.write(`${cells(i, branches).map(quote).join(',')}\r\n`)) {
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

async function writeXlsx(file: string, rows: number, branches: string[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Recorders');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(cells(i, branches)).commit();
  await workbook.commit();
}

/** Samples the server's memory until stopped; answers the peak. */
function watchMemory(server: BenchServer) {
  let peak = server.rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 50);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

async function until(server: BenchServer, id: number, done: (row: ImportRow) => boolean) {
  for (;;) {
    const row = (await (
      await fetch(`${server.base}/api/import/${id}`, { headers: server.headers })
    ).json()) as ImportRow;
    if (done(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function run(server: BenchServer, file: string, rows: number) {
  const baseline = server.rssMb();
  const stop = watchMemory(server);
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const started = performance.now();
  const response = await fetch(`${server.base}/api/import/cctv-dvr`, {
    method: 'POST',
    headers: server.headers,
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as ImportRow;
  const uploaded = performance.now();
  const checked = await until(server, id, (row) => row.status !== 'checking');
  if (checked.status !== 'checked' || checked.error_rows > 0 || checked.total_rows !== rows) {
    throw new Error(
      `check: ${checked.status} ${checked.error_rows} errors ${checked.message ?? ''}`,
    );
  }
  const validatedAt = performance.now();
  await fetch(`${server.base}/api/import/${id}/commit`, {
    method: 'POST',
    headers: server.headers,
  });
  const imported = await until(server, id, (row) => row.status !== 'importing');
  if (imported.status !== 'imported') throw new Error(`commit: ${imported.message}`);
  const committedAt = performance.now();
  const peak = stop();
  return {
    file: path.basename(file),
    rows,
    mb: round(fs.statSync(file).size / 1e6),
    upload_s: round((uploaded - started) / 1000, 2),
    check_s: round((validatedAt - uploaded) / 1000, 2),
    commit_s: round((committedAt - validatedAt) / 1000, 2),
    rss_before_mb: Math.round(baseline),
    rss_peak_mb: Math.round(peak),
  };
}

async function main() {
  await migrateProduct(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const clean = () => database.db.execute(sql`DELETE FROM cctv_dvrs WHERE name LIKE 'Bench NVR %'`);
  await clean();
  const branches = (
    await database.db.execute<{ name: string }>(sql`
      SELECT name FROM branches WHERE status = 1 GROUP BY name HAVING count(*) = 1 ORDER BY name`)
  ).rows.map((row) => row.name);
  const server = await startBenchServer(url, 3998);
  const results = [];
  try {
    for (const rows of SIZES) {
      for (const format of ['csv', 'xlsx'] as const) {
        const file = path.join(work, `recorders-${rows}.${format}`);
        await (format === 'csv' ? writeCsv : writeXlsx)(file, rows, branches);
        results.push(await run(server, file, rows));
        await clean();
      }
    }
  } finally {
    await server.stop();
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.table(results);
}

await main();

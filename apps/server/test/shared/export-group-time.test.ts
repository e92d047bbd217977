import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileExportQuery } from '../../src/platform/kit/export/compile-query.ts';
import { csvStream } from '../../src/platform/kit/export/csv-export.ts';
import { fileReadyQuery } from '../../src/platform/kit/export/file-query.ts';
import { isoTimestamp } from '../../src/platform/kit/lists/list-query.ts';
import { sendList, type ListSpec } from '../../src/platform/kit/lists/send-list.ts';
import { startTestApp, type TestApp } from '../harness.ts';

// Moments in exported files read as the console shows them (issue 25): "05-Dec-2026 09:47 AM"
// on the group's clock (IST), in CSV (COPY and the cursor) and XLSX, for a list's isoTimestamp
// columns as for a report's own timestamptz and date columns; the JSON page keeps ISO 8601.

let t: TestApp;
const MOMENT = '2026-12-05T04:17:00.000Z';

beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`DELETE FROM sms_outbox`);
  await t.db.execute(sql`
    INSERT INTO sms_outbox (mobile, body, purpose, status, driver, created_at)
    VALUES ('9800000001', 'Hello', 'test', 'sent', 'outbox', ${MOMENT}::timestamptz)`);
});
afterAll(() => t?.close());

const spec = (format: 'csv' | 'xlsx'): ListSpec => ({
  columns: { id: sql`id`, created_at: isoTimestamp(sql`created_at`) },
  from: sql`FROM sms_outbox`,
  sort: { columns: { id: sql`id` }, default: { column: 'id', order: 'asc' }, tieBreaker: sql`id` },
  exportFile: { name: `outbox.${format}`, format },
});

async function listed(format: 'csv' | 'xlsx', exporting: boolean) {
  const app = Fastify();
  app.get('/list', (_request, reply) =>
    sendList(reply, t.database, { page: 1, limit: 10, export: exporting }, spec(format)),
  );
  const response = await app.inject({ method: 'GET', url: '/list' });
  await app.close();
  return response;
}

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('moments in exported files', () => {
  it("a list's CSV export writes its timestamps in the console's format, in IST", async () => {
    const file = await listed('csv', true);
    expect(file.body.trim().split('\n')[1]).toMatch(/^\d+,05-Dec-2026 09:47 AM$/);
    const page = await listed('csv', false);
    expect(page.json()[0].created_at).toBe(MOMENT);
  });

  it("a list's XLSX export writes them the same way", async () => {
    const response = await listed('xlsx', true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe('05-Dec-2026 09:47 AM');
  });

  it("a report's own timestamptz and date columns, through the cursor writer too", async () => {
    const query = await fileReadyQuery(
      t.database.pool,
      compileExportQuery(
        sql`SELECT created_at AS at, (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day
            FROM sms_outbox`,
        ['At', 'Day'],
      ),
    );
    expect(await text(await csvStream(t.database.pool, query, 'cursor'))).toBe(
      'At,Day\n05-Dec-2026 09:47 AM,05-Dec-2026\n',
    );
  });
});

import { smsOutboxEndpoints } from '@console/contract';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileExportQuery } from '../../src/platform/kit/export/compile-query.ts';
import { csvStream } from '../../src/platform/kit/export/csv-export.ts';
import { fileReadyQuery } from '../../src/platform/kit/export/file-query.ts';
import { sendList } from '../../src/platform/kit/lists/send-list.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';

// Free text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
// is exported with a leading single quote, by every writer: COPY, the cursor and XLSX.

let t: TestApp;
let admin: SignedIn;
const DANGEROUS = ['=SUM(A1:A9)', '+1+1', '-2+3', '@SUM(1)', '\tTAB', '\rCR'];
const HARMLESS = ['Plain message', "It's fine = fine"];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  await t.db.execute(sql`DELETE FROM sms_outbox`);
  for (const [index, body] of [...DANGEROUS, ...HARMLESS].entries()) {
    await t.db.execute(sql`
      INSERT INTO sms_outbox (mobile, body, purpose, status, driver)
      VALUES (${`98000000${String(index).padStart(2, '0')}`}, ${body}, 'test', 'sent', 'outbox')`);
  }
});
afterAll(() => t?.close());

const expected = (body: string) => (DANGEROUS.includes(body) ? `'${body}` : body);

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

/** The body column of a CSV whose bodies contain no comma, quote or line feed. */
const csvBodies = (csv: string) =>
  csv
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const field = line.split(',')[2]!;
      return field.startsWith('"') ? field.slice(1, -1) : field;
    });

describe('exports and spreadsheet formulas', () => {
  it('the SMS outbox CSV export writes a formula-like message as text', async () => {
    const response = await callApi(
      t,
      smsOutboxEndpoints.list,
      { query: { export: true, sort: 'id', order: 'asc' } },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(csvBodies(response.body)).toEqual([...DANGEROUS, ...HARMLESS].map(expected));
    expect(response.body).toContain(",'=SUM(A1:A9),");
  });

  it('the cursor writer applies the rule too, with and without the SQL wrapping', async () => {
    const query = compileExportQuery(
      sql`SELECT id AS "id", mobile AS "mobile", body AS "body" FROM sms_outbox ORDER BY id`,
      ['id', 'mobile', 'body'],
    );
    for (const prepared of [query, await fileReadyQuery(t.database.pool, query)]) {
      const csv = await text(await csvStream(t.database.pool, prepared, 'cursor'));
      expect(csvBodies(csv)).toEqual([...DANGEROUS, ...HARMLESS].map(expected));
    }
    // Columns that are not text (ids, numbers) pass unchanged: -5 stays a number.
    const numbers = await fileReadyQuery(
      t.database.pool,
      compileExportQuery(sql`SELECT -5 AS "n", '-5'::text AS "t"`, ['n', 't']),
    );
    expect(await text(await csvStream(t.database.pool, numbers, 'cursor'))).toBe("n,t\n-5,'-5\n");
  });

  it('the XLSX writer stores formula-like messages as text cells', async () => {
    const app = Fastify();
    app.get('/xlsx', (_request, reply) =>
      sendList(
        reply,
        t.database,
        { page: 1, limit: 10, export: true },
        {
          columns: { id: sql`id`, body: sql`body` },
          from: sql`FROM sms_outbox`,
          sort: {
            columns: { id: sql`id` },
            default: { column: 'id', order: 'asc' },
            tieBreaker: sql`id`,
          },
          exportFile: { name: 'outbox.xlsx', format: 'xlsx' },
        },
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/xlsx' });
    await app.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const sheet = workbook.worksheets[0]!;
    const bodies: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) bodies.push(row.getCell(2).value);
    });
    // XML reads a carriage return back as a line feed.
    expect(bodies).toEqual(
      [...DANGEROUS, ...HARMLESS].map((body) => expected(body).replace(/\r/g, '\n')),
    );
  });
});

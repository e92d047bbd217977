import {
  MAX_PAGE_SIZE,
  Messages,
  SMS_OUTBOX_EXPORT_FILE,
  smsOutboxEndpoints,
} from '@console/contract';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendList } from '../../src/platform/kit/lists/send-list.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';

// The list helper through its first real list: paging, x-total-count, filters, the sort
// whitelist, and exports of the whole filtered result (CSV, and XLSX through the same helper).

let t: TestApp;
let admin: SignedIn;
const ROWS = 95;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  await t.db.execute(sql`DELETE FROM sms_outbox`);
  await t.db.execute(sql`
    INSERT INTO sms_outbox (mobile, body, purpose, status, driver, created_at)
    SELECT '98765' || lpad(g::text, 5, '0'),
           'Message ' || g || CASE WHEN g % 10 = 0 THEN ', with "quotes"' ELSE '' END,
           'test', CASE WHEN g % 3 = 0 THEN 'failed' ELSE 'sent' END, 'outbox',
           timestamptz '2025-06-01T00:00:00Z' + (g || ' hours')::interval
    FROM generate_series(1, ${ROWS}) g`);
});
afterAll(() => t?.close());

const get = (query: Record<string, QueryValue>, who: SignedIn = admin) =>
  callApi(t, smsOutboxEndpoints.list, { query }, who);

describe(routeOf(smsOutboxEndpoints.list), () => {
  it('pages newest first with x-total-count, 30 by default', async () => {
    const first = await get({});
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(ROWS));
    const rows = first.json<{ id: number; created_at: string }[]>();
    expect(rows).toHaveLength(30);
    expect(rows[0]!.created_at > rows[1]!.created_at).toBe(true);
    const last = await get({ page: 4, limit: 30 });
    expect(last.json()).toHaveLength(ROWS - 90);
    const byId = await get({ sort: 'id', order: 'asc', limit: 5 });
    const ids = byId.json<{ id: number }[]>().map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('filters by status, mobile, purpose, dates and id', async () => {
    expect((await get({ purpose: 'test' })).headers['x-total-count']).toBe(String(ROWS));
    expect((await get({ purpose: 'sms:1' })).headers['x-total-count']).toBe('0');
    const failed = await get({ status: 'failed' });
    expect(failed.headers['x-total-count']).toBe(String(Math.floor(ROWS / 3)));
    const one = await get({ mobile: '9876500007' });
    expect(one.json<{ body: string }[]>().map((row) => row.body)).toEqual(['Message 7']);
    // Hours 1..23 fall on 1 June, 24..47 on 2 June.
    const day = await get({ from_date: '2025-06-02', to_date: '2025-06-02' });
    expect(day.headers['x-total-count']).toBe('24');
    const id = one.json<{ id: number }[]>()[0]!.id;
    expect((await get({ search_by_id: id })).json()).toHaveLength(1);
    expect((await get({ search_by_id: 9999999999 })).json()).toEqual([]);
    expect((await get({ branch_ids: '' })).statusCode).toBe(422);
  });

  it('answers the documents’ validation messages and a clear sort refusal', async () => {
    const message = async (query: Record<string, QueryValue>) => {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      return response.json<{ errors: { message: string }[] }>().errors[0]!.message;
    };
    expect(await message({ mobile: '12345' })).toBe(Messages.searchMobile);
    expect(await message({ search_by_id: '12a' })).toBe(Messages.searchIdNumber);
    expect(await message({ sort: 'body' })).toBe(
      'Cannot sort by "body". Sort by one of: created_at, id.',
    );
    expect(await message({ from_date: '2025-06-03', to_date: '2025-06-02' })).toBe(
      Messages.fromDateAfterToDate,
    );
    for (const limit of ['0', '-5', 'abc', '2.5']) {
      expect((await get({ limit })).statusCode, limit).toBe(422);
    }
    expect(await message({ unknown: 1 })).toBeTruthy();
  });

  it('clamps a limit above the cap to MAX_PAGE_SIZE instead of refusing it', async () => {
    // More rows than one capped page, so the clamp shows in the answer's length.
    await t.db.execute(sql`
      INSERT INTO sms_outbox (mobile, body, purpose, status, driver)
      SELECT '9123400000', 'Filler ' || g, 'test', 'sent', 'outbox'
      FROM generate_series(1, ${MAX_PAGE_SIZE}) g`);
    try {
      const response = await get({ limit: 100000 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(MAX_PAGE_SIZE);
      expect(Number(response.headers['x-total-count'])).toBe(ROWS + MAX_PAGE_SIZE);
    } finally {
      await t.db.execute(sql`DELETE FROM sms_outbox WHERE mobile = '9123400000'`);
    }
  });

  it('is for superusers only', async () => {
    const principal = await t.signIn('principal');
    expect((await get({}, principal)).statusCode).toBe(403);
  });

  it('exports the whole filtered result as sms-outbox.csv, rows = x-total-count', async () => {
    const response = await get({ export: true, limit: 10, status: 'sent' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(
      `filename="${SMS_OUTBOX_EXPORT_FILE}"`,
    );
    const total = Number(response.headers['x-total-count']);
    expect(total).toBe(ROWS - Math.floor(ROWS / 3));
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('id,mobile,body,template_id,purpose,status,driver,created_at');
    expect(lines).toHaveLength(total + 1);
    // CSV quoting: the field with a comma and quotes survives.
    expect(response.body).toContain('"Message 10, with ""quotes"""');
    expect(lines.slice(1).every((line) => line.includes(',sent,outbox,'))).toBe(true);
  });
});

describe('XLSX export through the list helper', () => {
  it('streams every filtered row into the workbook, rows = x-total-count', async () => {
    const app = Fastify();
    app.get('/xlsx', (_request, reply) =>
      sendList(
        reply,
        t.database,
        { page: 1, limit: 10, export: true },
        {
          columns: { id: sql`id`, mobile: sql`mobile`, status: sql`status` },
          from: sql`FROM sms_outbox WHERE status = 'sent'`,
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
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="outbox.xlsx"');
    const total = Number(response.headers['x-total-count']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'mobile', 'status']);
    expect(sheet.actualRowCount).toBe(total + 1);
    expect(total).toBeGreaterThan(30);
  });
});

import {
  CCTV_DVR_IMPORT_KEYS,
  IMPORT_MAX_ROWS,
  ImportMessages,
  importEndpoints,
  type ImportRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCheckHandler } from '../../src/platform/kit/import/import-passes.ts';
import { importServices } from '../../src/platform/kit/import/import.routes.ts';
import type { JobContext } from '../../src/platform/core/jobs/job-handler.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { cctvBranches, openCctvToPrincipal } from '../cctv/cctv-kit.ts';
import { tempDataDir } from '../media/multipart.ts';
import { callApi } from '../support/endpoint-client.ts';
import { afterJobs, csv, uploadSheet } from './import-kit.ts';
import { xlsxOf, xlsxRow } from './xlsx-files.ts';

// What bounds the work one upload can cause (issue 23): every row read counts against the row
// cap, blank ones too; a cell has a most length and an answer shows it cut; an XLSX has a most
// size unpacked; a check has a most time; fixes go only to rows with errors, and only so many.
// Cells that PostgreSQL cannot keep (a NUL) are row errors, never a check left running; a file
// that cannot be read says so in plain words.

let t: TestApp;
let principal: SignedIn;
let branchName: string;

const HEADER: string[] = [...CCTV_DVR_IMPORT_KEYS];

/** A good recorder row in the principal's branch; `n` (up to 60,000) picks its address. */
const row = (n: number, overrides: Partial<Record<string, string | number>> = {}) => {
  const cells: Record<string, string | number> = {
    master_branch_name: branchName,
    auth_password: 'Sd@12345',
    auth_username: 'admin',
    ip_address: `10.61.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    model: 'Hikvision',
    name: `Limit NVR ${n}`,
    serial_number: `LIM-${n}`,
    ...overrides,
  };
  return HEADER.map((key) => cells[key] ?? '');
};

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir() } });
  principal = await t.signIn('principal');
  await openCctvToPrincipal(t);
  const { own } = await cctvBranches(t);
  const named = await t.db.execute<{ name: string }>(
    sql`SELECT name FROM branches WHERE id = ${own}`,
  );
  branchName = named.rows[0]!.name;
});
afterAll(() => t?.close());

async function upload(content: string | Buffer, fileName = 'recorders.csv') {
  const response = await uploadSheet(t, principal, 'cctv-dvr', fileName, content);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ImportRow>();
}

const checked = async (content: string | Buffer, fileName = 'recorders.csv') =>
  afterJobs(t, principal, (await upload(content, fileName)).id);

/** A check job's context, to run the check with limits of a test's choosing. */
const checkJob = (importId: number) =>
  ({
    job: { id: 0, kind: 'import.check', key: `import:${importId}` },
    heartbeat: async () => {},
    signal: new AbortController().signal,
  }) as unknown as Omit<JobContext, 'payload'>;

/** Checks an uploaded sheet with these limits instead of the contract's. */
async function checkedWithin(content: string | Buffer, fileName: string, limits: object) {
  const started = await upload(content, fileName);
  const check = importCheckHandler({ ...importServices(t.app), limits });
  await check.prepare({ importId: started.id })(checkJob(started.id));
  await t.db.execute(sql`DELETE FROM jobs WHERE key = ${`import:${started.id}`}`);
  return afterJobs(t, principal, started.id);
}

describe('cells PostgreSQL cannot keep', () => {
  it('a NUL in a failing CSV cell is a row error, and the check ends', async () => {
    const done = await checked(csv([HEADER, row(1, { name: 'Gate\u0000NVR', model: 'Sony' })]));
    expect(done.status).toBe('checked');
    const [failed] = done.failed_rows;
    expect(failed!.errors.name).toEqual(['name holds a control character (such as a null byte).']);
    expect(failed!.cells.name).toBe('Gate\uFFFDNVR');
  });

  it('a control character in an XLSX cell is a row error', async () => {
    // XML 1.1 lets a workbook carry control characters (all but NUL) as character references.
    const sheet = xlsxOf(
      xlsxRow(1, HEADER) +
        xlsxRow(2, row(2, { model: 'Sony' })).replace('Limit NVR 2', 'Limit&#x1;NVR 2'),
      '1.1',
    );
    const done = await checked(sheet, 'recorders.xlsx');
    expect(done.status).toBe('checked');
    expect(done.failed_rows[0]!.errors.name).toEqual([
      'name holds a control character (such as a null byte).',
    ]);
    expect(done.failed_rows[0]!.cells.name).toBe('Limit\uFFFDNVR 2');
  });

  it('an XLSX whose XML holds a NUL fails in plain words', async () => {
    const sheet = xlsxOf(
      xlsxRow(1, HEADER) + xlsxRow(2, row(3, { name: 'Gate\u0000NVR', model: 'Sony' })),
    );
    const done = await checked(sheet, 'recorders.xlsx');
    expect(done).toMatchObject({ status: 'failed', message: ImportMessages.unreadable });
  });

  it('a fix holding half of a character is refused and changes nothing', async () => {
    const done = await checked(csv([HEADER, row(4, { model: 'Sony' })]));
    const refused = await callApi(
      t,
      importEndpoints.fix,
      {
        params: { id: done.id },
        body: {
          rows: [{ row_number: 2, cells: { model: 'Cp\uD800Plus' } }],
        },
      },
      principal,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(ImportMessages.controlCharacter);
    expect((await afterJobs(t, principal, done.id)).fixed_rows).toBe(0);
  });
});

describe('the rows read', () => {
  it('count blank rows: a CSV of blank lines past the cap is refused with the rows message', async () => {
    const done = await checked(`${HEADER.join(',')}\r\n${'\r\n'.repeat(IMPORT_MAX_ROWS + 1)}`);
    expect(done).toMatchObject({ status: 'failed', message: ImportMessages.tooManyRows });
  });

  it('stop at the cap in an XLSX whose rows run past it', async () => {
    const sheet = xlsxOf(
      xlsxRow(1, HEADER) + xlsxRow(2, row(5)) + xlsxRow(IMPORT_MAX_ROWS + 2, row(6)),
    );
    const done = await checked(sheet, 'recorders.xlsx');
    expect(done).toMatchObject({ status: 'failed', message: ImportMessages.tooManyRows });
  });
});

describe('a long cell', () => {
  it('is a row error, and the answer shows it cut', async () => {
    const done = await checked(csv([HEADER, row(7, { name: 'N'.repeat(2_000_000) })]));
    expect(done).toMatchObject({ status: 'checked', error_rows: 1 });
    const [failed] = done.failed_rows;
    expect(failed!.errors.name).toEqual(['name is longer than 1,000 characters.']);
    expect(failed!.cells.name).toBe(`${'N'.repeat(199)}…`);
    expect(failed!.truncated).toEqual(['name']);
    const read = await callApi(t, importEndpoints.read, { params: { id: done.id } }, principal);
    expect(read.body.length).toBeLessThan(10_000);
  });
});

describe('an XLSX workbook', () => {
  it('that unpacks to more than the bound is refused', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => xlsxRow(i + 2, row(100 + i))).join('');
    const sheet = xlsxOf(xlsxRow(1, HEADER) + rows);
    const done = await checkedWithin(sheet, 'recorders.xlsx', { maxUnpackedBytes: 50_000 });
    expect(done).toMatchObject({ status: 'failed', message: ImportMessages.unpackedTooLarge });
  });

  it('that is cut short, or is not a workbook, fails in plain words', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Recorders').addRow(HEADER);
    const whole = Buffer.from(await workbook.xlsx.writeBuffer());
    const cut = await checked(whole.subarray(0, whole.length / 2), 'cut.xlsx');
    expect(cut).toMatchObject({ status: 'failed', message: ImportMessages.unreadable });
    const garbage = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(600, 7)]);
    const junk = await checked(garbage, 'junk.xlsx');
    expect(junk).toMatchObject({ status: 'failed', message: ImportMessages.unreadable });
  });
});

describe('a check', () => {
  it('that runs past its time ends failed with a message', async () => {
    const done = await checkedWithin(csv([HEADER, row(8), row(9)]), 'slow.csv', { checkMs: 0 });
    expect(done).toMatchObject({ status: 'failed', message: ImportMessages.tooSlow });
  });
});

describe('fixes', () => {
  it('go only to rows with errors', async () => {
    const done = await checked(csv([HEADER, row(10), row(11, { model: 'Sony' })]));
    for (const rowNumber of [2, 99]) {
      const refused = await callApi(
        t,
        importEndpoints.fix,
        {
          params: { id: done.id },
          body: {
            rows: [{ row_number: rowNumber, cells: { model: 'CpPlus' } }],
          },
        },
        principal,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(ImportMessages.notAFailedRow);
    }
    expect((await afterJobs(t, principal, done.id)).fixed_rows).toBe(0);
  });

  it('are bounded: past the most rows fixed, a fix is refused', async () => {
    const rows = Array.from({ length: 1_100 }, (_, i) => row(1_000 + i, { model: 'Sony' }));
    let current = await checked(csv([HEADER, ...rows]));
    const fixAll = (answer: ImportRow) =>
      callApi(
        t,
        importEndpoints.fix,
        {
          params: { id: answer.id },
          body: {
            rows: answer.failed_rows.map((failed) => ({
              row_number: failed.row_number,
              cells: { model: 'CpPlus' },
            })),
          },
        },
        principal,
      );
    for (const round of [1, 2]) {
      const fixed = await fixAll(current);
      expect(fixed.statusCode, `round ${round}: ${fixed.body}`).toBe(200);
      current = await afterJobs(t, principal, current.id);
    }
    expect(current).toMatchObject({ fixed_rows: 1_000, error_rows: 100 });
    const refused = await fixAll(current);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ImportMessages.tooManyFixes);
  });
});

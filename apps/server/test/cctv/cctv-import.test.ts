import {
  CCTV_DVR_IMPORT_KEYS,
  CctvMessages,
  ImportMessages,
  Messages,
  cctvEndpoints,
  importEndpoints,
  type ImportFixBody,
  type ImportRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvrPasswords, openDvrPassword } from '../../src/modules/cctv/dvr-password.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { afterJobs, csv, uploadSheet } from '../import/import-kit.ts';
import { tempDataDir } from '../media/multipart.ts';
import { callApi, type QueryValue } from '../support/endpoint-client.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// The recorder and camera sheets of 001 §5 through the import pipeline: errors grouped with
// the documents' words, columns and row numbers; failed rows fixed and checked again; a commit
// that writes every row or none.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let branchName: string;
let branches: { own: number; other: number };

const HEADER: string[] = [...CCTV_DVR_IMPORT_KEYS];

/** A good row in the principal's branch; `ip` picks its address. */
const row = (ip: number, overrides: Partial<Record<string, string | number>> = {}) => {
  const cells: Record<string, string | number> = {
    master_branch_name: branchName,
    auth_password: 'Sd@12345',
    auth_username: 'admin',
    auto_scan_add_cameras: 1,
    http_port: 80,
    ip_address: `10.60.0.${ip}`,
    is_active: 1,
    is_https: 0,
    model: 'Hikvision',
    name: `Imported NVR ${ip}`,
    rtsp_port: 554,
    serial_number: `IMP-${ip}`,
    server_port: 8000,
    slno: ip,
    ...overrides,
  };
  return HEADER.map((key) => cells[key] ?? '');
};

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir() } });
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
  const named = await t.db.execute<{ name: string }>(
    sql`SELECT name FROM branches WHERE id = ${branches.own}`,
  );
  branchName = named.rows[0]!.name;
});
afterAll(() => t?.close());

async function started(
  content: string | Buffer,
  fileName = 'recorders.csv',
  query: Record<string, QueryValue> = {},
  kind = 'cctv-dvr',
) {
  const response = await uploadSheet(t, principal, kind, fileName, content, query);
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<ImportRow>();
  expect(created.status).toBe('checking');
  return afterJobs(t, principal, created.id);
}

const commit = (id: number, who: SignedIn = principal) =>
  callApi(t, importEndpoints.commit, { params: { id } }, who);
const fix = (id: number, rows: ImportFixBody['rows']) =>
  callApi(t, importEndpoints.fix, { params: { id }, body: { rows } }, principal);
const addDvr = (who: SignedIn, branchId: number, overrides: Parameters<typeof dvrBody>[1] = {}) =>
  callApi(t, cctvEndpoints.createDvr, { body: dvrBody(branchId, overrides) }, who);
const camerasOf = async (dvrId: number) =>
  (await callApi(t, cctvEndpoints.cameraList, { query: { dvr_id: dvrId } }, principal)).answer();

const importedCount = async (prefix: string) =>
  Number(
    (
      await t.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM cctv_dvrs WHERE name LIKE ${`${prefix}%`}`,
      )
    ).rows[0]!.n,
  );

describe('a recorder sheet', () => {
  it('reports every broken rule in the documents’ groups, with the column and the row numbers', async () => {
    const sheet = csv([
      HEADER,
      row(1), // 2: good
      row(2, { auth_password: '' }), // 3: required
      row(3, { serial_number: 'IMP-1' }), // 4: duplicate of row 2
      row(4, { http_port: 'eighty' }), // 5: type
      row(5, { model: 'Sony' }), // 6: accepted values
      row(6, { master_branch_name: 'Nowhere Campus' }), // 7: custom (branch)
      row(7, { ip_address: '10.60.0.300' }), // 8: custom (address)
      row(8, { is_active: 'maybe', name: '' }), // 9: type and required
      row(9), // 10: good
    ]);
    const checked = await started(sheet);
    expect(checked).toMatchObject({ status: 'checked', total_rows: 9, error_rows: 7 });
    const groups = Object.fromEntries(
      checked.groups.map((group) => [group.message, group.columns.map((c) => [c.column, c.rows])]),
    );
    expect(groups).toEqual({
      'Required fields missing for:': [
        ['auth_password', [3]],
        ['name', [9]],
      ],
      'Duplicate fields:': [['serial_number', [4]]],
      'Incorrect data type in:': [
        ['http_port', [5]],
        ['is_active', [9]],
      ],
      'Values not in accepted list for:': [['model', [6]]],
      'Custom validation errors for:': [
        ['master_branch_name', [7]],
        ['ip_address', [8]],
      ],
    });
    expect(checked.failed_rows.map((failed) => failed.row_number)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(checked.failed_rows.find((f) => f.row_number === 4)!.errors).toEqual({
      serial_number: ['IMP-1 is also in row 2.'],
    });
    expect(checked.failed_rows.find((f) => f.row_number === 6)!.cells.model).toBe('Sony');
    expect(checked.progress_done).toBe(checked.progress_total);
    expect(checked.progress_total).toBe(Buffer.byteLength(sheet));
    // Nothing was written by the check, and the commit is refused while errors stand.
    expect(await importedCount('Imported NVR')).toBe(0);
    const refused = await commit(checked.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ImportMessages.hasErrors);
  });

  it('takes fixes of failed rows, checks again, and imports every row at once', async () => {
    const sheet = csv([
      HEADER,
      row(21),
      row(22, { model: 'Sony' }),
      row(23, { http_port: 'x' }),
      row(24),
    ]);
    const checked = await started(sheet);
    expect(checked.error_rows).toBe(2);
    // One fix at a time: the first leaves one error.
    const fixOne = await fix(checked.id, [{ row_number: 3, cells: { model: 'CpPlus' } }]);
    expect(fixOne.statusCode, fixOne.body).toBe(200);
    expect(fixOne.answer().status).toBe('checking');
    const once = await afterJobs(t, principal, checked.id);
    expect(once).toMatchObject({ status: 'checked', error_rows: 1, fixed_rows: 1 });
    expect(once.failed_rows.map((f) => f.row_number)).toEqual([4]);
    await fix(checked.id, [{ row_number: 4, cells: { http_port: '8080' } }]);
    const clean = await afterJobs(t, principal, checked.id);
    expect(clean).toMatchObject({ status: 'checked', error_rows: 0, groups: [] });

    const committing = await commit(checked.id);
    expect(committing.answer()).toMatchObject({ status: 'importing', progress_total: 4 });
    const done = await afterJobs(t, principal, checked.id);
    expect(done).toMatchObject({ status: 'imported', imported_rows: 4, progress_done: 4 });
    const listed = await callApi(
      t,
      cctvEndpoints.dvrList,
      { query: { search: 'Imported NVR 2', limit: 50 } },
      principal,
    );
    const rows = listed.answer();
    expect(rows.map((dvr) => [dvr.name, dvr.model, dvr.http_port])).toEqual([
      ['Imported NVR 21', 'Hikvision', 80],
      ['Imported NVR 22', 'CpPlus', 80],
      ['Imported NVR 23', 'Hikvision', 8080],
      ['Imported NVR 24', 'Hikvision', 80],
    ]);
    const sealed = await t.db.execute<{ sealed: string }>(
      sql`SELECT auth_password_sealed AS sealed FROM cctv_dvrs WHERE name = 'Imported NVR 21'`,
    );
    // Sealed for the address its row gives.
    const place = { ip_address: '10.60.0.21', http_port: 80, rtsp_port: 554, is_https: false };
    expect(
      openDvrPassword(dvrPasswords(t.app.services.signingSecret), sealed.rows[0]!.sealed, place),
    ).toBe('Sd@12345');
    // The audit log names the uploader and the import for each record written.
    const audited = await t.db.execute<{ user_id: number; request: string }>(sql`
      SELECT user_id, request FROM audit_log WHERE item_type = 'cctv_dvrs' AND action = 'created'
        AND after ->> 'name' LIKE 'Imported NVR 2%'`);
    const principalId = (
      await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = 'principal'`)
    ).rows[0]!.id;
    expect(audited.rows).toEqual(
      Array(4).fill({ user_id: principalId, request: `import ${checked.id}` }),
    );
    // Imported once: neither again nor fixed after.
    expect((await commit(checked.id)).statusCode).toBe(409);
  });

  it('refuses rows at addresses recorders may not be at (issue 23)', async () => {
    const checked = await started(
      csv([
        HEADER,
        row(41),
        row(42, { ip_address: '169.254.169.254' }),
        row(43, { ip_address: '127.0.0.1' }),
        row(44, { ip_address: 'metadata.google.internal' }),
      ]),
    );
    expect(checked).toMatchObject({ status: 'checked', error_rows: 3 });
    expect(checked.groups).toEqual([
      expect.objectContaining({
        message: 'Custom validation errors for:',
        columns: [expect.objectContaining({ column: 'ip_address', rows: [3, 4, 5] })],
      }),
    ]);
    expect(checked.failed_rows.find((f) => f.row_number === 3)!.errors).toEqual({
      ip_address: [CctvMessages.addressNotAllowed],
    });
  });

  it('writes nothing when a row no longer passes at commit time', async () => {
    const checked = await started(csv([HEADER, row(31), row(32), row(33)]));
    expect(checked.error_rows).toBe(0);
    // Meanwhile someone adds a recorder at row 33's address.
    const taken = await addDvr(principal, branches.own, { ip_address: '10.60.0.33' });
    expect(taken.statusCode).toBe(201);
    await commit(checked.id);
    const failed = await afterJobs(t, principal, checked.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain('Row 4');
    expect(await importedCount('Imported NVR 3')).toBe(0);
  });

  it('reads an XLSX workbook as it reads a CSV', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Recorders');
    sheet.addRow(HEADER);
    sheet.addRow(row(41).map((cell) => (/^\d+$/.test(String(cell)) ? Number(cell) : cell)));
    sheet.addRow(row(42, { model: 'Sony' }));
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const checked = await started(file, 'recorders.xlsx');
    expect(checked).toMatchObject({ status: 'checked', total_rows: 2, error_rows: 1 });
    expect(checked.groups.map((group) => group.message)).toEqual([
      'Values not in accepted list for:',
    ]);
  });

  it('refuses what is not a sheet, and a sheet without the keys says so', async () => {
    const text = await uploadSheet(t, principal, 'cctv-dvr', 'notes.txt', 'hello');
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe(ImportMessages.notASheet);
    const fake = await uploadSheet(t, principal, 'cctv-dvr', 'fake.xlsx', 'not a zip');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(ImportMessages.notAnXlsx);
    const unknown = await started(
      csv([
        ['colour', 'size'],
        ['red', 'large'],
      ]),
    );
    expect(unknown).toMatchObject({ status: 'failed', message: ImportMessages.noKnownColumns });
  });

  it('is for its uploader and for those who may add recorders', async () => {
    const checked = await started(csv([HEADER, row(51)]));
    const other = await callApi(t, importEndpoints.read, { params: { id: checked.id } }, admin);
    expect(other.statusCode).toBe(404);
    expect((await commit(checked.id, admin)).statusCode).toBe(404);
    const nobody = await callApi(
      t,
      importEndpoints.start,
      { params: { kind: 'no-such-kind' } },
      principal,
    );
    expect(nobody.statusCode).toBe(404);
    await t.db.execute(
      sql`UPDATE users SET permissions = ARRAY['cctv_read'] WHERE username = 'principal'`,
    );
    try {
      const readOnly = await uploadSheet(t, principal, 'cctv-dvr', 'r.csv', csv([HEADER, row(52)]));
      expect(readOnly.statusCode).toBe(403);
      expect(readOnly.json().message).toBe(Messages.forbidden);
    } finally {
      await openCctvToPrincipal(t);
    }
  });

  it('is only for those CCTV is shown to: the template, the import, its fixes and commit', async () => {
    const checked = await started(csv([HEADER, row(53, { model: 'Sony' })]));
    // cctv_read and cctv_create, but no longer among the users CCTV is kept to (001 §6).
    await t.db.execute(sql`
      UPDATE server_settings SET value = (
        SELECT coalesce(jsonb_agg(x), '[]'::jsonb) FROM jsonb_array_elements(value) x
        WHERE x <> to_jsonb((SELECT id FROM users WHERE username = 'principal')))
      WHERE key = 'cctv_allowed_user_ids'`);
    try {
      // What the CCTV calls answer such a user.
      expect((await callApi(t, cctvEndpoints.dvrList, {}, principal)).statusCode).toBe(403);
      const params = { id: checked.id };
      const refused = [
        await callApi(t, importEndpoints.template, { params: { kind: 'cctv-dvr' } }, principal),
        await callApi(t, importEndpoints.read, { params }, principal),
        await fix(checked.id, [{ row_number: 2, cells: { model: 'CpPlus' } }]),
        await commit(checked.id),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
      expect(refused.map((response) => response.json().message)).toEqual(
        Array(4).fill(Messages.forbidden),
      );
    } finally {
      await openCctvToPrincipal(t);
    }
  });

  it('offers a template with people’s headers in order, the make as a dropdown, no Sl. No.', async () => {
    const response = await callApi(
      t,
      importEndpoints.template,
      { params: { kind: 'cctv-dvr' } },
      principal,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([
      'Recorder name',
      'Make',
      'Branch',
      'IP address',
      'HTTP port',
      'RTSP port',
      'Server port',
      'Uses HTTPS',
      'Username',
      'Password',
      'Serial number',
      'Active',
      'Add cameras by scan',
    ]);
    // Make (column B) and the yes/no columns offer their choices; free columns none.
    expect(sheet.getCell('B2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"Hikvision,CpPlus"'],
    });
    expect(sheet.getCell('B1001').dataValidation).toMatchObject({ type: 'list' });
    expect(sheet.getCell('H2').dataValidation).toMatchObject({ formulae: ['"Yes,No"'] });
    expect(sheet.getCell('A2').dataValidation).toBeUndefined();
    expect(sheet.getRow(2).getCell(8).value).toBe('No');
  });

  it('reads people’s headers as it reads the documents’ keys, and answers the columns as the grid shows them', async () => {
    const labels = new Map([
      ['name', 'Recorder name'],
      ['model', 'Make'],
      ['master_branch_name', 'Branch'],
      ['ip_address', 'IP address'],
      ['auth_password', 'Password'],
    ]);
    const checked = await started(
      csv([HEADER.map((key) => labels.get(key) ?? key), row(41, { model: 'Sony' })]),
    );
    expect(checked).toMatchObject({ status: 'checked', error_rows: 1, title_one: 'recorder' });
    expect(Object.keys(checked.failed_rows[0]!.errors)).toEqual(['model']);
    expect(checked.columns.map((column) => column.label).slice(0, 3)).toEqual([
      'Recorder name',
      'Make',
      'Branch',
    ]);
    expect(checked.columns.find((column) => column.key === 'model')!.options).toEqual([
      'Hikvision',
      'CpPlus',
    ]);
    expect(checked.columns.some((column) => column.key === 'slno')).toBe(false);
    // The password is never answered, only whether it is set.
    expect(checked.failed_rows[0]!.cells).not.toHaveProperty('auth_password');
    expect(JSON.stringify(checked)).not.toContain('Sd@12345');
  });

  it('numbers the recorders itself, after the highest, whatever the sheet says', async () => {
    const highest = async () =>
      (
        await t.db.execute<{ slno: number }>(
          sql`SELECT coalesce(max(slno), 0)::int AS slno FROM cctv_dvrs WHERE status = 1`,
        )
      ).rows[0]!.slno;
    const before = await highest();
    const checked = await started(
      csv([HEADER, row(51, { slno: 1 }), row(52, { slno: 1 }), row(53, { slno: '' })]),
    );
    expect(checked.error_rows).toBe(0);
    await commit(checked.id);
    expect(await afterJobs(t, principal, checked.id)).toMatchObject({ status: 'imported' });
    const numbers = await t.db.execute<{ name: string; slno: number }>(sql`
      SELECT name, slno FROM cctv_dvrs WHERE name LIKE 'Imported NVR 5%' ORDER BY slno`);
    expect(numbers.rows).toEqual([
      { name: 'Imported NVR 51', slno: before + 1 },
      { name: 'Imported NVR 52', slno: before + 2 },
      { name: 'Imported NVR 53', slno: before + 3 },
    ]);
  });
});

describe('a camera sheet', () => {
  it('adds the cameras of one recorder, and corrects those it has on import again', async () => {
    const dvr = (await addDvr(principal, branches.own)).answer();
    const header = ['name', 'channel_number', 'main_stream_id', 'sub_stream_id', 'status', 'slno'];
    const first = await started(
      csv([
        header,
        ['Gate', 1, '', '', 'ENABLED', 1],
        ['Yard', 2, 201, 202, '', 2],
        ['Yard again', 2, '', '', 'ON', 3],
      ]),
      'cameras.csv',
      { dvr_id: dvr.id },
      'cctv-camera',
    );
    expect(
      Object.fromEntries(
        first.groups.map((g) => [g.message, g.columns.map((c) => [c.column, c.rows])]),
      ),
    ).toEqual({
      'Duplicate fields:': [['channel_number', [4]]],
      'Values not in accepted list for:': [['status', [4]]],
    });
    await fix(first.id, [{ row_number: 4, cells: { channel_number: '3', status: 'DISABLED' } }]);
    expect((await afterJobs(t, principal, first.id)).error_rows).toBe(0);
    await commit(first.id);
    expect((await afterJobs(t, principal, first.id)).imported_rows).toBe(3);
    const again = await started(
      csv([header, ['Main gate', 1, '', '', '', '']]),
      'cameras.csv',
      { dvr_id: dvr.id },
      'cctv-camera',
    );
    await commit(again.id);
    await afterJobs(t, principal, again.id);
    const cameras = await camerasOf(dvr.id);
    expect(cameras.map((c) => [c.channel_number, c.name, c.main_stream_id, c.status])).toEqual([
      [1, 'Main gate', 101, 'ENABLED'],
      [2, 'Yard', 201, 'ENABLED'],
      [3, 'Yard again', 301, 'DISABLED'],
    ]);
  });

  it('takes enabled and working as 1 or 0 (001 §4): enabled for an empty status, working as the flag', async () => {
    const dvr = (await addDvr(principal, branches.own)).answer();
    const sheet = csv([
      ['name', 'channel_number', 'status', 'enabled', 'working'],
      ['Gate', 1, '', 1, 1],
      ['Yard', 2, '', 0, 0],
      ['Roof', 3, 'ENABLED', 0, ''],
      ['Lab', 4, '', 'maybe', 1],
    ]);
    const checked = await started(sheet, 'cameras.csv', { dvr_id: dvr.id }, 'cctv-camera');
    expect(
      checked.groups.map((g) => [g.message, g.columns.map((c) => [c.column, c.rows])]),
    ).toEqual([['Incorrect data type in:', [['enabled', [5]]]]]);
    await fix(checked.id, [{ row_number: 5, cells: { enabled: '1' } }]);
    await afterJobs(t, principal, checked.id);
    await commit(checked.id);
    expect((await afterJobs(t, principal, checked.id)).imported_rows).toBe(4);
    const cameras = await camerasOf(dvr.id);
    expect(cameras.map((c) => [c.name, c.status, c.flag])).toEqual([
      ['Gate', 'ENABLED', 1],
      ['Yard', 'DISABLED', 0],
      ['Roof', 'ENABLED', null],
      ['Lab', 'ENABLED', 1],
    ]);
  });

  it('is only for a recorder of the uploader’s branches', async () => {
    const theirs = (await addDvr(admin, branches.other)).answer();
    const refused = await uploadSheet(
      t,
      principal,
      'cctv-camera',
      'c.csv',
      'name,channel_number\nGate,1',
      { dvr_id: theirs.id },
    );
    expect(refused.statusCode).toBe(404);
    const none = await uploadSheet(
      t,
      principal,
      'cctv-camera',
      'c.csv',
      'name,channel_number\nGate,1',
    );
    expect(none.statusCode).toBe(404);
  });
});

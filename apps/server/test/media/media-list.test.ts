import {
  MEDIA_EXPORT_FILE,
  mediaEndpoints,
  type MediaItem,
  type MediaListItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, urlOf, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import { tempDataDir, uploadFile } from './multipart.ts';
import * as samples from './samples.ts';

// GET /media (001 §7): page, limit, sort_created_at, search_by_extensions, search_by_name, and
// who sees which files.

let t: TestApp;
let dataDir: string;
let principal: SignedIn;
let zonal: SignedIn;
let superuser: SignedIn;
let staff: SignedIn;
/** The principal's uploads, oldest first (created_at set one day apart below). */
const principalFiles: MediaItem[] = [];
let zonalFile: MediaItem;

const principalUploads: [string, Buffer][] = [
  ['Annual Report.pdf', samples.pdf],
  ['school-logo.png', samples.png],
  ['marks_2024.csv', samples.csv],
  ['100%_attendance.csv', samples.csv],
  ['Sports Day.jpg', samples.jpeg],
  ['report card.PNG', samples.png],
];

async function upload(who: SignedIn, name: string, content: Buffer): Promise<MediaItem> {
  const response = await uploadFile(t, who.headers, name, content);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MediaItem[])[0]!;
}

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  [principal, zonal, staff] = await Promise.all([
    t.signIn('principal'),
    t.signIn('zonal'),
    t.signIn('staff'),
  ]);
  superuser = await t.signIn('superuser');
  for (const [name, content] of principalUploads) {
    principalFiles.push(await upload(principal, name, content));
  }
  zonalFile = await upload(zonal, 'zonal report.pdf', samples.pdf);
  // One day apart, in upload order, so the order by created_at is known.
  await t.db.execute(sql`
    UPDATE media_files SET created_at = TIMESTAMPTZ '2025-01-01 10:00:00+00' + (id * INTERVAL '1 day')`);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const list = (who: SignedIn, query: Record<string, QueryValue> = {}) =>
  callApi(t, mediaEndpoints.list, { query }, who);
const names = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json() as MediaListItem[]).map((item) => item.file_name);
const principalNames = principalUploads.map(([name]) => name);

describe(routeOf(mediaEndpoints.list), () => {
  it("lists one's own uploads, newest first, with x-total-count", async () => {
    const response = await list(principal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(principalFiles.length));
    expect(names(response)).toEqual([...principalNames].reverse());
  });

  it('answers each file with its name and extension (001 "Media file")', async () => {
    const [newest] = (await list(principal)).json() as MediaListItem[];
    const uploaded = principalFiles.at(-1)!;
    expect(newest).toEqual({
      id: uploaded.id,
      url: urlOf(mediaEndpoints.file, { id: uploaded.id }),
      file_name: 'report card.PNG',
      extension: 'png',
      content_type: 'image/png',
      size: samples.png.length,
      created_at: expect.stringMatching(/^2025-\d\d-\d\dT10:00:00\.000Z$/),
      uploaded_by: expect.any(Number),
    });
    const served = await t.call({ method: 'GET', url: newest!.url, headers: principal.headers });
    expect(served.rawPayload).toEqual(samples.png);
  });

  it('sorts by sort_created_at', async () => {
    expect(names(await list(principal, { sort_created_at: 'asc' }))).toEqual(principalNames);
    expect(names(await list(principal, { sort_created_at: 'desc' }))).toEqual(
      [...principalNames].reverse(),
    );
    const refused = await list(principal, { sort_created_at: 'newest' });
    expect(refused.statusCode).toBe(422);
  });

  it('pages with page and limit; x-total-count stays the whole count', async () => {
    const second = await list(principal, { sort_created_at: 'asc', limit: 4, page: 2 });
    expect(names(second)).toEqual(principalNames.slice(4));
    expect(second.headers['x-total-count']).toBe('6');
    const beyond = await list(principal, { limit: 4, page: 3 });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('6');
    expect((await list(principal, { limit: 0 })).statusCode).toBe(422);
  });

  it('filters by search_by_extensions, a comma list in any case', async () => {
    const images = await list(principal, {
      sort_created_at: 'asc',
      search_by_extensions: 'png,JPG',
    });
    expect(names(images)).toEqual(['school-logo.png', 'Sports Day.jpg', 'report card.PNG']);
    expect(images.headers['x-total-count']).toBe('3');
    // jpeg is its own extension: .jpg files are not listed under it.
    expect(names(await list(principal, { search_by_extensions: 'jpeg' }))).toEqual([]);
    expect(names(await list(principal, { search_by_extensions: ' pdf ,' }))).toEqual([
      'Annual Report.pdf',
    ]);
    // An empty selection is no filter.
    expect(names(await list(principal, { search_by_extensions: '' }))).toHaveLength(6);
  });

  it('refuses an extension that is never uploaded, naming the accepted ones', async () => {
    const refused = await list(principal, { search_by_extensions: 'png,exe' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'query.search_by_extensions: "exe" is not an extension files are uploaded with. Use one of: png, jpeg, jpg, mp4, pdf, doc, docx, xls, xlsx, csv, json, svg.',
    );
  });

  it('filters by search_by_name: any part of the name, ignoring case', async () => {
    const reports = await list(principal, { sort_created_at: 'asc', search_by_name: 'REPORT' });
    expect(names(reports)).toEqual(['Annual Report.pdf', 'report card.PNG']);
    expect(names(await list(principal, { search_by_name: ' day' }))).toEqual(['Sports Day.jpg']);
    expect(names(await list(principal, { search_by_name: 'nothing-like-this' }))).toEqual([]);
  });

  it('matches % and _ in search_by_name literally', async () => {
    expect(names(await list(principal, { search_by_name: '%' }))).toEqual(['100%_attendance.csv']);
    expect(names(await list(principal, { search_by_name: '_' }))).toEqual([
      '100%_attendance.csv',
      'marks_2024.csv',
    ]);
  });

  it('combines the filters', async () => {
    const response = await list(principal, {
      search_by_extensions: 'csv',
      search_by_name: 'marks',
    });
    expect(names(response)).toEqual(['marks_2024.csv']);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('refuses parameters it does not know', async () => {
    expect((await list(principal, { search_by_type: 'png' })).statusCode).toBe(422);
  });

  it(`exports the filtered list as ${MEDIA_EXPORT_FILE}`, async () => {
    const response = await list(principal, { export: true, search_by_extensions: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="${MEDIA_EXPORT_FILE}"`);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body).toContain('marks_2024.csv');
    expect(response.body).not.toContain('Annual Report.pdf');
  });
});

describe('who sees which files', () => {
  it("lists only one's own uploads to anyone but a superuser", async () => {
    expect(names(await list(zonal))).toEqual(['zonal report.pdf']);
    expect(names(await list(principal, { search_by_name: 'zonal' }))).toEqual([]);
    const none = await list(staff);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('lists every file to a superuser', async () => {
    const response = await list(superuser, { sort_created_at: 'asc' });
    expect(names(response)).toEqual([...principalNames, 'zonal report.pdf']);
    expect(response.headers['x-total-count']).toBe('7');
  });

  it("answers 404 for another user's file, as for no file", async () => {
    const other = await t.call({ method: 'GET', url: zonalFile.url, headers: principal.headers });
    expect(other.statusCode).toBe(404);
    const missing = await callApi(
      t,
      mediaEndpoints.file,
      { params: { id: 2147483000 } },
      principal,
    );
    expect(other.json().message).toBe(missing.json().message);
  });

  it('needs a signed-in user', async () => {
    expect((await callApi(t, mediaEndpoints.list, {})).statusCode).toBe(401);
  });
});

import {
  EventStatus,
  eventGalleryEndpoints,
  mediaEndpoints,
  type EventItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callerAs, type Call } from '../messaging/content-test-kit.ts';
import { callApi } from '../support/endpoint-client.ts';

// What the event gallery tests share: the demo accounts' branches, calls by the contract's endpoints,
// an image upload through the real media endpoint, and setting a rater's designation.

export type Who = SignedIn;

/** Calls by the contract's endpoints, as the file's usual caller unless `who` is given. */
export type Api = Call;

export const api = (t: TestApp, defaultCaller: () => Who): Api => callerAs(t, defaultCaller);

/** The 422 answer's first field message, or the message of any other error. */
export const messageOf = (response: LightMyRequestResponse): string => {
  const body = response.json<{ message: string; errors?: { message: string }[] }>();
  return body.errors?.[0]?.message ?? body.message;
};

export interface Branches {
  /** The principal's only branch (first state). */
  principal: number;
  /** Another campus of the first state: the zonal coordinator's, not the principal's. */
  neighbour: number;
  /** A campus of the last state: outside the principal's and the zonal coordinator's scopes. */
  elsewhere: number;
  /** A CBSE and a non-CBSE campus of the first state. */
  cbse: number;
  nonCbse: number;
}

export async function demoBranches(t: TestApp): Promise<Branches> {
  const principal = await t.db.execute<{ branch_id: number; state_id: number }>(sql`
    SELECT st.branch_id, b.state_id FROM users u
    JOIN staff st ON st.id = u.staff_id JOIN branches b ON b.id = st.branch_id
    WHERE u.username = 'principal'`);
  const { branch_id, state_id } = principal.rows[0]!;
  const campuses = await t.db.execute<{ id: number; state_id: number; is_cbse: boolean }>(sql`
    SELECT id, state_id, is_cbse FROM branches
    WHERE status = 1 AND level IN (1, 2) ORDER BY id`);
  const first = campuses.rows.filter((b) => b.state_id === state_id);
  const last = campuses.rows.filter((b) => b.state_id !== state_id).at(-1)!;
  const cbse = first.find((b) => b.is_cbse) ?? campuses.rows.find((b) => b.is_cbse)!;
  const nonCbse = first.find((b) => !b.is_cbse) ?? campuses.rows.find((b) => !b.is_cbse)!;
  return {
    principal: branch_id,
    neighbour: first.find((b) => b.id !== branch_id)!.id,
    elsewhere: last.id,
    cbse: cbse.id,
    nonCbse: nonCbse.id,
  };
}

/** Empties the gallery (the demo seed's events and schedules would blur the counts). */
export async function clearGallery(t: TestApp): Promise<void> {
  await t.db.execute(sql`DELETE FROM event_gallery_image_ratings`);
  await t.db.execute(sql`DELETE FROM event_gallery_ratings`);
  await t.db.execute(sql`DELETE FROM event_gallery_items`);
  await t.db.execute(sql`DELETE FROM event_schedules`);
}

export async function userId(t: TestApp, username: string): Promise<number> {
  const result = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE username = ${username}`,
  );
  return result.rows[0]!.id;
}

/** Gives a demo account's staff row another designation (the rating rules read it live). */
export async function setDesignation(t: TestApp, username: string, designationId: number) {
  await t.db.execute(sql`
    UPDATE staff SET designation_id = ${designationId}
    WHERE id = (SELECT staff_id FROM users WHERE username = ${username})`);
}

/** Adds permissions of the user's own to a demo account. */
export async function grant(t: TestApp, username: string, ...permissions: string[]) {
  await t.db.execute(sql`
    UPDATE users SET permissions = permissions || ${sql.param(permissions)}::text[]
    WHERE username = ${username}`);
}

export async function eventTypeIds(t: TestApp): Promise<number[]> {
  const result = await t.db.execute<{ id: number }>(sql`SELECT id FROM event_types ORDER BY id`);
  return result.rows.map((row) => row.id);
}

/** A small real PNG of a colour of its own (the media endpoint checks the content). */
export function pngBytes(seed = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const row = Buffer.from([0, seed % 256, 80, 160, 20, 200, seed % 256]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOUNDARY = '----event-gallery-test';

/** Uploads a file through POST /media and answers the first item's id (001 §7). */
export async function upload(
  t: TestApp,
  who: Who,
  fileName = 'photo.png',
  content: Buffer = pngBytes(),
): Promise<number> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await callApi(
    t,
    mediaEndpoints.upload,
    { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
    who,
  );
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id: number }[]>()[0]!.id;
}

/** A valid event body at a branch, a draft unless overridden. */
export function eventBodyOf(branchId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sports Day',
    description: 'Races and relays on the main ground.',
    event_date: '2026-11-14',
    branch_id: branchId,
    segment_tag_id_list: [2, 3],
    status: EventStatus.Draft,
    ...overrides,
  };
}

/** Creates an event and answers it (fails the test on anything but 201). */
export async function createEvent(
  call: Api,
  branchId: number,
  overrides: Record<string, unknown> = {},
  who?: Who,
): Promise<EventItem> {
  const response = await call(
    eventGalleryEndpoints.create,
    { body: eventBodyOf(branchId, overrides) },
    who,
  );
  if (response.statusCode !== 201) {
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<EventItem>();
}

/** An ISO time this many minutes from now (negative: in the past). */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

/** A test file's app (uploads under a DATA_DIR of its own), its accounts and an empty gallery. */
export interface Gallery {
  t: TestApp;
  admin: Who;
  principal: Who;
  zonal: Who;
  staff: Who;
  branches: Branches;
  close(): Promise<void>;
}

export async function startGallery(): Promise<Gallery> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-gallery-'));
  const t = await startTestApp({ env: { DATA_DIR: dataDir } });
  const [admin, principal, zonal, staff] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('zonal'),
    t.signIn('staff'),
  ]);
  await clearGallery(t);
  return {
    t,
    admin,
    principal,
    zonal,
    staff,
    branches: await demoBranches(t),
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

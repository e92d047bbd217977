import {
  CctvMessages,
  DvrStatus,
  Messages,
  cctvEndpoints as endpoints,
  type DvrRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvrPasswords, openDvrPassword } from '../../src/modules/cctv/dvr-password.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// Recorders (001 §3, §5, §7): who reaches them, what a recorder holds and never shows, the
// documents' messages, the soft delete and its undo, tags, exports.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let branches: { own: number; other: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
});
afterAll(() => t?.close());

const dvrs = (who: SignedIn, query: Record<string, QueryValue> = {}) =>
  callApi(t, endpoints.dvrList, { query }, who);
const addDvr = (who: SignedIn, body: object) => callApi(t, endpoints.createDvr, { body }, who);
const updateDvr = (who: SignedIn, id: number, body: object) =>
  callApi(t, endpoints.updateDvr, { params: { id }, body }, who);
const tagDvr = (who: SignedIn, id: number, tagIds: number[]) =>
  callApi(t, endpoints.dvrTags, { params: { id }, body: { tag_ids: tagIds } }, who);
const addCamera = (who: SignedIn, body: object) =>
  callApi(t, endpoints.createCamera, { body }, who);
const tags = (who: SignedIn, query: Record<string, QueryValue> = {}) =>
  callApi(t, endpoints.tags, { query }, who);
const addTag = (who: SignedIn, body: { name: string; for_dvr: boolean }) =>
  callApi(t, endpoints.createTag, { body }, who);
const updateTag = (who: SignedIn, id: number, body: { name: string; for_dvr: boolean }) =>
  callApi(t, endpoints.updateTag, { params: { id }, body }, who);

async function created(who: SignedIn, body: object): Promise<DvrRow> {
  const response = await addDvr(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.answer();
}

const sealedOf = async (id: number) =>
  (
    await t.db.execute<{ sealed: string }>(
      sql`SELECT auth_password_sealed AS sealed FROM cctv_dvrs WHERE id = ${id}`,
    )
  ).rows[0]!.sealed;

describe('who reaches CCTV', () => {
  it('is the users the server settings list, with cctv_read, and no one else', async () => {
    expect((await dvrs(admin)).statusCode).toBe(200);
    // The principal has neither the permission nor a place in the list.
    expect((await dvrs(principal)).statusCode).toBe(403);
    await t.db.execute(sql`
      UPDATE users SET permissions = ARRAY['cctv_read','cctv_create'] WHERE username = 'principal'`);
    // The permission alone is not enough: the menu entry is kept to listed users.
    const unlisted = await dvrs(principal);
    expect(unlisted.statusCode).toBe(403);
    expect(unlisted.json().message).toBe(Messages.forbidden);
    await openCctvToPrincipal(t);
    expect((await dvrs(principal)).statusCode).toBe(200);
  });

  it('binds a superuser too when the list leaves them out', async () => {
    const saved = await t.db.execute<{ value: unknown }>(
      sql`SELECT value FROM server_settings WHERE key = 'cctv_allowed_user_ids'`,
    );
    await t.db.execute(sql`
      UPDATE server_settings SET value = '[]'::jsonb WHERE key = 'cctv_allowed_user_ids'`);
    try {
      expect((await tags(admin)).statusCode).toBe(403);
    } finally {
      await t.db.execute(sql`
        UPDATE server_settings SET value = ${JSON.stringify(saved.rows[0]!.value)}::jsonb
        WHERE key = 'cctv_allowed_user_ids'`);
    }
    expect((await tags(admin)).statusCode).toBe(200);
  });
});

describe('a recorder', () => {
  beforeAll(() => openCctvToPrincipal(t));

  it('is created with the documents’ fields, and its password is never answered nor kept in clear', async () => {
    const dvr = await created(principal, dvrBody(branches.own, { name: 'Main block NVR' }));
    expect(dvr).toMatchObject({
      name: 'Main block NVR',
      model: 'Hikvision',
      model_id: 1,
      branch_id: branches.own,
      http_port: 80,
      rtsp_port: 554,
      server_port: 8000,
      is_https: false,
      is_active: true,
      status: DvrStatus.Kept,
      auth_username: 'admin',
      auth_password: null,
      auto_scan_add_cameras: true,
      cameras: [],
      tags: [],
      health: { state: 'not_checked', checked_at: null },
    });
    expect(JSON.stringify(dvr)).not.toContain('Sd@12345');
    const sealed = await sealedOf(dvr.id);
    expect(sealed).not.toContain('Sd@12345');
    // Sealed for the recorder's address: it opens there and nowhere else.
    const box = dvrPasswords(t.app.services.signingSecret);
    expect(openDvrPassword(box, sealed, dvr)).toBe('Sd@12345');
    expect(() => openDvrPassword(box, sealed, { ...dvr, http_port: 8080 })).toThrow();
    // Nor does the audit log hold it, sealed or not.
    const audit = await t.db.execute<{ after: unknown }>(sql`
      SELECT after FROM audit_log WHERE item_type = 'cctv_dvrs' AND item_id = ${String(dvr.id)}`);
    expect(JSON.stringify(audit.rows)).not.toContain(sealed);
  });

  it('keeps its password when an update at the same address sends none, and seals a new one', async () => {
    const body = dvrBody(branches.own);
    const dvr = await created(principal, body);
    const before = await sealedOf(dvr.id);
    const { auth_password: _dropped, ...withoutPassword } = { ...body, name: 'Renamed' };
    const kept = await updateDvr(principal, dvr.id, withoutPassword);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.answer().name).toBe('Renamed');
    expect(await sealedOf(dvr.id)).toBe(before);
    const changed = await updateDvr(principal, dvr.id, {
      ...withoutPassword,
      auth_password: 'New@54321',
    });
    expect(changed.statusCode).toBe(200);
    const box = dvrPasswords(t.app.services.signingSecret);
    expect(openDvrPassword(box, await sealedOf(dvr.id), dvr)).toBe('New@54321');
  });

  it('answers the documents’ messages to an update or delete without an id', async () => {
    const update = await callApi(
      t,
      endpoints.updateDvrWithoutId,
      { body: dvrBody(branches.own) },
      principal,
    );
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe('No ID given to update item');
    const remove = await callApi(t, endpoints.deleteDvrWithoutId, {}, principal);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe('No ID given to delete item');
    // With the id in the body, PUT /cctv/dvr changes that recorder.
    const dvr = await created(principal, dvrBody(branches.own));
    const byBody = await callApi(
      t,
      endpoints.updateDvrWithoutId,
      { body: { ...dvrBody(branches.own, { name: 'Named by body' }), id: dvr.id } },
      principal,
    );
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.answer()).toMatchObject({ id: dvr.id, name: 'Named by body' });
  });

  it('refuses bad fields with 422 and keeps nothing', async () => {
    const count = async () =>
      Number(
        (await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM cctv_dvrs`)).rows[0]!.n,
      );
    const before = await count();
    for (const [overrides, message] of [
      [
        { ip_address: '10.1.2.300' },
        'Enter the recorder’s IP address (like 10.1.2.3) or host name.',
      ],
      [{ http_port: 70000 }, 'A port is a whole number from 1 to 65535.'],
      [{ model_id: 3 }, 'Choose the model: Hikvision (1) or CpPlus (2).'],
      [{ auth_password: '' }, 'Password is required.'],
      [{ name: '  ' }, 'Name is required.'],
    ] as const) {
      const refused = await addDvr(principal, dvrBody(branches.own, overrides as object));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(refused.body).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('stays in the caller’s branches: another branch’s recorder is 404, and none is put there', async () => {
    const elsewhere = await created(admin, dvrBody(branches.other));
    const byId = await dvrs(principal, { id: elsewhere.id });
    expect(byId.json()).toEqual([]);
    expect(byId.headers['x-total-count']).toBe('0');
    const params = { id: elsewhere.id };
    for (const [route, attempt] of [
      [
        routeOf(endpoints.updateDvr),
        () => updateDvr(principal, elsewhere.id, dvrBody(branches.own)),
      ],
      [routeOf(endpoints.deleteDvr), () => callApi(t, endpoints.deleteDvr, { params }, principal)],
      [routeOf(endpoints.removeDvr), () => callApi(t, endpoints.removeDvr, { params }, principal)],
      [routeOf(endpoints.dvrTags), () => tagDvr(principal, elsewhere.id, [])],
    ] as const) {
      const response = await attempt();
      expect(response.statusCode, `${route} ${elsewhere.id}`).toBe(404);
      expect(response.json().message).toBe(CctvMessages.dvrNotFound);
    }
    const listed = await dvrs(principal, { limit: 500 });
    expect(listed.answer().every((row) => row.branch_id === branches.own)).toBe(true);
    const putThere = await addDvr(principal, dvrBody(branches.other));
    expect(putThere.statusCode).toBe(403);
    expect(putThere.json().message).toBe(CctvMessages.branchOutOfScope);
    // The superuser's recorder is as it was.
    const still = await dvrs(admin, { id: elsewhere.id });
    expect(still.answer()[0]).toEqual(elsewhere);
  });

  it('is one per address and HTTP port in a branch, also when two are added at once', async () => {
    const body = dvrBody(branches.own);
    const answers = await Promise.all([
      addDvr(principal, body),
      addDvr(principal, {
        ...body,
        name: 'Twin',
        ip_address: body.ip_address.toUpperCase(),
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      CctvMessages.duplicateAddress,
    );
    // Another port is another recorder.
    await created(principal, { ...body, http_port: 8080 });
  });

  it('is deleted with status -1, listed among the deleted, restored, and removed for good', async () => {
    const dvr = await created(principal, dvrBody(branches.own));
    const params = { id: dvr.id };
    const camera = await addCamera(principal, { dvr_id: dvr.id, name: 'Gate', channel_number: 1 });
    expect(camera.statusCode, camera.body).toBe(201);
    const deleted = await callApi(
      t,
      endpoints.deleteDvrWithoutId,
      { query: { id: dvr.id } },
      principal,
    );
    expect(deleted.answer().status).toBe(DvrStatus.Deleted);
    const kept = await dvrs(principal, { limit: 500 });
    expect(kept.answer().map((row) => row.id)).not.toContain(dvr.id);
    const bin = await dvrs(principal, { deleted: true });
    expect(bin.answer().map((row) => row.id)).toContain(dvr.id);
    // A deleted recorder's cameras are out of the camera list, and it takes no new ones.
    const cameras = await callApi(
      t,
      endpoints.cameraList,
      { query: { dvr_id: dvr.id } },
      principal,
    );
    expect(cameras.json()).toEqual([]);
    const refused = await addCamera(principal, { dvr_id: dvr.id, name: 'Yard', channel_number: 2 });
    expect(refused.statusCode).toBe(409);

    const restored = await callApi(t, endpoints.restoreDvr, { params }, principal);
    expect(restored.answer()).toMatchObject({
      status: DvrStatus.Kept,
      cameras: [{ name: 'Gate' }],
    });
    const again = await callApi(t, endpoints.restoreDvr, { params }, principal);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CctvMessages.dvrNotDeleted);

    const removed = await callApi(t, endpoints.removeDvr, { params }, principal);
    expect(removed.statusCode).toBe(204);
    expect((await callApi(t, endpoints.deleteDvr, { params }, principal)).statusCode).toBe(404);
    const left = await t.db.execute(sql`SELECT 1 FROM cctv_cameras WHERE dvr_id = ${dvr.id}`);
    expect(left.rows).toEqual([]);
  });
});

describe('tags', () => {
  beforeAll(() => openCctvToPrincipal(t));

  it('are kept for recorders or cameras, one name each (any case), and put on recorders', async () => {
    const tag = (await addTag(admin, { name: 'Hostel', for_dvr: true })).answer();
    const cameraTag = (await addTag(admin, { name: 'Outdoor', for_dvr: false })).answer();
    const twin = await addTag(admin, { name: 'HOSTEL', for_dvr: true });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(CctvMessages.duplicateTag);
    // The same name may name a camera tag.
    expect((await addTag(admin, { name: 'hostel', for_dvr: false })).statusCode).toBe(201);

    const dvr = await created(principal, dvrBody(branches.own));
    const wrongKind = await tagDvr(principal, dvr.id, [cameraTag.id]);
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().message).toBe(CctvMessages.tagsNotForDvr);
    const unknown = await tagDvr(principal, dvr.id, [999999]);
    expect(unknown.json().message).toBe(CctvMessages.unknownTags);

    const tagged = await tagDvr(principal, dvr.id, [tag.id, tag.id]);
    expect(tagged.answer()).toMatchObject({
      tags: [{ id: tag.id, name: 'Hostel' }],
      tag_ids: [tag.id],
    });
    const filtered = await dvrs(principal, { tag_ids: tag.id });
    expect(filtered.answer().map((row) => row.id)).toEqual([dvr.id]);
    const listed = await tags(principal, { for_dvr: true });
    expect(listed.answer().find((row) => row.id === tag.id)).toMatchObject({
      dvr_count: 1,
    });

    // Ten changes of its tags at once: each answers, the last one standing is whole.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tagDvr(principal, dvr.id, i % 2 ? [tag.id] : [])),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));

    const removed = await callApi(t, endpoints.deleteTag, { params: { id: tag.id } }, admin);
    expect(removed.statusCode).toBe(204);
    const untagged = await dvrs(principal, { id: dvr.id });
    expect(untagged.answer()[0]!.tags).toEqual([]);
  });

  it('are the group’s: only superusers add, rename or delete them; a branch’s writer puts them on its recorders', async () => {
    const tag = (await addTag(admin, { name: 'Group tag', for_dvr: true })).answer();
    const theirs = await created(admin, dvrBody(branches.other));
    await tagDvr(admin, theirs.id, [tag.id]);
    // The principal writes CCTV in one branch: the group's tags are not theirs to change.
    for (const [route, attempt] of [
      [routeOf(endpoints.createTag), () => addTag(principal, { name: 'Mine', for_dvr: true })],
      [
        routeOf(endpoints.updateTag),
        () => updateTag(principal, tag.id, { name: 'Renamed by a branch', for_dvr: true }),
      ],
      [
        routeOf(endpoints.deleteTag),
        () => callApi(t, endpoints.deleteTag, { params: { id: tag.id } }, principal),
      ],
    ] as const) {
      const refused = await attempt();
      expect(refused.statusCode, `${route} ${tag.id}`).toBe(403);
      expect(refused.json().message).toBe(Messages.forbidden);
    }
    const kept = await dvrs(admin, { id: theirs.id });
    expect(kept.answer()[0]!.tags).toEqual([{ id: tag.id, name: 'Group tag' }]);
    // Putting an existing tag on a recorder of their own branch is theirs to do.
    const mine = await created(principal, dvrBody(branches.own));
    const tagged = await tagDvr(principal, mine.id, [tag.id]);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.answer().tag_ids).toEqual([tag.id]);
  });

  it('keep their kind while something carries them', async () => {
    const tag = (await addTag(admin, { name: 'Gate cams', for_dvr: false })).answer();
    const dvr = await created(admin, dvrBody(branches.own));
    const camera = await addCamera(admin, {
      dvr_id: dvr.id,
      name: 'Gate',
      channel_number: 1,
      tag_ids: [tag.id],
    });
    expect(camera.statusCode, camera.body).toBe(201);
    const flipped = await updateTag(admin, tag.id, { name: 'Gate cams', for_dvr: true });
    expect(flipped.statusCode).toBe(409);
    const renamed = await updateTag(admin, tag.id, { name: 'Gates', for_dvr: false });
    expect(renamed.answer()).toMatchObject({ name: 'Gates', camera_count: 1 });
  });
});

describe('the lists’ files', () => {
  beforeAll(() => openCctvToPrincipal(t));

  it('export the recorders with the import’s keys, and the recorders per branch', async () => {
    await created(principal, dvrBody(branches.own, { name: 'Exported NVR' }));
    const file = await dvrs(principal, { export: true, search: 'Exported' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('cctv-recorders.csv');
    const [header, ...rows] = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    for (const key of [
      'slno',
      'name',
      'master_branch_name',
      'ip_address',
      'http_port',
      'auth_username',
    ]) {
      expect(header).toContain(key);
    }
    expect(header).not.toContain('password');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Exported NVR');

    const counts = await dvrs(principal, { export: true, exportDvrCount: true });
    expect(counts.headers['content-disposition']).toContain('cctv-recorder-count.csv');
    const lines = counts.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('recorders');
    const kept = await t.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM cctv_dvrs WHERE branch_id = ${branches.own} AND status = 1`,
    );
    // One branch in the principal's scope, with every kept recorder of it counted.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${kept.rows[0]!.n},`);
  });
});

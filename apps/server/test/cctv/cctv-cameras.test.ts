import {
  CctvMessages,
  DvrHealth,
  cctvCameraIdsAnswer,
  cctvEndpoints as endpoints,
  type CameraRow,
  type DvrRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// Cameras (001 §3, §7): on a recorder, one per channel, with the vendor's stream ids; the list
// with ids_only and its file; another branch's camera is 404.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let branches: { own: number; other: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
});
afterAll(() => t?.close());

async function recorder(who: SignedIn, branchId: number, modelId = 1): Promise<DvrRow> {
  const response = await callApi(
    t,
    endpoints.createDvr,
    { body: dvrBody(branchId, { model_id: modelId as 1 }) },
    who,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.answer();
}

const addCamera = (who: SignedIn, body: object) =>
  callApi(t, endpoints.createCamera, { body }, who);

async function camera(who: SignedIn, body: object): Promise<CameraRow> {
  const response = await addCamera(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.answer();
}

const cameras = (who: SignedIn, query: Record<string, string | number | boolean>) =>
  callApi(t, endpoints.cameraList, { query }, who);

describe('a camera', () => {
  it('takes its vendor’s stream ids when none are given, and those given otherwise', async () => {
    const hikvision = await recorder(principal, branches.own, 1);
    const cpPlus = await recorder(principal, branches.own, 2);
    expect(
      await camera(principal, { dvr_id: hikvision.id, name: 'Gate', channel_number: 3 }),
    ).toMatchObject({
      main_stream_id: 301,
      sub_stream_id: 302,
      status: 'ENABLED',
      flag: null,
      dvr_name: hikvision.name,
      branch_id: branches.own,
    });
    expect(
      await camera(principal, { dvr_id: cpPlus.id, name: 'Gate', channel_number: 3 }),
    ).toMatchObject({
      main_stream_id: 0,
      sub_stream_id: 1,
    });
    expect(
      await camera(principal, {
        dvr_id: hikvision.id,
        name: 'Yard',
        channel_number: 4,
        main_stream_id: 4001,
        sub_stream_id: 4002,
        status: 'DISABLED',
      }),
    ).toMatchObject({ main_stream_id: 4001, sub_stream_id: 4002, status: 'DISABLED' });
  });

  it('is one per channel of a recorder, also when two are added at once', async () => {
    const dvr = await recorder(principal, branches.own);
    const answers = await Promise.all(
      ['Gate', 'Gate again'].map((name) =>
        addCamera(principal, { dvr_id: dvr.id, name, channel_number: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      CctvMessages.duplicateChannel,
    );
    const moved = await camera(principal, { dvr_id: dvr.id, name: 'Yard', channel_number: 2 });
    const clash = await callApi(
      t,
      endpoints.updateCamera,
      { params: { id: moved.id }, body: { dvr_id: dvr.id, name: 'Yard', channel_number: 1 } },
      principal,
    );
    expect(clash.statusCode).toBe(409);
  });

  it('refuses what is not a camera with 422', async () => {
    const dvr = await recorder(principal, branches.own);
    for (const body of [
      { dvr_id: dvr.id, name: 'Gate', channel_number: 0 },
      { dvr_id: dvr.id, name: 'Gate', channel_number: 1, status: 'ON' },
      { dvr_id: dvr.id, name: '', channel_number: 1 },
    ]) {
      expect((await addCamera(principal, body)).statusCode).toBe(422);
    }
    const listed = await cameras(principal, { dvr_id: dvr.id });
    expect(listed.json()).toEqual([]);
  });

  it('of another branch is 404 and stays out of lists', async () => {
    const elsewhere = await recorder(admin, branches.other);
    const theirs = await camera(admin, { dvr_id: elsewhere.id, name: 'Office', channel_number: 1 });
    const mine = await recorder(principal, branches.own);
    const params = { id: theirs.id };
    for (const [route, attempt] of [
      [
        routeOf(endpoints.updateCamera),
        () =>
          callApi(
            t,
            endpoints.updateCamera,
            { params, body: { dvr_id: mine.id, name: 'Mine now', channel_number: 9 } },
            principal,
          ),
      ],
      [
        routeOf(endpoints.deleteCamera),
        () => callApi(t, endpoints.deleteCamera, { params }, principal),
      ],
      [
        routeOf(endpoints.createCamera),
        () => addCamera(principal, { dvr_id: elsewhere.id, name: 'Sneaked in', channel_number: 2 }),
      ],
    ] as const) {
      const response = await attempt();
      expect(response.statusCode, `${route} ${theirs.id}`).toBe(404);
    }
    const byId = await cameras(principal, { id: theirs.id });
    expect(byId.json()).toEqual([]);
    const ids = await cameras(principal, { ids_only: true });
    expect(cctvCameraIdsAnswer.parse(ids.json())).not.toContain(theirs.id);
    const still = await cameras(admin, { id: theirs.id });
    expect(still.answer()[0]).toEqual(theirs);
  });
});

describe('the camera list', () => {
  it('answers every matching id with ids_only, in the list’s order, and exports the import’s keys', async () => {
    const dvr = await recorder(principal, branches.own);
    const made: number[] = [];
    for (const channel of [3, 1, 2]) {
      made.push(
        (
          await camera(principal, {
            dvr_id: dvr.id,
            name: `Cam ${channel}`,
            channel_number: channel,
          })
        ).id,
      );
    }
    const ids = await cameras(principal, { dvr_id: dvr.id, ids_only: true, limit: 1 });
    expect(ids.statusCode).toBe(200);
    const answer = cctvCameraIdsAnswer.parse(ids.json());
    // By channel, every page at once.
    expect(answer).toEqual([made[1], made[2], made[0]]);
    expect(ids.headers['x-total-count']).toBe('3');

    const page = await cameras(principal, { dvr_id: dvr.id, limit: 2, page: 2 });
    expect(page.answer().map((row) => row.channel_number)).toEqual([3]);
    expect(page.headers['x-total-count']).toBe('3');

    const file = await cameras(principal, { dvr_id: dvr.id, export: true });
    const [header, ...rows] = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',').slice(0, 6)).toEqual([
      'slno',
      'name',
      'channel_number',
      'main_stream_id',
      'sub_stream_id',
      'status',
    ]);
    expect(rows).toHaveLength(3);
  });

  it('filters by its recorder’s health, needing attention and tag, and says what the last check found', async () => {
    const [broken, healthy, unchecked] = [
      await recorder(principal, branches.own),
      await recorder(principal, branches.own),
      await recorder(principal, branches.own),
    ];
    await t.db.execute(sql`
      UPDATE cctv_dvrs SET health_state = ${DvrHealth.WrongPassword},
        health_checked_at = '2026-11-26T04:15:00Z',
        health_message = 'The recorder refused the user name or password.'
      WHERE id = ${broken.id}`);
    await t.db.execute(sql`
      UPDATE cctv_dvrs SET health_state = ${DvrHealth.Healthy}, health_checked_at = now()
      WHERE id = ${healthy.id}`);
    const tag = await callApi(
      t,
      endpoints.createTag,
      { body: { name: `Gates ${Date.now()}`, for_dvr: false } },
      admin,
    );
    expect(tag.statusCode, tag.body).toBe(201);
    const gate = await camera(principal, {
      dvr_id: broken.id,
      name: 'Gate',
      channel_number: 1,
      tag_ids: [tag.answer().id],
    });
    const yard = await camera(principal, { dvr_id: healthy.id, name: 'Yard', channel_number: 1 });
    const hall = await camera(principal, { dvr_id: unchecked.id, name: 'Hall', channel_number: 1 });
    const ids = async (query: Record<string, string | number | boolean>) => {
      const response = await cameras(principal, { branch_ids: branches.own, limit: 100, ...query });
      expect(response.statusCode, response.body).toBe(200);
      return response.answer().map((row) => row.id);
    };
    const mine = [gate.id, yard.id, hall.id];
    const among = async (query: Record<string, string | number | boolean>) =>
      (await ids(query)).filter((id) => mine.includes(id));

    expect(await among({ needs_attention: true })).toEqual([gate.id]);
    expect(await among({ health: DvrHealth.Healthy })).toEqual([yard.id]);
    expect(await among({ health: DvrHealth.NotChecked })).toEqual([hall.id]);
    expect(await ids({ tag_ids: tag.answer().id })).toEqual([gate.id]);
    // The ids the grid pages through take the same filters.
    const listed = await cameras(principal, {
      branch_ids: branches.own,
      ids_only: true,
      needs_attention: true,
    });
    expect(cctvCameraIdsAnswer.parse(listed.json())).toContain(gate.id);
    expect(cctvCameraIdsAnswer.parse(listed.json())).not.toContain(yard.id);

    const [row] = (await cameras(principal, { id: gate.id })).answer();
    expect(row!.dvr_health).toEqual({
      state: DvrHealth.WrongPassword,
      checked_at: '2026-11-26T04:15:00.000Z',
      message: 'The recorder refused the user name or password.',
    });
    expect((await cameras(principal, { id: hall.id })).answer()[0]!.dvr_health).toEqual({
      state: DvrHealth.NotChecked,
      checked_at: null,
      message: null,
    });
    const wrong = await cameras(principal, { health: 'broken' });
    expect(wrong.statusCode).toBe(422);
  });
});

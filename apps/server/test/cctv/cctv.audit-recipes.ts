import { startRecorderSimulator } from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import {
  idOf,
  send,
  type Exemptions,
  type HistoryRecipes,
  type Recipes,
  type Walk,
} from '../audit/audit-walk-kit.ts';
import { simulatedRecorder } from '../recorders/recorder-fixtures.ts';
import { dvrBody } from './cctv-kit.ts';

// The audit walk's recipes for CCTV (see audit/audit-walk-kit.ts): every write route records
// its change.

const DVRS = { module: 'cctv', item_type: 'cctv_dvrs' };
const CAMERAS = { module: 'cctv', item_type: 'cctv_cameras' };
const TAGS = { module: 'cctv', item_type: 'cctv_tags' };

const newDvr = (walk: Walk) => idOf(send(walk, 'POST', '/cctv/dvr', dvrBody(walk.branchId)));
const newTag = (walk: Walk, name: string, forDvr: boolean) =>
  idOf(send(walk, 'POST', '/cctv/tags', { name, for_dvr: forDvr }));
const newCamera = async (walk: Walk) =>
  idOf(
    send(walk, 'POST', '/cctv/camera', {
      dvr_id: await newDvr(walk),
      name: 'Gate',
      channel_number: 1,
    }),
  );

export const recipes: Recipes = {
  'POST /api/cctv/tags': async () => ({
    url: '/api/cctv/tags',
    body: { name: 'Audited tag', for_dvr: true },
    expect: TAGS,
  }),
  'PUT /api/cctv/tags/:id': async (walk) => ({
    url: `/api/cctv/tags/${await newTag(walk, 'Before rename', true)}`,
    body: { name: 'After rename', for_dvr: true },
    expect: TAGS,
  }),
  'DELETE /api/cctv/tags/:id': async (walk) => ({
    url: `/api/cctv/tags/${await newTag(walk, 'To delete', false)}`,
    expect: TAGS,
  }),
  'POST /api/cctv/dvr': async (walk) => ({
    url: '/api/cctv/dvr',
    body: dvrBody(walk.branchId),
    expect: DVRS,
  }),
  'PUT /api/cctv/dvr/:id': async (walk) => ({
    url: `/api/cctv/dvr/${await newDvr(walk)}`,
    body: dvrBody(walk.branchId, { name: 'Renamed recorder' }),
    expect: DVRS,
  }),
  'PUT /api/cctv/dvr': async (walk) => ({
    url: '/api/cctv/dvr',
    body: { ...dvrBody(walk.branchId, { name: 'Renamed by body' }), id: await newDvr(walk) },
    expect: DVRS,
  }),
  'DELETE /api/cctv/dvr/:id': async (walk) => ({
    url: `/api/cctv/dvr/${await newDvr(walk)}`,
    expect: DVRS,
  }),
  'DELETE /api/cctv/dvr': async (walk) => ({
    url: `/api/cctv/dvr?id=${await newDvr(walk)}`,
    expect: DVRS,
  }),
  'PUT /api/cctv/dvr/:id/restore': async (walk) => {
    const id = await newDvr(walk);
    await walk.t.call({
      method: 'DELETE',
      url: `/api/cctv/dvr/${id}`,
      headers: walk.admin.session.headers,
    });
    return { url: `/api/cctv/dvr/${id}/restore`, expect: DVRS };
  },
  'DELETE /api/cctv/dvr/:id/complete': async (walk) => ({
    url: `/api/cctv/dvr/${await newDvr(walk)}/complete`,
    expect: DVRS,
  }),
  'PUT /api/cctv/dvr/:id/tags': async (walk) => ({
    url: `/api/cctv/dvr/${await newDvr(walk)}/tags`,
    body: { tag_ids: [await newTag(walk, 'Tagged recorder', true)] },
    expect: DVRS,
  }),
  // A scan adds the recorder's cameras: it reads a simulated recorder (127.16.250.1, this
  // walk's own address in the demo simulator's range, which the tests' settings allow),
  // stopped after the call.
  'POST /api/cctv/dvr/scan': async (walk) => {
    const recorder = simulatedRecorder({
      key: 'audit',
      vendor: 'hikvision',
      address: '127.16.250.1',
    });
    const simulator = await startRecorderSimulator([recorder]);
    const place = simulator.place(recorder.key);
    const body = dvrBody(walk.branchId, {
      ip_address: place.host,
      http_port: place.port,
      auth_username: recorder.username,
      auth_password: recorder.password,
    });
    return {
      url: '/api/cctv/dvr/scan',
      body: { id: await idOf(send(walk, 'POST', '/cctv/dvr', body)) },
      expect: CAMERAS,
      cleanup: () => simulator.close(),
    };
  },
  'POST /api/cctv/camera': async (walk) => ({
    url: '/api/cctv/camera',
    body: { dvr_id: await newDvr(walk), name: 'Gate', channel_number: 1 },
    expect: CAMERAS,
  }),
  'PUT /api/cctv/camera/:id': async (walk) => {
    const dvr = await newDvr(walk);
    const id = await idOf(
      send(walk, 'POST', '/cctv/camera', { dvr_id: dvr, name: 'Gate', channel_number: 2 }),
    );
    return {
      url: `/api/cctv/camera/${id}`,
      body: { dvr_id: dvr, name: 'Main gate', channel_number: 2 },
      expect: CAMERAS,
    };
  },
  'DELETE /api/cctv/camera/:id': async (walk) => ({
    url: `/api/cctv/camera/${await newCamera(walk)}`,
    expect: CAMERAS,
  }),
};

export const exempt: Exemptions = {
  'POST /api/cctv/camera/:id/whep': 'opens a stream session at the gateway: no record changes',
  'DELETE /api/cctv/camera/:id/whep/:sessionId': 'ends a stream session: no record changes',
};

const dvrIn = (walk: Walk, branchId: number) =>
  idOf(send(walk, 'POST', '/cctv/dvr', dvrBody(branchId)));
const cameraOf = async (walk: Walk, dvrId: number) =>
  idOf(send(walk, 'POST', '/cctv/camera', { dvr_id: dvrId, name: 'Gate', channel_number: 1 }));

/** The history walk's recorders and cameras of each branch; tags are the group's. */
export const histories: HistoryRecipes = {
  cctv_dvrs: async (walk, outsideBranchId) => ({
    inBranch: await dvrIn(walk, walk.branchId),
    outside: await dvrIn(walk, outsideBranchId),
  }),
  cctv_cameras: async (walk, outsideBranchId) => ({
    inBranch: await cameraOf(walk, await dvrIn(walk, walk.branchId)),
    outside: await cameraOf(walk, await dvrIn(walk, outsideBranchId)),
  }),
  cctv_tags: async (walk) => ({
    inBranch: await newTag(walk, 'History walk', true),
    outside: 'group-wide',
  }),
};

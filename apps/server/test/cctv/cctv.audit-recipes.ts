import { cctvEndpoints as endpoints } from '@console/contract';
import { startRecorderSimulator } from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import type { Exemptions, HistoryRecipes, Recipes, Walk } from '../audit/audit-walk-kit.ts';
import { createdId } from '../messaging/content-test-kit.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';
import { simulatedRecorder } from '../recorders/recorder-fixtures.ts';
import { dvrBody } from './cctv-kit.ts';

// The audit walk's recipes for CCTV (see audit/audit-walk-kit.ts): every write route records
// its change.

const DVRS = { module: 'cctv', item_type: 'cctv_dvrs' };
const CAMERAS = { module: 'cctv', item_type: 'cctv_cameras' };
const TAGS = { module: 'cctv', item_type: 'cctv_tags' };

const dvrIn = (walk: Walk, branchId: number) =>
  createdId(walk.t, endpoints.createDvr, dvrBody(branchId), walk.admin.session);
const newDvr = (walk: Walk) => dvrIn(walk, walk.branchId);
const newTag = (walk: Walk, name: string, forDvr: boolean) =>
  createdId(walk.t, endpoints.createTag, { name, for_dvr: forDvr }, walk.admin.session);
const cameraOf = (walk: Walk, dvrId: number, channel = 1) =>
  createdId(
    walk.t,
    endpoints.createCamera,
    { dvr_id: dvrId, name: 'Gate', channel_number: channel },
    walk.admin.session,
  );
const newCamera = async (walk: Walk) => cameraOf(walk, await newDvr(walk));

export const recipes: Recipes = {
  [routeOf(endpoints.createTag)]: async () => ({
    url: urlOf(endpoints.createTag),
    body: { name: 'Audited tag', for_dvr: true },
    expect: TAGS,
  }),
  [routeOf(endpoints.updateTag)]: async (walk) => ({
    url: urlOf(endpoints.updateTag, { id: await newTag(walk, 'Before rename', true) }),
    body: { name: 'After rename', for_dvr: true },
    expect: TAGS,
  }),
  [routeOf(endpoints.deleteTag)]: async (walk) => ({
    url: urlOf(endpoints.deleteTag, { id: await newTag(walk, 'To delete', false) }),
    expect: TAGS,
  }),
  [routeOf(endpoints.createDvr)]: async (walk) => ({
    url: urlOf(endpoints.createDvr),
    body: dvrBody(walk.branchId),
    expect: DVRS,
  }),
  [routeOf(endpoints.updateDvr)]: async (walk) => ({
    url: urlOf(endpoints.updateDvr, { id: await newDvr(walk) }),
    body: dvrBody(walk.branchId, { name: 'Renamed recorder' }),
    expect: DVRS,
  }),
  [routeOf(endpoints.updateDvrWithoutId)]: async (walk) => ({
    url: urlOf(endpoints.updateDvrWithoutId),
    body: { ...dvrBody(walk.branchId, { name: 'Renamed by body' }), id: await newDvr(walk) },
    expect: DVRS,
  }),
  [routeOf(endpoints.deleteDvr)]: async (walk) => ({
    url: urlOf(endpoints.deleteDvr, { id: await newDvr(walk) }),
    expect: DVRS,
  }),
  [routeOf(endpoints.deleteDvrWithoutId)]: async (walk) => ({
    url: `${urlOf(endpoints.deleteDvrWithoutId)}?id=${await newDvr(walk)}`,
    expect: DVRS,
  }),
  [routeOf(endpoints.restoreDvr)]: async (walk) => {
    const id = await newDvr(walk);
    await callApi(walk.t, endpoints.deleteDvr, { params: { id } }, walk.admin.session);
    return { url: urlOf(endpoints.restoreDvr, { id }), expect: DVRS };
  },
  [routeOf(endpoints.removeDvr)]: async (walk) => ({
    url: urlOf(endpoints.removeDvr, { id: await newDvr(walk) }),
    expect: DVRS,
  }),
  [routeOf(endpoints.dvrTags)]: async (walk) => ({
    url: urlOf(endpoints.dvrTags, { id: await newDvr(walk) }),
    body: { tag_ids: [await newTag(walk, 'Tagged recorder', true)] },
    expect: DVRS,
  }),
  // A scan adds the recorder's cameras: it reads a simulated recorder (127.16.250.1, this
  // walk's own address in the demo simulator's range, which the tests' settings allow),
  // stopped after the call.
  [routeOf(endpoints.scanDvr)]: async (walk) => {
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
      url: urlOf(endpoints.scanDvr),
      body: { id: await createdId(walk.t, endpoints.createDvr, body, walk.admin.session) },
      expect: CAMERAS,
      cleanup: () => simulator.close(),
    };
  },
  [routeOf(endpoints.createCamera)]: async (walk) => ({
    url: urlOf(endpoints.createCamera),
    body: { dvr_id: await newDvr(walk), name: 'Gate', channel_number: 1 },
    expect: CAMERAS,
  }),
  [routeOf(endpoints.updateCamera)]: async (walk) => {
    const dvr = await newDvr(walk);
    const id = await cameraOf(walk, dvr, 2);
    return {
      url: urlOf(endpoints.updateCamera, { id }),
      body: { dvr_id: dvr, name: 'Main gate', channel_number: 2 },
      expect: CAMERAS,
    };
  },
  [routeOf(endpoints.deleteCamera)]: async (walk) => ({
    url: urlOf(endpoints.deleteCamera, { id: await newCamera(walk) }),
    expect: CAMERAS,
  }),
};

export const exempt: Exemptions = {
  [routeOf(endpoints.whepOffer)]: 'opens a stream session at the gateway: no record changes',
  [routeOf(endpoints.endWhepSession)]: 'ends a stream session: no record changes',
};

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

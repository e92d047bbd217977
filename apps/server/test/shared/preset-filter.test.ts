import { findModule, presetFilterEndpoints as endpoints } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';

let t: TestApp;
let principal: SignedIn;
let zonal: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  principal = await t.signIn('principal');
  zonal = await t.signIn('zonal');
});
afterAll(() => t?.close());

// A filter belongs to a console list page, named by its address (the module's path).
const ANNOUNCEMENTS = findModule('announcement')!.path;
const WELLNESS = findModule('wellness')!.path;

const body = {
  page: ANNOUNCEMENTS,
  name: 'My branch, active',
  data: { status: 1, branch_ids: [3, 4] },
};

describe('preset filters', () => {
  it('are saved, listed per page, changed and deleted by their owner', async () => {
    const created = await callApi(t, endpoints.create, { body }, principal);
    expect(created.statusCode).toBe(201);
    const filter = created.answer();
    expect(filter).toMatchObject(body);

    const other = { ...body, page: WELLNESS, name: 'Other page' };
    await callApi(t, endpoints.create, { body: other }, principal);
    const listed = await callApi(t, endpoints.list, { query: { page: ANNOUNCEMENTS } }, principal);
    expect(listed.answer().map((f) => f.name)).toEqual([body.name]);

    const changed = await callApi(
      t,
      endpoints.update,
      { params: { id: filter.id }, body: { ...body, name: 'Renamed' } },
      principal,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.answer().name).toBe('Renamed');

    const deleted = await callApi(t, endpoints.remove, { params: { id: filter.id } }, principal);
    expect(deleted.statusCode).toBe(204);
    const again = await callApi(t, endpoints.remove, { params: { id: filter.id } }, principal);
    expect(again.statusCode).toBe(404);
  });

  it('another user’s filter is a 404 and stays unchanged', async () => {
    const created = await callApi(t, endpoints.create, { body }, principal);
    const id = created.answer().id;
    const put = await callApi(
      t,
      endpoints.update,
      { params: { id }, body: { ...body, name: 'Stolen' } },
      zonal,
    );
    expect(put.statusCode).toBe(404);
    const del = await callApi(t, endpoints.remove, { params: { id } }, zonal);
    expect(del.statusCode).toBe(404);
    const zonalList = await callApi(t, endpoints.list, { query: { page: ANNOUNCEMENTS } }, zonal);
    expect(zonalList.answer()).toEqual([]);
    const mine = await callApi(t, endpoints.list, { query: { page: ANNOUNCEMENTS } }, principal);
    expect(mine.answer().find((f) => f.id === id)?.name).toBe(body.name);
  });

  it('refuses bad input with 422', async () => {
    for (const payload of [
      { ...body, name: '' },
      { ...body, extra: true },
      { ...body, data: 'status=1' },
      { page: ANNOUNCEMENTS, name: 'x' },
    ]) {
      const response = await callApi(t, endpoints.create, { body: payload }, principal);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(
      (await callApi(t, endpoints.update, { params: { id: 'abc' }, body }, principal)).statusCode,
    ).toBe(422);
    expect((await callApi(t, endpoints.list, {}, principal)).statusCode).toBe(422);
  });
});

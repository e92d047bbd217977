import type { PresetFilter } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';

let t: TestApp;
let principal: SignedIn;
let zonal: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  principal = await t.signIn('principal');
  zonal = await t.signIn('zonal');
});
afterAll(() => t?.close());

const body = {
  page: '/announcement',
  name: 'My branch, active',
  data: { status: 1, branch_ids: [3, 4] },
};

describe('preset filters', () => {
  it('are saved, listed per page, changed and deleted by their owner', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/preset_filter',
      headers: principal.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const filter = created.json<PresetFilter>();
    expect(filter).toMatchObject(body);

    const other = { ...body, page: '/wellness', name: 'Other page' };
    await t.call({
      method: 'POST',
      url: '/api/preset_filter',
      headers: principal.headers,
      payload: other,
    });
    const listed = await t.call({
      method: 'GET',
      url: '/api/preset_filter?page=/announcement',
      headers: principal.headers,
    });
    expect(listed.json<PresetFilter[]>().map((f) => f.name)).toEqual([body.name]);

    const changed = await t.call({
      method: 'PUT',
      url: `/api/preset_filter/${filter.id}`,
      headers: principal.headers,
      payload: { ...body, name: 'Renamed' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PresetFilter>().name).toBe('Renamed');

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/preset_filter/${filter.id}`,
      headers: principal.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/preset_filter/${filter.id}`,
      headers: principal.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('another user’s filter is a 404 and stays unchanged', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/preset_filter',
      headers: principal.headers,
      payload: body,
    });
    const id = created.json<PresetFilter>().id;
    const put = await t.call({
      method: 'PUT',
      url: `/api/preset_filter/${id}`,
      headers: zonal.headers,
      payload: { ...body, name: 'Stolen' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/preset_filter/${id}`,
      headers: zonal.headers,
    });
    expect(del.statusCode).toBe(404);
    const zonalList = await t.call({
      method: 'GET',
      url: '/api/preset_filter?page=/announcement',
      headers: zonal.headers,
    });
    expect(zonalList.json()).toEqual([]);
    const mine = await t.call({
      method: 'GET',
      url: '/api/preset_filter?page=/announcement',
      headers: principal.headers,
    });
    expect(mine.json<PresetFilter[]>().find((f) => f.id === id)?.name).toBe(body.name);
  });

  it('refuses bad input with 422', async () => {
    for (const payload of [
      { ...body, name: '' },
      { ...body, extra: true },
      { ...body, data: 'status=1' },
      { page: '/announcement', name: 'x' },
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/preset_filter',
        headers: principal.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/preset_filter/abc',
          headers: principal.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.call({ method: 'GET', url: '/api/preset_filter', headers: principal.headers }))
        .statusCode,
    ).toBe(422);
  });
});

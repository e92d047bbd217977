import { defineEndpoint, queryInt4Id, type EndpointRef } from '@console/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApiClient } from './api-client.ts';
import { callEndpoint, callListEndpoint, endpointUrl } from './call-endpoint.ts';

const row = z.object({ id: z.number().int(), name: z.string() });
const memberParams = z.strictObject({ gate_pass_id: queryInt4Id, member_id: queryInt4Id });
const things = {
  list: defineEndpoint({
    method: 'GET',
    path: '/thing',
    query: z.strictObject({ page: z.coerce.number().optional(), ids: z.string().optional() }),
    answer: z.array(row),
    list: true,
    summary: 'Things',
  }),
  decide: defineEndpoint({
    method: 'PUT',
    path: '/thing/:gate_pass_id/member/:member_id',
    params: memberParams,
    query: z.strictObject({ academic_year_id: queryInt4Id.optional() }),
    body: z.strictObject({ is_approved: z.boolean() }),
    answer: row,
    summary: 'Decide',
  }),
  archive: defineEndpoint({
    method: 'PUT',
    path: '/thing/:admission/archive',
    params: z.strictObject({ admission: z.string() }),
    answer: 'no-content',
    summary: 'Archive',
  }),
  move: defineEndpoint({
    method: 'PUT',
    path: '/thing/:id/move',
    params: z.strictObject({ id: queryInt4Id }),
    body: z.strictObject({ to: z.string() }),
    answer: row,
    orNoContent: true,
    summary: 'Move; 204 once gone',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/thing/upload',
    body: 'multipart',
    answer: z.array(row),
    summary: 'Upload',
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/thing/:id/file',
    params: z.strictObject({ id: queryInt4Id }),
    answer: 'file',
    summary: 'File',
  }),
};

/** What a page that must not load zod holds of `things.decide`. */
const decideRef: EndpointRef<typeof things.decide> = {
  method: 'PUT',
  path: '/thing/:gate_pass_id/member/:member_id',
};

beforeEach(() =>
  configureApiClient({ getAccessToken: async () => 'tok', onSessionEnded: () => undefined }),
);
afterEach(() => vi.unstubAllGlobals());

/** Answers every fetch with `body` and records what was asked. */
function serve(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  return calls;
}

describe('callEndpoint', () => {
  it('sends the method to the path with its parameters, the query and the JSON body', async () => {
    const calls = serve(200, { id: 2, name: 'Decided' });
    const answer = await callEndpoint(things.decide, {
      params: { gate_pass_id: 5, member_id: 2 },
      query: { academic_year_id: 20 },
      body: { is_approved: true },
    });
    expect(answer).toEqual({ id: 2, name: 'Decided' });
    expectTypeOf(answer).toEqualTypeOf<{ id: number; name: string }>();
    expect(calls).toEqual([
      {
        url: '/api/thing/5/member/2?academic_year_id=20',
        method: 'PUT',
        body: '{"is_approved":true}',
      },
    ]);
  });

  it('percent-encodes a text parameter and answers nothing for 204', async () => {
    const calls = serve(204, undefined);
    const answer = await callEndpoint(things.archive, { params: { admission: 'A/7 b' } });
    expect(answer).toBeUndefined();
    expect(calls[0]!.url).toBe('/api/thing/A%2F7%20b/archive');
  });

  it('answers the row or, where the endpoint allows it, nothing for 204', async () => {
    serve(204, undefined);
    const gone = await callEndpoint(things.move, { params: { id: 3 }, body: { to: 'away' } });
    expect(gone).toBeUndefined();
    expectTypeOf(gone).toEqualTypeOf<{ id: number; name: string } | undefined>();
  });

  it('sends an upload as the FormData it is given', async () => {
    const calls = serve(200, [{ id: 1, name: 'a.png' }]);
    const body = new FormData();
    body.append('file', new Blob(['x']), 'a.png');
    const [stored] = await callEndpoint(things.upload, { body });
    expect(stored?.name).toBe('a.png');
    expect(calls[0]).toMatchObject({ url: '/api/thing/upload', method: 'POST', body });
  });

  it('holds a call to the endpoint’s parameters and body', async () => {
    const calls = serve(200, { id: 1, name: 'x' });
    await expect(
      // @ts-expect-error member_id is missing
      callEndpoint(things.decide, { params: { gate_pass_id: 5 }, body: { is_approved: true } }),
    ).rejects.toThrow('/thing/:gate_pass_id/member/:member_id: no value for member_id.');
    expect(calls).toEqual([]);
    // Checked by the compiler only: never called.
    const wrongCalls = () => [
      // @ts-expect-error the body is required
      callEndpoint(things.decide, { params: { gate_pass_id: 5, member_id: 2 } }),
      // @ts-expect-error a download is an address, not a JSON call
      callEndpoint(things.file, { params: { id: 1 } }),
      // @ts-expect-error the query names only the schema's fields
      callListEndpoint(things.list, { query: { pages: 2 } }),
    ];
    expect(wrongCalls).toBeTypeOf('function');
  });
});

describe('callEndpoint by an endpoint’s reference', () => {
  it('sends what the endpoint would, typed by the endpoint’s definition', async () => {
    const calls = serve(200, { id: 2, name: 'Decided' });
    const answer = await callEndpoint(decideRef, {
      params: { gate_pass_id: 5, member_id: 2 },
      body: { is_approved: true },
    });
    expectTypeOf(answer).toEqualTypeOf<{ id: number; name: string }>();
    expect(calls).toEqual([
      { url: '/api/thing/5/member/2', method: 'PUT', body: '{"is_approved":true}' },
    ]);
    // Checked by the compiler only: never called.
    const wrongCall = () =>
      callEndpoint(decideRef, {
        params: { gate_pass_id: 5, member_id: 2 },
        // @ts-expect-error the body is the endpoint's
        body: { approved: true },
      });
    expect(wrongCall).toBeTypeOf('function');
  });

  it('sends the bearer token unless the call is anonymous', async () => {
    const sent: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string>).authorization);
      return Response.json({ id: 1, name: 'x' });
    });
    const call = { params: { gate_pass_id: 5, member_id: 2 }, body: { is_approved: true } };
    await callEndpoint(decideRef, call);
    await callEndpoint(decideRef, { ...call, anonymous: true });
    expect(sent).toEqual(['Bearer tok', undefined]);
  });
});

describe('callListEndpoint', () => {
  it('answers the rows and the total the server counted', async () => {
    const calls = serve(200, [{ id: 1, name: 'First' }], { 'x-total-count': '41' });
    const page = await callListEndpoint(things.list, { query: { page: 2, ids: '' } });
    expect(page).toEqual({ rows: [{ id: 1, name: 'First' }], total: 41 });
    expectTypeOf(page.rows).toEqualTypeOf<{ id: number; name: string }[]>();
    expect(calls[0]!.url).toBe('/api/thing?page=2');
  });

  it('counts the rows when the server sent no total', async () => {
    serve(200, [{ id: 1, name: 'First' }]);
    expect((await callListEndpoint(things.list)).total).toBe(1);
  });
});

describe('endpointUrl', () => {
  it('is the address of a download, with its parameters and query', () => {
    expect(endpointUrl(things.file, { params: { id: 5 } })).toBe('/api/thing/5/file');
    expect(endpointUrl(things.list, { query: { page: 3 } })).toBe('/api/thing?page=3');
  });
});

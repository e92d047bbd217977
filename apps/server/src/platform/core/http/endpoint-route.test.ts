import { defineEndpoint, queryInt4Id } from '@console/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswers, type AnswerDrift } from './answer-check.ts';
import { endpointSchema, routeEndpoint } from './endpoint-route.ts';
import { registerErrorHandling } from './error-handler.ts';
import { notFound } from './http-error.ts';
import { jsonSerializerCompiler, zodValidatorCompiler } from './zod-schemas.ts';

// The route helper on a bare Fastify app with the product's validator, serializer, error
// handler and answer check: no database, no sign-in (the access rule is only recorded here).

const thing = z.object({ id: z.number().int(), name: z.string() });
const idParams = z.strictObject({ id: queryInt4Id });
const things = {
  list: defineEndpoint({
    method: 'GET',
    path: '/thing',
    query: z.strictObject({ page: z.coerce.number().int().default(1) }),
    answer: z.array(thing),
    list: true,
    summary: 'Things (x-total-count)',
    errors: [422],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/thing/:id',
    params: idParams,
    answer: thing,
    summary: 'One thing',
    errors: [404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/thing',
    body: z.strictObject({ name: z.string().min(1) }),
    answer: thing,
    status: 201,
    summary: 'Create a thing',
    errors: [422],
  }),
  archive: defineEndpoint({
    method: 'PUT',
    path: '/thing/:id/archive',
    params: idParams,
    answer: 'no-content',
    summary: 'Archive a thing',
  }),
  /** The thing, or nothing once the move removed it (as a messaging item's status call). */
  move: defineEndpoint({
    method: 'PUT',
    path: '/thing/:id/move',
    params: idParams,
    body: z.strictObject({ to: z.string() }),
    answer: thing,
    orNoContent: true,
    summary: 'Move a thing; 204 once it is gone',
    errors: [404],
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/thing/:id/file',
    params: idParams,
    answer: 'file',
    summary: 'A thing as a file',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/thing/upload',
    body: 'multipart',
    answer: thing,
    summary: 'Upload',
    errors: [413],
  }),
  /** The signed-in caller's own thing (as GET /me): flags for how the caller is authenticated. */
  mine: defineEndpoint({ method: 'GET', path: '/thing/mine', answer: thing, summary: 'Mine' }),
  /** A check that answers its report with 503 when it fails (as the readiness probe). */
  check: defineEndpoint({
    method: 'POST',
    path: '/thing/:id/check',
    params: idParams,
    answer: thing,
    status: 201,
    answerAlsoWith: [503],
    summary: 'Check a thing; 503 with the same report when it fails',
    errors: [429],
  }),
  /** A WHEP offer: SDP text in, SDP text out (sent by the handler). */
  offer: defineEndpoint({
    method: 'POST',
    path: '/thing/:id/whep',
    params: idParams,
    body: 'sdp',
    answer: 'file',
    status: 201,
    summary: 'Offer',
  }),
};

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function start(options: { countList?: boolean } = {}) {
  const drifts: AnswerDrift[] = [];
  app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandling(app);
  checkAnswers(app, (drift) => drifts.push(drift));
  const seen: unknown[] = [];
  const configs = new Map<string, unknown>();
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET') configs.set(route.url, route.config);
  });
  routeEndpoint(app, things.list, {
    access: 'signed-in',
    handler: (request, reply) => {
      seen.push(request.query);
      if (options.countList !== false) reply.header('x-total-count', '1');
      return [{ id: 1, name: 'First' }];
    },
  });
  routeEndpoint(app, things.detail, {
    access: 'signed-in',
    handler: (request) => {
      seen.push(request.params);
      if (request.params.id === 404) throw notFound('No such thing');
      return { id: request.params.id, name: 'Found' };
    },
  });
  routeEndpoint(app, things.create, {
    access: 'signed-in',
    handler: (request) => ({ id: 9, name: request.body.name }),
  });
  routeEndpoint(app, things.archive, { access: 'signed-in', handler: () => undefined });
  routeEndpoint(app, things.move, {
    access: 'signed-in',
    handler: (request) =>
      request.body.to === 'away' ? undefined : { id: request.params.id, name: request.body.to },
  });
  routeEndpoint(app, things.file, {
    access: 'signed-in',
    handler: (_request, reply) => reply.header('content-type', 'text/plain').send('a file'),
  });
  routeEndpoint(app, things.mine, {
    access: 'signed-in',
    openDuringPasswordReset: true,
    bearerOnly: true,
    withProfile: true,
    handler: () => ({ id: 1, name: 'Mine' }),
  });
  routeEndpoint(app, things.check, {
    access: 'public',
    handler: (request, reply) => {
      if (request.params.id === 503) reply.status(503);
      return { id: request.params.id, name: 'Checked' };
    },
  });
  await app.ready();
  return { app, drifts, seen, configs };
}

describe('routeEndpoint', () => {
  it('registers the method and path, parses params and query, and records the access rule', async () => {
    const { app, drifts, seen, configs } = await start();
    const detail = await app.inject({ method: 'GET', url: '/thing/7' });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({ id: 7, name: 'Found' });
    const list = await app.inject({ method: 'GET', url: '/thing' });
    expect(list.headers['x-total-count']).toBe('1');
    expect(seen).toEqual([{ id: 7 }, { page: 1 }]);
    expect(configs.get('/thing/:id')).toEqual({ access: 'signed-in', endpoint: things.detail });
    expect(drifts).toEqual([]);
  });

  it('answers 422 for params the schema refuses, and the refusals the handler throws', async () => {
    const { app, drifts } = await start();
    const refused = await app.inject({ method: 'GET', url: '/thing/abc' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('params.id');
    const missing = await app.inject({ method: 'GET', url: '/thing/404' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such thing');
    expect(drifts).toEqual([]);
  });

  it('answers the endpoint’s success status: 201 for a creation, 204 with no body', async () => {
    const { app, drifts } = await start();
    const created = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'New' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 9, name: 'New' });
    const archived = await app.inject({ method: 'PUT', url: '/thing/3/archive' });
    expect(archived.statusCode).toBe(204);
    expect(archived.body).toBe('');
    const file = await app.inject({ method: 'GET', url: '/thing/3/file' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('a file');
    expect(drifts).toEqual([]);
  });

  it('answers 204 with no body when an orNoContent handler answers nothing', async () => {
    const { app, drifts } = await start();
    const moved = await app.inject({
      method: 'PUT',
      url: '/thing/3/move',
      payload: { to: 'Shed' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ id: 3, name: 'Shed' });
    const gone = await app.inject({ method: 'PUT', url: '/thing/3/move', payload: { to: 'away' } });
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect(Object.keys(endpointSchema(things.move).response ?? {})).toEqual(['200', '204', '404']);
    expect(drifts).toEqual([]);
  });

  it('puts the flags of how the caller is authenticated in the route config, and only those set', async () => {
    const { app, configs } = await start();
    expect(configs.get('/thing/mine')).toEqual({
      access: 'signed-in',
      endpoint: things.mine,
      openDuringPasswordReset: true,
      bearerOnly: true,
      withProfile: true,
    });
    expect((await app.inject({ method: 'GET', url: '/thing/mine' })).json()).toEqual({
      id: 1,
      name: 'Mine',
    });
  });

  it('keeps a status the endpoint also answers with (answerAlsoWith), set by the handler', async () => {
    const { app, drifts } = await start();
    const passed = await app.inject({ method: 'POST', url: '/thing/7/check' });
    expect(passed.statusCode).toBe(201);
    const failed = await app.inject({ method: 'POST', url: '/thing/503/check' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ id: 503, name: 'Checked' });
    const response = endpointSchema(things.check).response ?? {};
    expect(Object.keys(response)).toEqual(['201', '429', '503']);
    expect(response[503]).toBe(thing);
    expect(drifts).toEqual([]);
  });

  it('reports a page of a list endpoint sent without x-total-count', async () => {
    const { app, drifts } = await start({ countList: false });
    await app.inject({ method: 'GET', url: '/thing' });
    expect(drifts).toEqual([
      { route: 'GET /thing', status: 200, problem: 'a list answer without x-total-count' },
    ]);
  });
});

describe('endpointSchema', () => {
  it('is the Fastify schema the routes wrote by hand: parts, success status and refusals', () => {
    const created = endpointSchema(things.create);
    expect(Object.keys(created)).toEqual(['summary', 'body', 'response']);
    expect(created.body).toBe(things.create.body);
    expect(Object.keys(created.response ?? {})).toEqual(['201', '422']);
    expect(endpointSchema(things.archive).response?.[204]).toBeInstanceOf(z.ZodNull);
    // A download without refusals declares no answer at all (nothing JSON to check).
    expect(endpointSchema(things.file)).toEqual({ summary: 'A thing as a file', params: idParams });
    const upload = endpointSchema(things.upload, 'Upload, with more said');
    expect(upload).toMatchObject({
      summary: 'Upload, with more said',
      consumes: ['multipart/form-data'],
    });
    expect(upload).not.toHaveProperty('body');
    // An SDP body is text: its media type, no JSON schema, and no JSON answer to describe.
    expect(endpointSchema(things.offer)).toEqual({
      summary: 'Offer',
      consumes: ['application/sdp'],
      params: idParams,
    });
  });
});

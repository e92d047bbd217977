import swagger from '@fastify/swagger';
import { defineEndpoint, queryInt4Id } from '@console/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocumentTransform, documentTag, operationIdOf } from './api-document.ts';
import { routeEndpoint } from './endpoint-route.ts';
import { jsonSerializerCompiler, zodValidatorCompiler } from './zod-schemas.ts';

// The API document's names and tags on a bare Fastify app with the product's transform: no
// database, no sign-in.

/* eslint-disable no-restricted-syntax -- operationIdOf's input is an address as Fastify registers it: the addresses are the subject, some of them made up to tell cases apart, none a call */
describe('operationIdOf', () => {
  it('is the method and the path under /api in snake case, parameters as by_<name>', () => {
    expect(operationIdOf('GET', '/api/gate_pass')).toBe('get_gate_pass');
    expect(operationIdOf('GET', '/api/gate_pass/:id')).toBe('get_gate_pass_by_id');
    expect(operationIdOf('PUT', '/api/gate_pass/:gate_pass_id/member/:member_id')).toBe(
      'put_gate_pass_by_gate_pass_id_member_by_member_id',
    );
    expect(operationIdOf('DELETE', '/api/cctv/camera/:id/whep/:sessionId')).toBe(
      'delete_cctv_camera_by_id_whep_by_session_id',
    );
    expect(operationIdOf('GET', '/api/auth/employee/:n')).toBe('get_auth_employee_by_n');
  });

  it('tells a parameter from a segment of the same name, and keeps other prefixes', () => {
    expect(operationIdOf('GET', '/api/thing/:id')).not.toBe(operationIdOf('GET', '/api/thing/id'));
    expect(operationIdOf('GET', '/apiary/hive')).toBe('get_apiary_hive');
    expect(operationIdOf('POST', '/api/some-thing.v2/')).toBe('post_some_thing_v2');
  });
});
/* eslint-enable no-restricted-syntax */

const thing = defineEndpoint({
  method: 'GET',
  path: '/thing/:id',
  params: z.strictObject({ id: queryInt4Id }),
  answer: z.object({ id: z.number().int() }),
  summary: 'One thing',
  errors: [404],
});

const thingFile = defineEndpoint({
  method: 'GET',
  path: '/thing/:id/file',
  params: z.strictObject({ id: queryInt4Id }),
  answer: 'file',
  summary: 'A thing as a file',
  errors: [404],
});

/** The document's key of an endpoint's path: under /api, parameters in braces. */
const documentKey = (endpoint: { path: string }) =>
  `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** A hand-written route without a schema, registered under /api. */
const PING = '/ping';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

async function documentOf(register: (app: FastifyInstance) => Promise<void>) {
  app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 'Test', version: '1' } },
    transform: apiDocumentTransform,
  });
  await register(app);
  await app.ready();
  return app.swagger() as { paths: Record<string, Record<string, Operation>> };
}

describe('apiDocumentTransform', () => {
  it('names and tags every operation, endpoint or hand-written, and leaves HEAD twins out', async () => {
    const document = await documentOf(async (instance) => {
      await instance.register(
        documentTag('things', async (scope) => {
          routeEndpoint(scope, thing, {
            access: 'signed-in',
            handler: (request) => request.params,
          });
          routeEndpoint(scope, thingFile, {
            access: 'signed-in',
            handler: (_request, reply) => reply.type('text/csv').send('id\n1\n'),
          });
        }),
        { prefix: '/api' },
      );
      await instance.register(
        documentTag('platform', async (scope) => {
          scope.get(PING, { config: { access: 'public' } }, async () => 'pong');
        }),
        { prefix: '/api' },
      );
    });
    expect(document.paths[documentKey(thing)]).toEqual({
      get: expect.objectContaining({
        operationId: 'get_thing_by_id',
        tags: ['things'],
        summary: 'One thing',
      }),
    });
    // A route without a schema is an operation too, summarised by its address.
    expect(document.paths[`/api${PING}`]).toEqual({
      get: expect.objectContaining({
        operationId: 'get_ping',
        tags: ['platform'],
        summary: `GET /api${PING}`,
      }),
    });
    // A file answer is described at its status beside the refusals the endpoint lists.
    const file = document.paths[documentKey(thingFile)]?.get;
    expect(Object.keys(file?.responses ?? {})).toEqual(['200', '404']);
    expect(file?.responses?.['200']?.content).toEqual({
      '*/*': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('leaves hidden routes out and refuses a route registered without a tag', async () => {
    const hidden = await documentOf(async (instance) => {
      instance.get(
        '/page',
        { config: { access: 'public' }, schema: { hide: true } },
        async () => '',
      );
    });
    expect(hidden.paths).toEqual({});
    // eslint-disable-next-line no-restricted-syntax -- a route of this bare app, in no contract, registered by its raw address: the refusal must name it
    const untagged = '/api/untagged';
    await expect(
      documentOf(async (instance) => {
        instance.get(untagged, { config: { access: 'public' } }, async () => '');
      }),
    ).rejects.toThrow(`GET ${untagged} has no tag in the API document`);
  });
});

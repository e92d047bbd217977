import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpointPath } from './endpoint-path.ts';
import { defineEndpoint, pathParamNames, type PathParamNames } from './endpoint.ts';
import { queryInt4Id } from './numbers.ts';

const row = z.object({ id: z.number().int(), name: z.string() });
const idParams = z.strictObject({ id: queryInt4Id });

describe('defineEndpoint', () => {
  it('keeps the definition and fills in the defaults', () => {
    const detail = defineEndpoint({
      method: 'GET',
      path: '/thing/:id',
      params: idParams,
      answer: row,
      summary: 'One thing',
      errors: [404],
    });
    expect(detail).toMatchObject({ method: 'GET', path: '/thing/:id', status: 200, list: false });
    expect(detail.params).toBe(idParams);
    expect(detail.query).toBeUndefined();
    expect(detail.errors).toEqual([404]);
    const created = defineEndpoint({
      method: 'POST',
      path: '/thing',
      body: row,
      answer: row,
      status: 201,
      summary: 'Create',
    });
    expect(created.status).toBe(201);
    expect(created.errors).toEqual([]);
  });

  it("answers 204 for 'no-content' and refuses a status beside it", () => {
    const archive = defineEndpoint({
      method: 'PUT',
      path: '/thing/:id/archive',
      params: idParams,
      answer: 'no-content',
      summary: 'Archive',
    });
    expect(archive.status).toBe(204);
    expect(() =>
      defineEndpoint({
        method: 'PUT',
        path: '/thing',
        answer: 'no-content',
        // @ts-expect-error 'no-content' carries its own status
        status: 200,
        summary: 'Wrong',
      }),
    ).toThrow(/204/);
  });

  it('may also answer 204 beside a JSON answer (orNoContent), never beside no answer', () => {
    const status = defineEndpoint({
      method: 'PUT',
      path: '/thing/:id/status',
      params: idParams,
      body: row,
      answer: row,
      orNoContent: true,
      summary: 'The thing, or nothing once deleted',
    });
    expect(status).toMatchObject({ status: 200, orNoContent: true });
    expect(
      defineEndpoint({ method: 'GET', path: '/thing', answer: row, summary: 'x' }),
    ).toMatchObject({ orNoContent: false });
    expect(() =>
      defineEndpoint({
        method: 'DELETE',
        path: '/thing',
        answer: 'no-content',
        orNoContent: true,
        summary: 'Twice nothing',
      }),
    ).toThrow('DELETE /thing: orNoContent goes beside a JSON answer.');
  });

  it('may carry its answer under other statuses too (answerAlsoWith), not ones described already', () => {
    const ready = defineEndpoint({
      method: 'GET',
      path: '/ready',
      answer: row,
      answerAlsoWith: [503],
      summary: 'Ready, or not (503) with the same report',
    });
    expect(ready).toMatchObject({ status: 200, answerAlsoWith: [503] });
    expect(
      defineEndpoint({ method: 'GET', path: '/thing', answer: row, summary: 'x' }).answerAlsoWith,
    ).toEqual([]);
    expect(() =>
      defineEndpoint({
        method: 'GET',
        path: '/thing',
        answer: row,
        errors: [404],
        answerAlsoWith: [404],
        summary: 'Refused twice',
      }),
    ).toThrow('GET /thing: 404 is the success or a listed refusal already.');
    expect(() =>
      defineEndpoint({
        method: 'PUT',
        path: '/thing',
        answer: 'no-content',
        answerAlsoWith: [503],
        summary: 'Nothing, twice',
      }),
    ).toThrow('PUT /thing: answerAlsoWith goes beside a JSON answer.');
  });

  it('refuses a params schema that does not name exactly the path parameters', () => {
    expect(() =>
      defineEndpoint({
        method: 'GET',
        path: '/thing/:thing_id',
        // @ts-expect-error the schema names id, the path thing_id
        params: idParams,
        answer: row,
        summary: 'Wrong name',
      }),
    ).toThrow('GET /thing/:thing_id: the params schema must name exactly thing_id.');
    expect(() =>
      // @ts-expect-error the path has a parameter and no schema for it
      defineEndpoint({ method: 'GET', path: '/thing/:id', answer: row, summary: 'No params' }),
    ).toThrow(/must name exactly id/);
    expect(() =>
      defineEndpoint({
        method: 'GET',
        path: '/thing/:id/:part',
        // @ts-expect-error one parameter missing
        params: idParams,
        answer: row,
        summary: 'One missing',
      }),
    ).toThrow(/must name exactly id, part/);
    expect(() =>
      defineEndpoint({
        method: 'GET',
        path: '/thing',
        // @ts-expect-error the path has no parameters
        params: idParams,
        answer: row,
        summary: 'Extra params',
      }),
    ).toThrow(/has no parameters/);
  });

  it('holds a list to a GET that answers rows, and a GET to no body', () => {
    expect(() =>
      defineEndpoint({
        method: 'GET',
        path: '/things',
        // @ts-expect-error a list answers an array
        answer: row,
        list: true,
        summary: 'Not rows',
      }),
    ).toThrow(/z.array\(row\)/);
    expect(() =>
      defineEndpoint({
        method: 'POST',
        path: '/things',
        // @ts-expect-error a list is a GET
        answer: z.array(row),
        list: true,
        summary: 'Posted list',
      }),
    ).toThrow(/a list is a GET/);
    expect(() =>
      defineEndpoint({ method: 'GET', path: '/things', body: row, answer: row, summary: 'Body' }),
    ).toThrow(/a GET has no body/);
    expect(() =>
      defineEndpoint({ method: 'GET', path: 'things', answer: row, summary: 'Relative' }),
    ).toThrow(/starts with \//);
  });

  it('carries the schemas’ types and the path’s parameter names', () => {
    const list = defineEndpoint({
      method: 'GET',
      path: '/things',
      query: z.strictObject({ search: z.string().optional() }),
      answer: z.array(row),
      list: true,
      summary: 'Things',
    });
    expectTypeOf(list.list).toEqualTypeOf<true>();
    expectTypeOf<z.output<typeof list.answer>>().toEqualTypeOf<{ id: number; name: string }[]>();
    expectTypeOf<PathParamNames<'/gate_pass/:gate_pass_id/member/:member_id'>>().toEqualTypeOf<
      'gate_pass_id' | 'member_id'
    >();
    expectTypeOf<PathParamNames<'/gate_pass'>>().toEqualTypeOf<never>();
  });
});

describe('endpointPath', () => {
  it('fills every parameter, percent-encoded, and names one that is missing', () => {
    const member = { path: '/gate_pass/:gate_pass_id/member/:member_id' };
    expect(endpointPath(member, { gate_pass_id: 5, member_id: 2 })).toBe('/gate_pass/5/member/2');
    expect(endpointPath({ path: '/gate_pass/:admission/x' }, { admission: 'A/1 b' })).toBe(
      '/gate_pass/A%2F1%20b/x',
    );
    expect(endpointPath({ path: '/gate_pass' })).toBe('/gate_pass');
    expect(() => endpointPath(member, { gate_pass_id: 5 })).toThrow(
      '/gate_pass/:gate_pass_id/member/:member_id: no value for member_id.',
    );
    expect(pathParamNames(member.path)).toEqual(['gate_pass_id', 'member_id']);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiTransform, RequestValidationError, zodValidatorCompiler } from './zod-schemas.ts';

const validate = zodValidatorCompiler({
  schema: z.unknown(),
  httpPart: 'body',
  method: 'POST',
  url: '/',
});

/** An object nested `depth` levels, built without recursion: { a: { a: … leaf } }. */
function deep(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('the NUL check of request parts', () => {
  it('finds NUL at any depth without exhausting the stack, and names its path', () => {
    const result = validate(deep(200_000, 'x\u0000')) as { error?: RequestValidationError };
    expect(result.error).toBeInstanceOf(RequestValidationError);
    const path = result.error!.issues[0]!.path;
    expect(path).toHaveLength(200_000);
    expect(path.every((key) => key === 'a')).toBe(true);
  });

  it('names array indexes and object keys on the way', () => {
    const result = validate({ list: [{ ok: 'fine' }, { bad: 'no\u0000' }] }) as {
      error?: RequestValidationError;
    };
    expect(result.error!.issues[0]!.path).toEqual(['list', '1', 'bad']);
  });

  it('lets deep values without NUL through to the schema', () => {
    const result = validate(deep(200_000, 'fine')) as { value?: unknown; error?: unknown };
    expect(result.error).toBeUndefined();
  });
});

describe('the API document’s schemas (openApiTransform)', () => {
  const documented = (schema: Record<string, unknown>) =>
    openApiTransform({ schema, url: '/thing' }).schema as Record<string, unknown>;

  it('says “or null” on each alternative of a nullable union, where OpenAPI 3.0 reads it', () => {
    const value = z.union([z.string(), z.number()]).nullable();
    const { response } = documented({ response: { 200: z.object({ value }) } }) as {
      response: Record<number, { properties: { value: Record<string, unknown> } }>;
    };
    expect(response[200]!.properties.value).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'number', nullable: true },
      ],
    });
  });

  it('makes a free query (a record) one object parameter sent as name=value pairs', () => {
    const { querystring } = documented({ querystring: z.record(z.string(), z.string()) });
    expect(querystring).toMatchObject({
      type: 'object',
      properties: { options: { type: 'object', additionalProperties: { type: 'string' } } },
      style: 'form',
      explode: true,
    });
    // A query of named fields stays as it is: one parameter per field.
    const named = documented({ querystring: z.strictObject({ page: z.string() }) }).querystring;
    expect(named).toMatchObject({ type: 'object', properties: { page: { type: 'string' } } });
    expect(named).not.toHaveProperty('style');
  });
});

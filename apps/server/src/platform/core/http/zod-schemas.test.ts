import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestValidationError, zodValidatorCompiler } from './zod-schemas.ts';

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

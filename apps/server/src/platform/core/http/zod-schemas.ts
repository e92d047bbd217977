import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { plainWords } from '@console/contract';
import { z, type ZodType } from 'zod';

/** Lets route handlers see the parsed types of their contract schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}

/** A request part that broke its contract schema; answered 422 with every field and rule. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('Request validation failed');
  }
}

/** A step on the way to a value, linked to its parent: paths are built only for a find. */
interface PathStep {
  key: string;
  parent: PathStep | null;
}

/**
 * PostgreSQL text cannot hold NUL; refuse it at the door rather than fail in the database. The
 * walk keeps its own stack (any depth, no call-stack overflow) and visits each value once.
 */
function findNul(root: unknown): string[] | null {
  const pending: { value: unknown; step: PathStep | null }[] = [{ value: root, step: null }];
  while (pending.length > 0) {
    const { value, step } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(step);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      // Pushed in reverse so the first NUL in document order is the one named.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, inner] = entries[index]!;
        pending.push({ value: inner, step: { key, parent: step } });
      }
    }
  }
  return null;
}

function pathOf(step: PathStep | null): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'body';
    const nulAt = findNul(data);
    if (nulAt) {
      const issue = {
        code: 'custom',
        path: nulAt,
        message: 'Text may not contain NUL characters',
        input: data,
      };
      return { error: new RequestValidationError([issue as z.core.$ZodIssue], part) };
    }
    // Fastify hands an absent body over as null; optional bodies are written `.optional()`.
    // What the contract leaves to zod is said in a person's words, as the console's form says it.
    const result = schema.safeParse(part === 'body' && data === null ? undefined : data, {
      error: plainWords,
    });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, part) };
  };

/** Answers are built from the contract types already; serialise without a second pass. */
export const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

type JsonSchema = Record<string, unknown>;

/**
 * OpenAPI 3.0 gives `nullable` a meaning only beside a `type`: a nullable union (zod writes
 * `{ anyOf: [...], nullable: true }`) says "or null" on each of its alternatives instead.
 */
function nullableAlternatives(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableAlternatives);
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(alternatives)) {
    delete schema.nullable;
    for (const alternative of alternatives) alternative.nullable = true;
  }
  Object.values(schema).forEach(nullableAlternatives);
}

const jsonSchemaOf = (schema: unknown, io: 'input' | 'output') => {
  if (!(schema instanceof z.ZodType)) return schema;
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
  delete (json as JsonSchema).$schema;
  nullableAlternatives(json);
  return json;
};

/**
 * A query whose names are free (a record: the importer's own options) is one parameter to
 * OpenAPI, an object sent as name=value pairs (style form, exploded); @fastify/swagger names a
 * parameter after each property, so the record becomes the one property `options`.
 */
function queryParameters(json: unknown): unknown {
  const schema = json as JsonSchema;
  if (schema?.type !== 'object' || schema.properties !== undefined) return json;
  return {
    type: 'object',
    properties: { options: { ...schema, description: 'Free query parameters, each name=value' } },
    style: 'form',
    explode: true,
  };
}

/** @fastify/swagger transform: the contract's zod schemas become OpenAPI JSON schemas. */
export function openApiTransform({ schema, url }: { schema: unknown; url: string }) {
  if (!schema || typeof schema !== 'object') return { schema: schema as never, url };
  const source = schema as Record<string, unknown>;
  const transformed: Record<string, unknown> = { ...source };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (source[part]) transformed[part] = jsonSchemaOf(source[part], 'input');
  }
  if (transformed.querystring) transformed.querystring = queryParameters(transformed.querystring);
  if (source.response && typeof source.response === 'object') {
    transformed.response = Object.fromEntries(
      Object.entries(source.response).map(([status, body]) => [
        status,
        jsonSchemaOf(body, 'output'),
      ]),
    );
  }
  return { schema: transformed as never, url };
}

import type { FastifyInstance } from 'fastify';

// The routes of the OpenAPI document built from the contract, for table-driven tests that must
// cover every route with a given kind of input (a new route is covered without editing a list).

export interface JsonSchema {
  type?: string;
  format?: string;
  maximum?: number;
  minimum?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiRoute {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  parameters: { in: 'query' | 'path'; name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** Fastify validates params, body, then query, and answers the first part that fails. */
  bodyRequired: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiRoute['parameters'];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export function openApiRoutes(app: FastifyInstance): OpenApiRoute[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      bodyRequired: operation.requestBody?.required ?? false,
    })),
  );
}

/** A request URL for the route: every path parameter 1 unless given, then the query. */
export function urlOf(
  route: OpenApiRoute,
  query: Record<string, string> = {},
  pathValues: Record<string, string> = {},
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_all, name: string) => pathValues[name] ?? '1');
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The schemas a value may take: the alternatives of anyOf/oneOf/allOf, or itself. */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return parts.length > 0 ? parts.flatMap(alternatives) : [schema];
}

import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { openApiTransform } from './zod-schemas.ts';

// The API document (/api/docs/json, built by @fastify/swagger from the route schemas) names
// every operation and files it under the part of the product that registers it, so a client
// generator gets stable method names grouped by module. Both are given here, where the document
// is built, for every route however it was registered (routeEndpoint or by hand). The rule for
// the names is in DECISIONS.md "Operation ids".

/** Where the document's pages are served (Swagger UI; the document itself at `…/json`). */
export const API_DOCS_PATH = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The document's tag of the route: its module's id, or a platform part (documentTag). */
    documentTag?: string;
  }
}

/** The tag of the platform's own calls (health, settings, outboxes, jobs, audit, search, import). */
export const PLATFORM_TAG = 'platform';
/** The tag of sign-in, sessions and their end. */
export const AUTH_TAG = 'auth';

/**
 * The operation id of a route: its method and its path under /api, in lower snake case, each
 * path parameter written `by_<name>`: GET /api/gate_pass/:id → `get_gate_pass_by_id`. Method and
 * path are what make a route unique, so the id is unique too, and it changes only when they do.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `by_${segment.slice(1)}` : segment))
    .map((word) => word.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
  return [method, ...words]
    .join('_')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** Registers `routes` with every route it adds filed under `tag` in the API document. */
export function documentTag(tag: string, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, documentTag: tag };
    });
    await scope.register(routes);
  };
}

interface TransformInput {
  schema: unknown;
  url: string;
  route: Pick<RouteOptions, 'method' | 'config'>;
}

/**
 * A file answer (an export, a stored file, a WHEP session's SDP) has no JSON schema, so the
 * route declares no answer for it; the document still says what the success carries.
 */
const FILE_ANSWER = {
  description: 'The file, in the media type its Content-Type names',
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
};

/**
 * The document's transform (@fastify/swagger): the contract's zod schemas become JSON schemas
 * (openApiTransform), and every operation gets its id, its tag, a summary and a success. A
 * route without a tag fails the document, so a plugin registered without documentTag is caught
 * by the document's tests.
 */
export function apiDocumentTransform({ schema, url, route }: TransformInput) {
  const converted = openApiTransform({ schema, url }).schema as Record<string, unknown> | undefined;
  // Hidden routes (the document's own, the docs viewer) are not operations of the document.
  if (converted?.hide) return { schema: converted as never, url };
  const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
  if (methods.length !== 1) {
    throw new Error(`${methods.join(',')} ${url}: one method per route, for one operation id.`);
  }
  const tag = route.config?.documentTag;
  if (!tag) {
    throw new Error(
      `${methods[0]} ${url} has no tag in the API document: register it with documentTag().`,
    );
  }
  const named: Record<string, unknown> = {
    ...converted,
    operationId: operationIdOf(methods[0]!, url),
    tags: [tag],
  };
  // Every endpoint has a summary; a route written by hand without one is named by its address.
  named.summary ??= `${methods[0]} ${url}`;
  const endpoint = route.config?.endpoint;
  if (endpoint?.answer === 'file') {
    named.response = { [endpoint.status]: FILE_ANSWER, ...(named.response as object) };
  }
  return { schema: named as never, url };
}

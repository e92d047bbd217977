import type { AnyEndpoint } from './endpoint.ts';

// An endpoint object holds its schemas, and a page that imports one loads zod with them. The
// sign-in page and the console's start-up code have a weight budget that zod does not fit
// (e2e/journeys/page-weight.test.ts), so they call an endpoint by its reference instead: the
// method and the path, typed by the whole definition, so that params, query, body and answer are
// checked as for the object itself. This file and the reference files are types and plain
// objects only; nothing here loads zod.

/** An endpoint as a page that must not load zod calls it: its method and path. */
export interface EndpointRef<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** The definition this stands for, as a type only: never set. */
  readonly definition?: E;
}

/**
 * The references of a group of endpoints (`EndpointRefs<typeof authEndpoints>`): one per
 * endpoint, each with exactly its endpoint's method and path, or the file does not compile.
 */
export type EndpointRefs<Group extends Record<string, AnyEndpoint>> = {
  readonly [Name in keyof Group]: EndpointRef<Group[Name]>;
};

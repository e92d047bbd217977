import { vi } from 'vitest';

// A fetch stub for console tests: answers by method and path, and records what the screens sent.

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A Response, or any value (an object, a list) sent back as JSON. */
type Answer = Response | object | string | number | boolean | null | undefined;
type Handler = (request: SentRequest) => Answer | Promise<Answer>;

// Calls no stub answers. A screen that swallows the rejected fetch (a query's error state, a
// caught mutation) would otherwise pass while calling a wrong endpoint, so the setup file
// (fresh-file.ts) fails the test after it ends with every call listed here. The list hangs on
// globalThis: the setup file resets the module registry, so it and the test file each load
// their own copy of this module.
const holder = globalThis as typeof globalThis & { consoleTestUnansweredRequests?: string[] };
const unanswered: string[] = (holder.consoleTestUnansweredRequests ??= []);

/**
 * Refuses a call no stub answers: rejects the fetch with its method and path and keeps it for
 * failUnansweredRequests. Hand-written fetch stubs call it for the paths they do not answer.
 */
export function refuseUnstubbed(method: string, path: string): never {
  const call = `${method} ${path}`;
  unanswered.push(call);
  throw new Error(`No stub answers ${call}`);
}

/** Throws, after a test, when it made calls no stub answered (and forgets them). */
export function failUnansweredRequests(): void {
  const calls = unanswered.splice(0);
  if (calls.length > 0) {
    throw new Error(`The test made calls no stub answers:\n${[...new Set(calls)].join('\n')}`);
  }
}

/**
 * Stubs fetch: `routes` maps "METHOD /api/path" to an answer (a value sent as JSON, a Response,
 * or a function of the request for answers that change or repeat: a Response body is read
 * once). A path without a route rejects and fails the test. Returns the requests sent.
 */
export function stubApi(routes: Record<string, Handler | Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://console.test');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const request = { method, path: url.pathname, query: url.searchParams, body };
      sent.push(request);
      const key = `${method} ${url.pathname}`;
      if (!Object.hasOwn(routes, key)) refuseUnstubbed(method, url.pathname);
      const route = routes[key];
      const answer = typeof route === 'function' ? await (route as Handler)(request) : route;
      if (answer instanceof Response) return answer;
      return Response.json(answer ?? [], {
        headers: Array.isArray(answer) ? { 'x-total-count': String(answer.length) } : {},
      });
    }),
  );
  return sent;
}

/**
 * Routes answering GET /asset/target_info/{name} with no options for each name: for screens
 * whose targeting form loads option lists the test does not choose from.
 */
export function noAssetOptions(...names: string[]): Record<string, Answer> {
  return Object.fromEntries(names.map((name) => [`GET /api/asset/target_info/${name}`, []]));
}

/** The targeting form's option lists for a students' audience (the default one), with none. */
export const NO_STUDENT_TARGETING_CHOICES = noAssetOptions(
  'state',
  'branch',
  'segment',
  'student_course',
  'student_batch',
);

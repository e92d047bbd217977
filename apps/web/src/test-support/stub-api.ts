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

/**
 * Stubs fetch: `routes` maps "METHOD /api/path" to an answer (a value sent as JSON, a Response,
 * or a function of the request for answers that change or repeat: a Response body is read
 * once); paths without a route answer an empty list. Returns the requests the screens sent.
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
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? await (route as Handler)(request) : route;
      if (answer instanceof Response) return answer;
      return Response.json(answer ?? [], {
        headers: Array.isArray(answer) ? { 'x-total-count': String(answer.length) } : {},
      });
    }),
  );
  return sent;
}

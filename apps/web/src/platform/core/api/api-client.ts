import { Messages } from '@console/contract';
import { reportAnswered, reportUnanswered } from './connection.ts';

// The one way the console talks to the server: JSON over fetch under /api, the bearer token of
// the current session, errors turned into ApiError with the server's message (000 §8).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body, e.g. the 422 `errors` list. */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absent, null, empty-string and empty-array values are left out; arrays become comma lists. */
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Leave out the bearer token (sign-in calls). */
  anonymous?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

interface ApiClientHooks {
  /** A fresh access token, refreshed first when it is about to expire; null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Called when the server says the session is over (401 on a signed-in call). */
  onSessionEnded: () => void;
}

let hooks: ApiClientHooks = {
  getAccessToken: async () => null,
  onSessionEnded: () => undefined,
};

/** The session layer plugs its token source in once at start. */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

export async function apiRequest<T>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = request.anonymous ? null : await hooks.getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await answered(
    fetch(apiUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
    }),
  );
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) hooks.onSessionEnded();
    throw new ApiError(response.status, errorMessage(response.status, data), data);
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

/** A call that got no answer at all: the network or the server is out of reach. */
export class ServerUnreachableError extends Error {
  override name = 'ServerUnreachableError';
  constructor() {
    super(Messages.serverUnreachable);
  }
}

/**
 * The fetch's answer, telling the connection state (the offline banner) whether one came. No
 * answer is said in the console's words, not the browser's ("Failed to fetch"); an abort stays
 * an abort.
 */
async function answered(pending: Promise<Response>): Promise<Response> {
  try {
    const response = await pending;
    reportAnswered();
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof TypeError) {
      reportUnanswered();
      throw new ServerUnreachableError();
    }
    throw error;
  }
}

/** Shorthand for calls whose answer body is all the caller needs. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessage(status: number, data: unknown): string {
  if (status === 413) return Messages.fileTooLarge;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  if (typeof data === 'string' && /large/i.test(data)) return Messages.fileTooLarge;
  return Messages.genericError;
}

/**
 * The raw response of a signed-in call, for bodies read as a stream (exports with progress).
 * Errors are thrown as ApiError exactly as for JSON calls.
 */
export async function apiFetch(
  path: string,
  request: Pick<ApiRequest, 'query' | 'signal'> & { accept?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: request.accept ?? '*/*' };
  const token = await hooks.getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await answered(
    fetch(apiUrl(path, request.query), { headers, signal: request.signal }),
  );
  if (!response.ok) {
    const data = await readBody(response);
    if (response.status === 401 && token) hooks.onSessionEnded();
    throw new ApiError(response.status, errorMessage(response.status, data), data);
  }
  return response;
}

import { endpointPath, type AnyEndpoint } from '@console/contract';

// The addresses of the contract's endpoints as the server registers and serves them, apart
// from the typed test client (endpoint-client.ts): what imports only these (the WHEP test app,
// which the stream-grid bench mounts in the journeys' project) does not load the test harness.

/** `GET /api/announcement/:id`: the route as the app registers it (the audit walk's keys). */
export const routeOf = (endpoint: Pick<AnyEndpoint, 'method' | 'path'>) =>
  `${endpoint.method} /api${endpoint.path}`;

/** `/api/announcement/12`: the address of a call with its parameters filled in. */
export const urlOf = (
  endpoint: Pick<AnyEndpoint, 'path'>,
  params?: Record<string, string | number>,
) => `/api${endpointPath(endpoint, params)}`;

import type { EndpointRefs } from '../common/endpoint-ref.ts';
import type { meEndpoints } from './me.endpoints.ts';

/**
 * GET /me and the user's console state as the start-up code and home call them, loading no zod
 * (common/endpoint-ref.ts).
 */
export const meEndpointRefs: EndpointRefs<typeof meEndpoints> = {
  me: { method: 'GET', path: '/me' },
  uiState: { method: 'GET', path: '/me/ui_state' },
  saveUiState: { method: 'PUT', path: '/me/ui_state' },
};

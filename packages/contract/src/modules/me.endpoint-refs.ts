import type { EndpointRefs } from '../common/endpoint-ref.ts';
import type { meEndpoints } from './me.endpoints.ts';

/** GET /me as the console's start-up code calls it, loading no zod (common/endpoint-ref.ts). */
export const meEndpointRefs: EndpointRefs<typeof meEndpoints> = {
  me: { method: 'GET', path: '/me' },
};

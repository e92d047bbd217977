import type { EndpointRefs } from '../common/endpoint-ref.ts';
import type { analyticEndpoints } from './analytic.endpoints.ts';

/**
 * The usage calls as the console's start-up code (its analytics tracker) sends them, loading no
 * zod (common/endpoint-ref.ts).
 */
export const analyticEndpointRefs: EndpointRefs<typeof analyticEndpoints> = {
  appSession: { method: 'PUT', path: '/analytic/app_session' },
  appModule: { method: 'PUT', path: '/analytic/app_module' },
  itemOpenersExport: { method: 'GET', path: '/analytic/:global_module/item/:item_id/export' },
};

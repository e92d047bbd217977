import { portalEndpoints } from '@console/contract';
import { api } from '../../platform/core/api/api-client.ts';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';

/** A portal's redirect call: its contract endpoint, answering `{ redirect_url }`. */
type PortalEndpoint = (typeof portalEndpoints)[keyof typeof portalEndpoints];

/** Reach Disha's call is an /auth one: named by its path until the auth calls are endpoints. */
type AuthPortalCall = { path: '/auth/redirect_url' };

/**
 * Where each embedded portal's address comes from (000 §2, 002 §7): the console asks the
 * server, which answers `{ redirect_url }` from its configuration.
 */
export const PORTAL_ENDPOINTS: Record<string, PortalEndpoint | AuthPortalCall> = {
  'co-training': portalEndpoints.coTraining,
  'learning-and-development': portalEndpoints.learningAndDevelopment,
  'self-service-portal': portalEndpoints.selfServicePortal,
  'service-desk-v2': portalEndpoints.serviceDeskV2,
  'digital-library': portalEndpoints.digitalLibrary,
  'reach-disha': { path: '/auth/redirect_url' },
};

/** Asks the server for a portal's address. */
export function fetchPortalAddress(
  call: PortalEndpoint | AuthPortalCall,
  signal: AbortSignal,
): Promise<{ redirect_url: string }> {
  if (!('method' in call)) return api<{ redirect_url: string }>(call.path, { signal });
  return callEndpoint(call, { signal });
}

import { authEndpoints, portalEndpoints } from '@console/contract';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import type { PortalModuleId } from './portal-modules.ts';

/** A portal's redirect call: its contract endpoint, answering `{ redirect_url }`. */
type PortalEndpoint =
  (typeof portalEndpoints)[keyof typeof portalEndpoints] | typeof authEndpoints.portalRedirect;

/**
 * Where each embedded portal's address comes from (000 §2, 002 §7): the console asks the
 * server, which answers `{ redirect_url }` from its configuration. Reach Disha's is the sign-in
 * hand-over's endpoint.
 */
export const PORTAL_ENDPOINTS: Record<PortalModuleId, PortalEndpoint> = {
  'co-training': portalEndpoints.coTraining,
  'learning-and-development': portalEndpoints.learningAndDevelopment,
  'self-service-portal': portalEndpoints.selfServicePortal,
  'service-desk-v2': portalEndpoints.serviceDeskV2,
  'digital-library': portalEndpoints.digitalLibrary,
  'reach-disha': authEndpoints.portalRedirect,
};

/** Asks the server for a portal's address. */
export function fetchPortalAddress(
  call: PortalEndpoint,
  signal: AbortSignal,
): Promise<{ redirect_url: string }> {
  return callEndpoint(call, { signal });
}

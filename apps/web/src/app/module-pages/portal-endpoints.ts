import { authEndpointRefs } from '@console/contract';

/**
 * Where each embedded portal's address comes from (000 §2, 002 §7): the console asks the
 * server, which answers `{ redirect_url }` from its configuration. Reach Disha's is the sign-in
 * hand-over's contract endpoint; the others are not defined in the contract yet.
 */
export const PORTAL_ENDPOINTS: Record<string, { path: string; query?: Record<string, string> }> = {
  'co-training': { path: '/co_training/redirect_url' },
  'learning-and-development': { path: '/ld/redirect_url' },
  'self-service-portal': { path: '/self_service_portal' },
  'service-desk-v2': { path: '/service_desk_v2/embed_redirect_url' },
  'digital-library': { path: '/digital_library/redirect_url' },
  'reach-disha': { path: authEndpointRefs.portalRedirect.path },
};

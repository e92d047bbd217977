import { defineEndpoint } from '../common/endpoint.ts';
import { portalRedirectResponse } from './portals.ts';

/**
 * The embedded portals' redirect calls (002 §7): the address the console opens, or 404 while
 * the server has none configured.
 */
export const portalEndpoints = {
  coTraining: defineEndpoint({
    method: 'GET',
    path: '/co_training/redirect_url',
    answer: portalRedirectResponse,
    summary: 'Co-teacher training: the address the console opens',
    errors: [401, 403, 404],
  }),
  learningAndDevelopment: defineEndpoint({
    method: 'GET',
    path: '/ld/redirect_url',
    answer: portalRedirectResponse,
    summary: 'Learning and development: the address the console opens',
    errors: [401, 403, 404],
  }),
  selfServicePortal: defineEndpoint({
    method: 'GET',
    path: '/self_service_portal',
    answer: portalRedirectResponse,
    summary: 'Self service portal: the address the console opens',
    errors: [401, 403, 404],
  }),
  serviceDesk: defineEndpoint({
    method: 'GET',
    path: '/service_desk/embed_redirect_url',
    answer: portalRedirectResponse,
    summary: 'Service desk: the address the console opens',
    errors: [401, 403, 404],
  }),
  serviceDeskV2: defineEndpoint({
    method: 'GET',
    path: '/service_desk_v2/embed_redirect_url',
    answer: portalRedirectResponse,
    summary: 'Service desk (v2): the address the console opens',
    errors: [401, 403, 404],
  }),
  digitalLibrary: defineEndpoint({
    method: 'GET',
    path: '/digital_library/redirect_url',
    answer: portalRedirectResponse,
    summary: 'Digital library: the address the console opens',
    errors: [401, 403, 404],
  }),
};

import { defineEndpoint } from '../common/endpoint.ts';
import { reachCount, scopeQuery, targetingFilter } from './targeting.ts';

/** The reach count every sending module's targeting form asks for (000 §7 POST /user_filter). */
export const userFilterEndpoints = {
  reachCount: defineEndpoint({
    method: 'POST',
    path: '/user_filter',
    query: scopeQuery,
    body: targetingFilter,
    answer: reachCount,
    summary: 'Reach count of a targeting filter (distinct recipients within your scope)',
    errors: [403, 422],
  }),
};

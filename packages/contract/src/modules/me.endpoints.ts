import { defineEndpoint } from '../common/endpoint.ts';
import { meQuery, meResponse } from './me.ts';

/** The signed-in user. The console calls it by its reference (me.endpoint-refs.ts). */
export const meEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/me',
    query: meQuery,
    answer: meResponse,
    summary: 'The signed-in user: profile, permissions and the modules shown (000 §3)',
  }),
};

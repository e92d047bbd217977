import { defineEndpoint } from '../common/endpoint.ts';
import { meQuery, meResponse, uiState } from './me.ts';

/** The signed-in user. The console calls it by its reference (me.endpoint-refs.ts). */
export const meEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/me',
    query: meQuery,
    answer: meResponse,
    summary: 'The signed-in user: profile, permissions and the modules shown (000 §3)',
  }),
  uiState: defineEndpoint({
    method: 'GET',
    path: '/me/ui_state',
    answer: uiState,
    summary: "The signed-in user's own console state: the tours they have ended",
  }),
  saveUiState: defineEndpoint({
    method: 'PUT',
    path: '/me/ui_state',
    body: uiState,
    answer: uiState,
    summary: "Keeps the signed-in user's own console state (replaces it)",
  }),
};

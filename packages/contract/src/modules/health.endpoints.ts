import { defineEndpoint } from '../common/endpoint.ts';
import { healthResponse, readyResponse } from './health.ts';

/** The probes of load balancers and orchestrators; public. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    answer: healthResponse,
    summary: 'Liveness: the process answers (it never waits on the database)',
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    answer: readyResponse,
    // Not ready is the same report with 503: a load balancer reads the status.
    answerAlsoWith: [503],
    summary: 'Readiness: the database answers, every migration is applied, the jobs run',
  }),
};

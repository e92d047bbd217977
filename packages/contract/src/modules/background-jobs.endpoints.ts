import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { backgroundJob, jobListQuery } from './background-jobs.ts';

/** The job runner's queue for the Background jobs page (000 §2 /hangfire). */
export const backgroundJobEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/jobs',
    query: jobListQuery,
    answer: z.array(backgroundJob),
    list: true,
    summary: 'Background jobs, newest first; export=true downloads background-jobs.csv',
    errors: [422],
  }),
};

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { pushOutboxEntry, pushOutboxListQuery } from './push-outbox.ts';

/** What the push drivers sent (who, what, when, status), for superusers. */
export const pushOutboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/push_outbox',
    query: pushOutboxListQuery,
    answer: z.array(pushOutboxEntry),
    list: true,
    summary: 'The push outbox, newest first; export=true downloads push-outbox.csv',
    errors: [422],
  }),
};

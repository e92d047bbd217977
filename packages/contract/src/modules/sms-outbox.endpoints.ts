import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { smsOutboxEntry, smsOutboxListQuery } from './sms-outbox.ts';

/** What the outbox SMS driver "sent", for superusers (codes included). */
export const smsOutboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sms_outbox',
    query: smsOutboxListQuery,
    answer: z.array(smsOutboxEntry),
    list: true,
    summary: 'The SMS outbox, newest first; export=true downloads sms-outbox.csv',
    errors: [422],
  }),
};

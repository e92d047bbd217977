import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  feedbackChanged,
  feedbackDeleted,
  feedbackListQuery,
  feedbackParams,
  feedbackRow,
  feedbackUpdateBody,
} from './feedback.ts';

/** Triage of feedback records; the submission itself is POST /feedback (help-feedback.ts). */
export const feedbackEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/feedback',
    query: feedbackListQuery,
    answer: z.array(feedbackRow),
    list: true,
    summary:
      'Feedback records (x-total-count), Hidden ones only with status=0; export=true downloads feedback.csv',
    errors: [403, 422],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/feedback/:id',
    params: feedbackParams,
    answer: feedbackRow,
    summary: 'One feedback record with its attachments’ media ids',
    errors: [403, 404],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/feedback/:id',
    params: feedbackParams,
    body: feedbackUpdateBody,
    answer: feedbackChanged,
    summary: 'Change the status (a move FEEDBACK_STATUS_MACHINE allows, else 409) with a note',
    errors: [403, 404, 409, 422],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/feedback/:id',
    params: feedbackParams,
    answer: feedbackDeleted,
    summary: 'Delete a feedback record',
    errors: [403, 404],
  }),
};

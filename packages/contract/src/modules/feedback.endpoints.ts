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
import { helpFeedbackBody, helpFeedbackCreated } from './help-feedback.ts';

/**
 * Help & feedback: the submission from the console's dialog and the apps (its body in
 * help-feedback.ts), and the triage of the records it leaves.
 */
export const feedbackEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/feedback',
    body: helpFeedbackBody,
    answer: helpFeedbackCreated,
    status: 201,
    summary:
      'Send help & feedback: the console (application and platform left out: Admin 1, Web 1) ' +
      'and the apps (application 2 Parent Mobile App, 3 Staff Mobile App, 5 Reach Disha Web ' +
      'App; platform 2 Android, 3 iOS) with feedback_type (Bug 1, Feedback 2, Praise 3), ' +
      'app_version, user_agent, device_id and their uploads’ media_ids',
    errors: [401, 422],
  }),
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

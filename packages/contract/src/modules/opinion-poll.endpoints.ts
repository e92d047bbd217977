import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { contentItemQuery } from './content.ts';
import { contentEndpoints } from './content.endpoints.ts';
import {
  OPINION_POLL_EXPORT_FILE,
  OPINION_POLL_NON_RESPONDERS_FILE,
  OPINION_POLL_RESULTS_FILE,
  pollBody,
  pollBuzzAnswer,
  pollEndDateBody,
  pollExportResultsQuery,
  pollForRespondent,
  pollItem,
  pollListQuery,
  pollNonRespondersQuery,
  pollParams,
  pollRespondBody,
  pollRespondParams,
  pollResponded,
  pollRespondentLink,
  pollRespondentLinkQuery,
  pollResults,
  pollSegmentsReachCount,
  pollStatusBody,
  pollTextAnswer,
  pollTextAnswersQuery,
} from './opinion-poll.ts';

/**
 * Opinion polls (002 §7): the content engine's calls (list, detail, create, edit, delete, status,
 * restore) and the poll's own, all under the `opinionpoll` permission and the caller's branch scope
 * (another branch's poll is 404), except the respondent calls, which the parent and staff apps
 * make with a signed per-recipient token instead of a session.
 */
export const opinionPollEndpoints = {
  ...contentEndpoints('/opinion_poll', {
    item: pollItem,
    body: pollBody,
    listQuery: pollListQuery,
    statusBody: pollStatusBody,
    exportFile: OPINION_POLL_EXPORT_FILE,
  }),
  endDate: defineEndpoint({
    method: 'PUT',
    path: '/opinion_poll/:id/end_date',
    params: pollParams,
    query: contentItemQuery,
    body: pollEndDateBody,
    answer: pollItem,
    summary: 'A new end date (in the future) for a sent or completed poll; the poll becomes Sent',
    errors: [403, 404, 409, 422],
  }),
  buzz: defineEndpoint({
    method: 'PUT',
    path: '/opinion_poll/:id/buzz',
    params: pollParams,
    query: contentItemQuery,
    answer: pollBuzzAnswer,
    summary:
      'Push a reminder to recipients who have not answered, at most once per the configured interval (409 inside it)',
    errors: [403, 404, 409],
  }),
  segmentsReachCount: defineEndpoint({
    method: 'GET',
    path: '/opinion_poll/:id/segments_reach_count',
    params: pollParams,
    query: contentItemQuery,
    answer: pollSegmentsReachCount,
    summary: "The poll's targeting reached per segment, within your scope",
    errors: [403, 404],
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/opinion_poll/:id/results',
    params: pollParams,
    query: contentItemQuery,
    answer: pollResults,
    summary: 'Response rate overall, per branch and segment, and per question and option',
    errors: [403, 404],
  }),
  textAnswers: defineEndpoint({
    method: 'GET',
    path: '/opinion_poll/:id/results/text_answers',
    params: pollParams,
    query: pollTextAnswersQuery,
    answer: z.array(pollTextAnswer),
    list: true,
    summary: "A text question's answers, newest first (x-total-count)",
    errors: [403, 404, 422],
  }),
  exportResults: defineEndpoint({
    method: 'GET',
    path: '/opinion_poll/export_results',
    query: pollExportResultsQuery,
    answer: 'file',
    summary: `${OPINION_POLL_RESULTS_FILE}: one sheet per poll (ids_list); none given → 400`,
    errors: [400, 403, 404, 422],
  }),
  exportNonResponders: defineEndpoint({
    method: 'GET',
    path: '/opinion_poll/export_non_responded_results',
    query: pollNonRespondersQuery,
    answer: 'file',
    summary: `${OPINION_POLL_NON_RESPONDERS_FILE}: the recipients who have not answered, streamed`,
    errors: [403, 404, 422],
  }),
  respondentLink: defineEndpoint({
    method: 'GET',
    path: '/opinion_poll/:id/respondent_link',
    params: pollParams,
    query: pollRespondentLinkQuery,
    answer: pollRespondentLink,
    summary: "Superusers: a recipient's answer link (support, demos and journeys)",
    errors: [403, 404, 422],
  }),
  respondForm: defineEndpoint({
    method: 'GET',
    path: '/opinion_poll/respond/:token',
    params: pollRespondParams,
    answer: pollForRespondent,
    summary:
      "Apps: the poll behind a recipient's signed link, and whether it was answered (409 once the poll has ended: the link expires with it)",
    errors: [401, 403, 404, 409],
  }),
  respond: defineEndpoint({
    method: 'POST',
    path: '/opinion_poll/respond/:token',
    params: pollRespondParams,
    body: pollRespondBody,
    answer: pollResponded,
    status: 201,
    summary:
      'Apps: answer once, while Sent and before ends_at (409 answered, not open or ended; 422 missing or foreign answers)',
    errors: [401, 403, 404, 409, 422],
  }),
};

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  callBranchSummaryQuery,
  callBranchSummaryResponse,
  callListQuery,
  callParams,
  callRecord,
  callStatusRefreshBody,
  callStatusRefreshResponse,
  callUpdateBody,
  sentimentReason,
  teleCallBody,
} from './calling.ts';

/** The calling calls of 001 §7, under the documents' `/adoption_call` for every call type. */
export const callingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/adoption_call',
    query: callListQuery,
    answer: z.array(callRecord),
    list: true,
    summary:
      'Call records of one call_type (x-total-count); export=true downloads <type>-calls.csv',
    errors: [403, 422],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/adoption_call/export',
    query: callListQuery,
    answer: 'file',
    summary: 'The filtered call records as <type>-calls.csv',
    errors: [403, 422],
  }),
  misExcel: defineEndpoint({
    method: 'GET',
    path: '/adoption_call/export/mis_excel',
    query: callListQuery,
    answer: 'file',
    summary:
      'MIS spreadsheet (XLSX) of the filtered calls: branch summary, sentiment reasons, calls',
    errors: [403, 422],
  }),
  branchSummary: defineEndpoint({
    method: 'GET',
    path: '/adoption_call/branch_summary',
    query: callBranchSummaryQuery,
    answer: callBranchSummaryResponse,
    summary:
      'The filtered calls per branch and for all branches: each status, sentiment, talk time (the MIS spreadsheet’s branch summary)',
    errors: [403, 422],
  }),
  sentimentReasons: defineEndpoint({
    method: 'GET',
    path: '/adoption_call/sentiment_reason',
    answer: z.array(sentimentReason),
    summary: 'The sentiment reasons, each for one sentiment (-1, 0, 1)',
  }),
  teleCall: defineEndpoint({
    method: 'POST',
    path: '/adoption_call/tele_call',
    body: teleCallBody,
    answer: callRecord,
    status: 201,
    summary:
      'Click-to-call: rings the agent, then the student’s parent or the staff member; answers the new call',
    errors: [403, 404, 422, 502],
  }),
  refreshStatuses: defineEndpoint({
    method: 'POST',
    path: '/adoption_call/update_call_status',
    body: callStatusRefreshBody,
    answer: callStatusRefreshResponse,
    summary: 'Current status of each call_sid (found: false and status -1 when unknown)',
    errors: [422],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/adoption_call/:id',
    params: callParams,
    answer: callRecord,
    summary: 'One call (404 when outside your call types or scope)',
    errors: [404],
  }),
  review: defineEndpoint({
    method: 'PUT',
    path: '/adoption_call/:id',
    params: callParams,
    body: callUpdateBody,
    answer: callRecord,
    summary: 'Record remarks, principal remarks, sentiment and sentiment reason',
    errors: [404, 422],
  }),
  recording: defineEndpoint({
    method: 'GET',
    path: '/adoption_call/:id/recording',
    params: callParams,
    answer: 'file',
    summary: 'The call’s recording as an audio file (404 when it has none)',
  }),
};

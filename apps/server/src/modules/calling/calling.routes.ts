import {
  CALLING_CALL_PERMISSIONS,
  CALLING_READ_PERMISSIONS,
  callBranchSummaryResponse,
  callBranchSummaryQuery,
  callListQuery,
  callParams,
  callRecord,
  callStatusRefreshBody,
  callStatusRefreshResponse,
  callUpdateBody,
  errorBody,
  sentimentReason,
  teleCallBody,
  type CallListQuery,
  type CallRecord,
} from '@console/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createTelephonyDriver } from '../../platform/adapters/telephony/telephony-driver.ts';
import { sendWorkbook } from '../../platform/export/send-export.ts';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import { sendList } from '../../platform/lists/send-list.ts';
import { incomingDir } from '../../platform/media/media-staging.ts';
import { mediaStorages } from '../../platform/media/media-storage.ts';
import { percentEncode } from '../../platform/media/percent-encode.ts';
import { sentimentReasons } from './calling.repo.ts';
import {
  callBranchSummary,
  callDetail,
  callList,
  callMisWorkbook,
  openRecording,
  placeTeleCall,
  refreshCallStatuses,
  updateCallReview,
  type CallingContext,
} from './calling.service.ts';

// The calls of 001 §7 "Calling", HTTP only: the rules are in calling.service.ts. Every read is
// open to the holders of any calling read permission and narrowed by the service to the call
// types the caller reads (a call type they do not read is 403 on lists, 404 on one call).

const READ = CALLING_READ_PERMISSIONS;
const CALL = CALLING_CALL_PERMISSIONS;
/** A recording may come from a vendor: served like an upload, never run in our origin. */
const RECORDING_CSP = "sandbox; default-src 'none'; media-src 'self'";

export const callingRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, database, config } = app.services;
  const telephony = createTelephonyDriver(config.telephony);
  const media = {
    storages: mediaStorages(config.media),
    incomingDir: incomingDir(config.media.dir),
  };
  const context = (request: FastifyRequest): CallingContext => ({
    db,
    auth: request.auth!,
    telephony,
    media,
    log: request.log,
  });

  const sendCallList = async (request: FastifyRequest, reply: FastifyReply, exported: boolean) => {
    // Validated by callListQuery; the route's generic does not carry it here.
    const query = { ...(request.query as CallListQuery), ...(exported ? { export: true } : {}) };
    return sendList<CallRecord>(reply, database, query, await callList(context(request), query));
  };

  app.get(
    '/adoption_call',
    {
      config: { access: READ },
      schema: {
        summary:
          'Call records of one call_type (x-total-count); export=true downloads <type>-calls.csv',
        querystring: callListQuery,
        response: { 200: z.array(callRecord), 403: errorBody, 422: errorBody },
      },
    },
    (request, reply) => sendCallList(request, reply, false),
  );

  app.get(
    '/adoption_call/export',
    {
      config: { access: READ },
      schema: {
        summary: 'The filtered call records as <type>-calls.csv',
        querystring: callListQuery,
        response: { 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      await sendCallList(request, reply, true);
      return reply;
    },
  );

  app.get(
    '/adoption_call/export/mis_excel',
    {
      config: { access: READ },
      schema: {
        summary:
          'MIS spreadsheet (XLSX) of the filtered calls: branch summary, sentiment reasons, calls',
        querystring: callListQuery,
        response: { 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const workbook = await callMisWorkbook(context(request), request.query);
      return sendWorkbook(reply, database, workbook.sheets, workbook.fileName, workbook.total);
    },
  );

  app.get(
    '/adoption_call/branch_summary',
    {
      config: { access: READ },
      schema: {
        summary:
          'The filtered calls per branch and for all branches: each status, sentiment, talk time (the MIS spreadsheet’s branch summary)',
        querystring: callBranchSummaryQuery,
        response: { 200: callBranchSummaryResponse, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => callBranchSummary(context(request), request.query),
  );

  app.get(
    '/adoption_call/sentiment_reason',
    {
      config: { access: READ },
      schema: {
        summary: 'The sentiment reasons, each for one sentiment (-1, 0, 1)',
        response: { 200: z.array(sentimentReason) },
      },
    },
    async () => sentimentReasons(db),
  );

  app.post(
    '/adoption_call/tele_call',
    {
      config: { access: CALL },
      schema: {
        summary:
          'Click-to-call: rings the agent, then the student’s parent or the staff member; answers the new call',
        body: teleCallBody,
        response: {
          201: callRecord,
          403: errorBody,
          404: errorBody,
          422: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await placeTeleCall(context(request), request.body)),
  );

  app.post(
    '/adoption_call/update_call_status',
    {
      config: { access: [...new Set([...READ, ...CALL])] },
      schema: {
        summary: 'Current status of each call_sid (found: false and status -1 when unknown)',
        body: callStatusRefreshBody,
        response: { 200: callStatusRefreshResponse, 422: errorBody },
      },
    },
    async (request) => refreshCallStatuses(context(request), request.body.call_sids),
  );

  app.get(
    '/adoption_call/:id',
    {
      config: { access: READ },
      schema: {
        summary: 'One call (404 when outside your call types or scope)',
        params: callParams,
        response: { 200: callRecord, 404: errorBody },
      },
    },
    async (request) => callDetail(context(request), request.params.id),
  );

  app.put(
    '/adoption_call/:id',
    {
      config: { access: READ },
      schema: {
        summary: 'Record remarks, principal remarks, sentiment and sentiment reason',
        params: callParams,
        body: callUpdateBody,
        response: { 200: callRecord, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => updateCallReview(context(request), request.params.id, request.body),
  );

  app.get(
    '/adoption_call/:id/recording',
    {
      config: { access: READ },
      schema: {
        summary: 'The call’s recording as an audio file (404 when it has none)',
        params: callParams,
      },
    },
    async (request, reply) => {
      const { file, content } = await openRecording(context(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `inline; filename*=UTF-8''${percentEncode(file.fileName)}`)
        .header('content-security-policy', RECORDING_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(content);
    },
  );
};

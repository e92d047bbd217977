import {
  CALLING_CALL_PERMISSIONS,
  CALLING_READ_PERMISSIONS,
  callingEndpoints as endpoints,
  type CallListQuery,
  type CallRecord,
} from '@console/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createTelephonyDriver } from './drivers/telephony/telephony-driver.ts';
import { callingSettings } from './calling.settings.ts';
import { sendWorkbook } from '../../platform/kit/export/send-export.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { incomingDir } from '../../platform/kit/media/media-staging.ts';
import { mediaStorages } from '../../platform/kit/media/media-storage.ts';
import { percentEncode } from '../../platform/kit/media/percent-encode.ts';
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

// The calls of 001 §7 "Calling", HTTP only: the rules are in calling.service.ts, the endpoints
// in the contract. Every read is open to the holders of any calling read permission and
// narrowed by the service to the call types the caller reads (a call type they do not read is
// 403 on lists, 404 on one call).

const READ = CALLING_READ_PERMISSIONS;
const CALL = CALLING_CALL_PERMISSIONS;
/** A recording may come from a vendor: served like an upload, never run in our origin. */
const RECORDING_CSP = "sandbox; default-src 'none'; media-src 'self'";

export const callingRoutes: FastifyPluginAsync = async (app) => {
  const { db, database, config } = app.services;
  const telephony = createTelephonyDriver(callingSettings.of(config).telephony);
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

  const sendCallList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    listQuery: CallListQuery,
    exported: boolean,
  ) => {
    const query = { ...listQuery, ...(exported ? { export: true } : {}) };
    return sendList<CallRecord>(reply, database, query, await callList(context(request), query));
  };

  routeEndpoint(app, endpoints.list, {
    access: READ,
    handler: (request, reply) => sendCallList(request, reply, request.query, false),
  });

  routeEndpoint(app, endpoints.export, {
    access: READ,
    handler: async (request, reply) => {
      await sendCallList(request, reply, request.query, true);
      return reply;
    },
  });

  routeEndpoint(app, endpoints.misExcel, {
    access: READ,
    handler: async (request, reply) => {
      const workbook = await callMisWorkbook(context(request), request.query);
      return sendWorkbook(reply, database, workbook.sheets, workbook.fileName, workbook.total);
    },
  });

  routeEndpoint(app, endpoints.branchSummary, {
    access: READ,
    handler: (request) => callBranchSummary(context(request), request.query),
  });

  routeEndpoint(app, endpoints.sentimentReasons, {
    access: READ,
    handler: () => sentimentReasons(db),
  });

  routeEndpoint(app, endpoints.teleCall, {
    access: CALL,
    handler: (request) => placeTeleCall(context(request), request.body),
  });

  routeEndpoint(app, endpoints.refreshStatuses, {
    access: [...new Set([...READ, ...CALL])],
    handler: (request) => refreshCallStatuses(context(request), request.body.call_sids),
  });

  routeEndpoint(app, endpoints.detail, {
    access: READ,
    handler: (request) => callDetail(context(request), request.params.id),
  });

  routeEndpoint(app, endpoints.review, {
    access: READ,
    handler: (request) => updateCallReview(context(request), request.params.id, request.body),
  });

  routeEndpoint(app, endpoints.recording, {
    access: READ,
    handler: async (request, reply) => {
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
  });
};

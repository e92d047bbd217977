import { cctvEndpoints as endpoints, CctvMessages } from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createStreamGateway } from './drivers/streaming/create-stream-gateway.ts';
import { acceptSdpBodies } from './drivers/streaming/whep-session.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { cctvCaller } from './cctv-access.ts';
import type { RecorderReach } from './recorder-reach.ts';
import { recorderVideo } from './recorder-video.ts';
import { cctvSettings } from './cctv.settings.ts';
import {
  cameraStreamInfo,
  closeCameraSession,
  openCameraSession,
  reloadStream,
} from './cctv-streams.ts';

/**
 * Camera streams (001 §7 GET /cctv/camera/webrtc and {id}/reload_stream), and the WHEP exchange
 * they lead to: POST the browser's SDP offer (application/sdp, not JSON: the endpoint's body is
 * 'sdp' and its answer is sent here), 201 with the answer and the session's Location; DELETE
 * ends it (204).
 */
export function cctvStreamRoutes(reach: RecorderReach): FastifyPluginAsync {
  return async (app) => {
    const { db, config } = app.services;
    const gateway = createStreamGateway(cctvSettings.of(config).streaming);
    const video = recorderVideo(reach);
    app.addHook('onClose', () => gateway.shutdown());
    const caller = (request: FastifyRequest) => cctvCaller(requestContext(db, request));
    acceptSdpBodies(app);

    routeEndpoint(app, endpoints.cameraStream, {
      access: 'cctv_read',
      handler: async (request) =>
        cameraStreamInfo(await caller(request), request.query.id, request.query.stream),
    });
    routeEndpoint(app, endpoints.reloadStream, {
      access: 'cctv_read',
      handler: async (request) =>
        reloadStream(
          await caller(request),
          gateway,
          reach,
          request.params.id,
          request.query.stream,
        ),
    });

    routeEndpoint(app, endpoints.whepOffer, {
      access: 'cctv_read',
      handler: async (request, reply) => {
        const { id } = request.params;
        const { answerSdp, sessionId } = await openCameraSession(
          await caller(request),
          gateway,
          reach,
          video,
          id,
          request.query.stream,
          request.body,
          request.log,
        );
        return reply
          .status(201)
          .header('content-type', 'application/sdp')
          .header('location', `/api/cctv/camera/${id}/whep/${sessionId}`)
          .send(answerSdp);
      },
    });
    routeEndpoint(app, endpoints.endWhepSession, {
      access: 'cctv_read',
      handler: async (request) => {
        const closed = await closeCameraSession(
          await caller(request),
          gateway,
          request.params.sessionId,
        );
        if (!closed) throw notFound(CctvMessages.streamSessionNotFound);
      },
    });
  };
}

import { cctvEndpoints as endpoints, CctvMessages } from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createStreamGateway } from './drivers/streaming/create-stream-gateway.ts';
import { acceptSdpBodies } from './drivers/streaming/whep-session.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { cctvCaller } from './cctv-access.ts';
import type { RecorderReach } from './recorder-reach.ts';
import { cctvSettings } from './cctv.settings.ts';
import {
  cameraStreamInfo,
  closeCameraSession,
  openCameraSession,
  reloadStream,
} from './cctv-streams.ts';

const cameraPath = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });
const streamQuery = z.strictObject({
  stream: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(2),
});
const sessionPath = cameraPath.extend({ sessionId: z.string().min(1).max(100) });

/**
 * Camera streams (001 §7 GET /cctv/camera/webrtc and {id}/reload_stream), and the WHEP exchange
 * they lead to: POST the browser's SDP offer (application/sdp, not JSON, so these two routes
 * are not contract endpoints), 201 with the answer and the session's Location; DELETE ends it.
 */
export function cctvStreamRoutes(reach: RecorderReach): FastifyPluginAsync {
  return async (app) => {
    const { db, config } = app.services;
    const gateway = createStreamGateway(cctvSettings.of(config).streaming);
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

    app.post(
      '/cctv/camera/:id/whep',
      {
        config: { access: 'cctv_read' },
        schema: {
          summary: 'WHEP: the browser’s SDP offer (application/sdp) for a camera stream',
          params: cameraPath,
          querystring: streamQuery,
        },
      },
      async (request, reply) => {
        const { id } = cameraPath.parse(request.params);
        const { stream } = streamQuery.parse(request.query);
        const { answerSdp, sessionId } = await openCameraSession(
          await caller(request),
          gateway,
          reach,
          id,
          stream,
          request.body,
        );
        return reply
          .status(201)
          .header('content-type', 'application/sdp')
          .header('location', `/api/cctv/camera/${id}/whep/${sessionId}`)
          .send(answerSdp);
      },
    );
    app.delete(
      '/cctv/camera/:id/whep/:sessionId',
      {
        config: { access: 'cctv_read' },
        schema: { summary: 'WHEP: end a camera stream session', params: sessionPath },
      },
      async (request, reply) => {
        const { sessionId } = sessionPath.parse(request.params);
        const closed = await closeCameraSession(await caller(request), gateway, sessionId);
        if (!closed) throw notFound(CctvMessages.streamSessionNotFound);
        return reply.status(204).send();
      },
    );
  };
}

import Fastify, { type FastifyInstance } from 'fastify';
import { cctvEndpoints as endpoints } from '@console/contract';
import { z } from 'zod';
import { registerErrorHandling } from '../../src/platform/core/http/error-handler.ts';
import type { StreamGateway } from '../../src/modules/cctv/drivers/streaming/stream-gateway.ts';
import { urlOf } from './endpoint-address.ts';
import {
  acceptSdpBodies,
  closeWhepSession,
  openWhepSession,
} from '../../src/modules/cctv/drivers/streaming/whep-session.ts';

// The WHEP routes as the CCTV module mounts them, without sign-in or the camera table: the
// camera id and stream come from the path and query, the owner from a header. For the streaming
// adapter's tests and bench/stream-grid.ts only.

const cameraPath = z.object({ id: z.coerce.number().int().positive() });
const streamQuery = z.object({ stream: z.enum(['1', '2']).default('2') });
const sessionPath = cameraPath.extend({ sessionId: z.string().min(1) });

export function buildWhepTestApp(gateway: StreamGateway): FastifyInstance {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  void app.register(
    async (scope) => {
      acceptSdpBodies(scope);
      scope.post(endpoints.whepOffer.path, async (request, reply) => {
        const { id } = cameraPath.parse(request.params);
        const stream = Number(streamQuery.parse(request.query).stream) as 1 | 2;
        const owner = String(request.headers['x-test-owner'] ?? 'tester');
        const { answerSdp, sessionId } = await openWhepSession(
          gateway,
          { cameraId: id, stream, owner },
          request.body,
        );
        return reply
          .status(201)
          .header('content-type', 'application/sdp')
          .header('location', urlOf(endpoints.endWhepSession, { id, sessionId }))
          .send(answerSdp);
      });
      scope.delete(endpoints.endWhepSession.path, async (request, reply) => {
        const { sessionId } = sessionPath.parse(request.params);
        const owner = String(request.headers['x-test-owner'] ?? 'tester');
        const closed = await closeWhepSession(gateway, sessionId, owner);
        if (!closed) return reply.status(404).send({ message: 'Not found' });
        return reply.status(204).send();
      });
    },
    { prefix: '/api' },
  );
  return app;
}

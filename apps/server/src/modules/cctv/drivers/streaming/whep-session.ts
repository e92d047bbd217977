import type { FastifyInstance } from 'fastify';
import { checkOffer } from './sdp.ts';
import type { CameraStreamSource, StreamGateway, WhepAnswer } from './stream-gateway.ts';

// What the CCTV routes call for WHEP (RFC 9725): the console POSTs its SDP offer for one camera
// stream, the server checks it and hands it to the configured gateway, and answers 201 with the
// gateway's SDP answer and a Location naming the session; a DELETE there ends the session.

export interface WhepSessionRequest extends CameraStreamSource {
  /** Who opened the session (the signed-in user's id): only they may DELETE it. */
  owner: string | number;
}

/**
 * Opens one camera stream session; a StreamGatewayError carries the status to answer. `ready`,
 * when given, runs after the offer was found able to connect and before the gateway sees it
 * (the CCTV module asks the recorder there whether it gives video).
 */
export async function openWhepSession(
  gateway: StreamGateway,
  request: WhepSessionRequest,
  offerSdp: unknown,
  ready?: () => Promise<void>,
): Promise<WhepAnswer> {
  const { owner, ...source } = request;
  const offer = checkOffer(offerSdp);
  await ready?.();
  return gateway.open(source, offer, String(owner));
}

/** Ends a session; false when it does not exist or belongs to someone else (answer 404). */
export function closeWhepSession(
  gateway: StreamGateway,
  sessionId: string,
  owner: string | number,
): Promise<boolean> {
  return gateway.close(sessionId, String(owner));
}

/** The console's "reload stream": the gateway takes the camera's stream afresh. */
export function reloadCameraStream(
  gateway: StreamGateway,
  source: CameraStreamSource,
): Promise<void> {
  return gateway.reload(source);
}

/**
 * Lets a Fastify scope take `application/sdp` bodies as text (the WHEP offer). Register it in the
 * plugin that mounts the WHEP route, so no other route starts accepting SDP.
 */
export function acceptSdpBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/sdp', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}

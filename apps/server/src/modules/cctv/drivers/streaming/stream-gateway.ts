import { HttpError } from '../../../../platform/core/http/http-error.ts';

/** The specification's stream choice: Main HD 1, Sub 480p 2. */
export type CameraStreamChoice = 1 | 2;

/** What a gateway needs to know of the camera stream a browser asks for. */
export interface CameraStreamSource {
  cameraId: number;
  stream: CameraStreamChoice;
  /** The recorder's RTSP address of this stream; the built-in gateway does without it. */
  rtspUrl?: string | undefined;
}

export interface WhepAnswer {
  /** The gateway's SDP answer, for the browser's setRemoteDescription. */
  answerSdp: string;
  /** Names the session for its DELETE (the WHEP session resource). */
  sessionId: string;
}

/**
 * A streaming gateway that speaks WHEP: the browser's SDP offer in, the gateway's answer out, then
 * media flows between the browser and the gateway directly.
 */
export interface StreamGateway {
  readonly kind: 'builtin' | 'go2rtc';
  /** The WHEP exchange for one camera stream. `owner` is who may close the session later. */
  open(source: CameraStreamSource, offerSdp: string, owner: string): Promise<WhepAnswer>;
  /** Ends a session (WHEP's DELETE); false when there is no such session of this owner. */
  close(sessionId: string, owner: string): Promise<boolean>;
  /** Makes the gateway take the stream afresh from its source (the console's reload). */
  reload(source: CameraStreamSource): Promise<void>;
  /** Sessions this process is serving or tracking now. */
  readonly openSessions: number;
  /** Ends every session (server shutdown). */
  shutdown(): Promise<void>;
}

/** A refusal meant for the console: the status and message the route answers with. */
export class StreamGatewayError extends HttpError {}

import { randomBytes } from 'node:crypto';
import type { StreamingSettings } from '../../cctv.settings.ts';
import {
  StreamGatewayError,
  type CameraStreamSource,
  type StreamGateway,
  type WhepAnswer,
} from './stream-gateway.ts';

// go2rtc (github.com/AlexxIT/go2rtc) by its published HTTP API: a stream is registered by name with
// its RTSP source (`PUT /api/streams?name=…&src=…`) and watched through WHEP (`POST
// /api/webrtc?src=<name>` with `Content-Type: application/sdp`, answered 201 with the SDP).
// go2rtc pulls the recorder's RTSP only while someone watches, and ends a viewer's connection
// when its browser goes away; a WHEP session it answers with a Location is DELETEd there.

type Go2rtcSettings = NonNullable<StreamingSettings['go2rtc']>;

/** A slow gateway is reported rather than waited on: the tile retries. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Sessions remembered for their DELETE; the oldest are forgotten past this (go2rtc ends them). */
const REMEMBERED_SESSIONS = 2000;

interface Go2rtcSession {
  owner: string;
  /** go2rtc's session resource, when its answer named one. */
  location: string | undefined;
}

export class Go2rtcStreamGateway implements StreamGateway {
  readonly kind = 'go2rtc';
  /** Stream name → the source it was registered with by this process. */
  private readonly registered = new Map<string, string>();
  private readonly sessions = new Map<string, Go2rtcSession>();

  constructor(private readonly settings: Go2rtcSettings) {}

  get openSessions(): number {
    return this.sessions.size;
  }

  /** go2rtc's name for a camera stream: `camera-12-main`, `camera-12-sub`. */
  static streamName(source: CameraStreamSource): string {
    return `camera-${source.cameraId}-${source.stream === 1 ? 'main' : 'sub'}`;
  }

  async open(source: CameraStreamSource, offerSdp: string, owner: string): Promise<WhepAnswer> {
    const rtspUrl = source.rtspUrl;
    if (!rtspUrl) {
      throw new StreamGatewayError(409, 'This camera has no stream address to play.');
    }
    const name = Go2rtcStreamGateway.streamName(source);
    if (this.registered.get(name) !== rtspUrl) await this.register(name, rtspUrl);
    let response = await this.offer(name, offerSdp);
    // go2rtc restarted (or was configured by hand) and no longer knows the stream.
    if (response.status === 404) {
      await response.body?.cancel();
      await this.register(name, rtspUrl);
      response = await this.offer(name, offerSdp);
    }
    if (response.status !== 201 && response.status !== 200) {
      const detail = (await response.text()).trim().slice(0, 200);
      throw new StreamGatewayError(
        502,
        `The stream gateway did not answer the camera's stream (${response.status}${detail ? `: ${detail}` : ''}).`,
      );
    }
    const answerSdp = await response.text();
    const location = response.headers.get('location');
    const sessionId = randomBytes(16).toString('base64url');
    this.sessions.set(sessionId, {
      owner,
      location: location ? new URL(location, `${this.settings.url}/api/`).href : undefined,
    });
    if (this.sessions.size > REMEMBERED_SESSIONS) {
      this.sessions.delete(this.sessions.keys().next().value!);
    }
    return { answerSdp, sessionId };
  }

  async close(sessionId: string, owner: string): Promise<boolean> {
    const session = this.sessions.get(sessionId);
    if (!session || session.owner !== owner) return false;
    this.sessions.delete(sessionId);
    if (session.location) {
      // Best effort: go2rtc also ends the connection when the browser closes it.
      await this.request(session.location, { method: 'DELETE' })
        .then((response) => response.body?.cancel())
        .catch(() => undefined);
    }
    return true;
  }

  async reload(source: CameraStreamSource): Promise<void> {
    if (!source.rtspUrl) return;
    await this.register(Go2rtcStreamGateway.streamName(source), source.rtspUrl);
  }

  async shutdown(): Promise<void> {
    this.sessions.clear();
  }

  /** PUT creates the stream, or replaces its source (go2rtc then reconnects to the camera). */
  private async register(name: string, rtspUrl: string) {
    const query = new URLSearchParams({ name, src: rtspUrl });
    const response = await this.request(`${this.settings.url}/api/streams?${query}`, {
      method: 'PUT',
    });
    await response.body?.cancel();
    if (!response.ok) {
      throw new StreamGatewayError(
        502,
        `The stream gateway refused the camera's stream address (${response.status}).`,
      );
    }
    this.registered.set(name, rtspUrl);
  }

  private offer(name: string, offerSdp: string) {
    const query = new URLSearchParams({ src: name });
    return this.request(`${this.settings.url}/api/webrtc?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/sdp' },
      body: offerSdp,
    });
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const { username, password } = this.settings;
    const headers = new Headers(init.headers);
    if (username !== undefined) {
      const credentials = Buffer.from(`${username}:${password ?? ''}`).toString('base64');
      headers.set('authorization', `Basic ${credentials}`);
    }
    try {
      return await fetch(url, {
        ...init,
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new StreamGatewayError(502, 'The stream gateway could not be reached.');
    }
  }
}

import { CctvMessages } from '@console/contract';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type * as Werift from 'werift';
import type { MediaStreamTrack, RTCPeerConnection } from 'werift';
import type { StreamingSettings } from '../../cctv.settings.ts';
import { answersVp8, reachableCandidatesOnly } from './sdp.ts';
import {
  StreamGatewayError,
  type CameraStreamSource,
  type StreamGateway,
  type WhepAnswer,
} from './stream-gateway.ts';
import { PATTERN_FRAME_RATE, TestPatternLibrary, type PatternClip } from './test-pattern.ts';

// The offline gateway: a WebRTC peer in this process (werift, WebRTC in TypeScript) that answers
// the browser's offer and sends the camera's test pattern as VP8 over RTP. One timer sends a
// frame to every connected session, so sixteen tiles cost sixteen small loops, not sixteen timers.

/** werift takes about 250 ms to load: only the first stream pays for it, not every start. */
let werift: typeof Werift | undefined;
async function loadWerift() {
  werift ??= await import('werift');
  return werift;
}

/**
 * A session whose browser has not connected by then never will: a browser that took the answer
 * connects within a second or two (ICE checks, then the DTLS handshake), and an offer that is
 * only holding a place is let go soon (issue 23).
 */
const CONNECT_WITHIN_MS = 5_000;
/**
 * Browsers send RTCP receiver reports about every second; silence this long means the tab is gone
 * without a goodbye (a DTLS close alert, which ends the session at once).
 */
const SILENCE_LIMIT_MS = 6_000;
/** ICE may come back from `disconnected` by itself; after this it has not. */
const DISCONNECTED_GRACE_MS = 5_000;
const TICKS_PER_FRAME = 90_000 / PATTERN_FRAME_RATE;

interface Session {
  id: string;
  owner: string;
  pc: RTCPeerConnection;
  track: MediaStreamTrack;
  clip: PatternClip;
  cursor: number;
  sequence: number;
  timestamp: number;
  openedAt: number;
  connected: boolean;
  lastHeardAt: number;
  ended: boolean;
}

type BuiltinSettings = StreamingSettings['builtin'];

export class BuiltinStreamGateway implements StreamGateway {
  readonly kind = 'builtin';
  private readonly sessions = new Map<string, Session>();
  /** Offers being answered, by owner: they count against the limits before they are sessions. */
  private readonly answering = new Map<string, number>();
  private ticker: NodeJS.Timeout | undefined;
  private readonly patterns: TestPatternLibrary;

  /** `now` is the clock sessions are timed by (tests move it). */
  constructor(
    private readonly settings: BuiltinSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.patterns = new TestPatternLibrary(settings.patternDir, settings.ffmpegPath);
  }

  get openSessions(): number {
    return this.sessions.size;
  }

  /** Sessions and offers being answered: all of them, or one owner's. */
  private held(owner?: string): number {
    let count = 0;
    for (const session of this.sessions.values()) {
      if (owner === undefined || session.owner === owner) count += 1;
    }
    for (const [who, offers] of this.answering) {
      if (owner === undefined || who === owner) count += offers;
    }
    return count;
  }

  async open(source: CameraStreamSource, offerSdp: string, owner: string): Promise<WhepAnswer> {
    const limit = this.settings.maxSessions;
    if (this.held() >= limit) {
      throw new StreamGatewayError(
        503,
        `The stream gateway is already sending its limit of ${limit} camera streams. Close some and try again.`,
      );
    }
    // One user cannot hold every place: at most a full grid's worth each (429, as their own
    // closing tiles free places; the console retries it).
    const perUser = this.settings.maxSessionsPerUser;
    if (this.held(owner) >= perUser) {
      throw new StreamGatewayError(429, CctvMessages.streamsPerUser(perUser));
    }
    this.answering.set(owner, (this.answering.get(owner) ?? 0) + 1);
    try {
      const [clip, { RTCPeerConnection, MediaStreamTrack, RTCRtpCodecParameters }] =
        await Promise.all([this.patterns.clip(source.cameraId, source.stream), loadWerift()]);
      const address = this.settings.address;
      const pc = new RTCPeerConnection({
        codecs: {
          video: [
            new RTCRtpCodecParameters({
              mimeType: 'video/VP8',
              clockRate: 90_000,
              rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
            }),
          ],
          audio: [],
        },
        // ICE lite, as servers with a known address are: the gateway only answers the browser's
        // connectivity checks and never asks a STUN server for its address (werift's default
        // asks stun.l.google.com).
        iceLite: true,
        iceServers: [],
        // Gather on the configured address alone: werift would otherwise announce every
        // interface of the machine, with a socket bound to none of them.
        iceUseIpv4: false,
        iceUseIpv6: false,
        iceAdditionalHostAddresses: [address],
        iceInterfaceAddresses: net.isIPv4(address) ? { udp4: address } : { udp6: address },
      });
      const track = new MediaStreamTrack({ kind: 'video' });
      const transceiver = pc.addTransceiver(track, { direction: 'sendonly' });
      let answerSdp: string | undefined;
      try {
        await pc.setRemoteDescription({
          type: 'offer',
          sdp: reachableCandidatesOnly(offerSdp, address),
        });
        await pc.setLocalDescription(await pc.createAnswer());
        answerSdp = pc.localDescription?.sdp;
      } catch {
        answerSdp = undefined;
      }
      if (!answerSdp || !answersVp8(answerSdp)) {
        await pc.close().catch(() => undefined);
        throw new StreamGatewayError(
          400,
          'The offer could not be answered: it must receive VP8 video.',
        );
      }
      const now = this.now();
      const session: Session = {
        id: randomBytes(16).toString('base64url'),
        owner,
        pc,
        track,
        clip,
        cursor: 0,
        sequence: 0,
        timestamp: 0,
        openedAt: now,
        connected: false,
        lastHeardAt: now,
        ended: false,
      };
      this.sessions.set(session.id, session);
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'connected') {
          session.connected = true;
          session.lastHeardAt = this.now();
          // The first frame (a key frame) goes now, not at the next tick.
          this.sendFrame(session);
        } else if (state === 'failed' || state === 'closed') {
          this.end(session);
        } else if (state === 'disconnected') {
          setTimeout(() => {
            if (pc.connectionState !== 'connected') this.end(session);
          }, DISCONNECTED_GRACE_MS).unref();
        }
      });
      transceiver.sender.onRtcp.subscribe(() => {
        session.lastHeardAt = this.now();
      });
      // A decoder that lost a picture asks again: resend from this second's key frame.
      transceiver.sender.onPictureLossIndication.subscribe(() => {
        let key = session.cursor;
        while (key > 0 && !session.clip.frames[key]!.key) key -= 1;
        session.cursor = key;
      });
      this.startTicker();
      return { answerSdp, sessionId: session.id };
    } finally {
      const left = (this.answering.get(owner) ?? 1) - 1;
      if (left > 0) this.answering.set(owner, left);
      else this.answering.delete(owner);
    }
  }

  async close(sessionId: string, owner: string): Promise<boolean> {
    const session = this.sessions.get(sessionId);
    if (!session || session.owner !== owner) return false;
    this.end(session);
    return true;
  }

  /** A test pattern has no source to take afresh: sessions go on as they are. */
  async reload(): Promise<void> {}

  async shutdown(): Promise<void> {
    const closing = [...this.sessions.values()].map((session) => this.end(session));
    await Promise.all(closing);
  }

  private startTicker() {
    if (this.ticker) return;
    this.ticker = setInterval(() => this.tick(), 1000 / PATTERN_FRAME_RATE);
    this.ticker.unref();
  }

  private tick() {
    const now = this.now();
    for (const session of this.sessions.values()) {
      if (!session.connected) {
        if (now - session.openedAt > CONNECT_WITHIN_MS) void this.end(session);
      } else if (now - session.lastHeardAt > SILENCE_LIMIT_MS) {
        void this.end(session);
      } else {
        this.sendFrame(session);
      }
    }
  }

  private sendFrame(session: Session) {
    if (session.ended) return;
    const { frames } = session.clip;
    const { payloads } = frames[session.cursor]!;
    // Loaded by the first open, before any session existed.
    const { RtpHeader, RtpPacket } = werift!;
    payloads.forEach((payload, index) => {
      const header = new RtpHeader({
        payloadType: 96,
        sequenceNumber: session.sequence,
        timestamp: session.timestamp,
        marker: index === payloads.length - 1,
      });
      session.track.writeRtp(new RtpPacket(header, payload));
      session.sequence = (session.sequence + 1) & 0xffff;
    });
    session.timestamp = (session.timestamp + TICKS_PER_FRAME) >>> 0;
    session.cursor = (session.cursor + 1) % frames.length;
  }

  private async end(session: Session) {
    if (session.ended) return;
    session.ended = true;
    this.sessions.delete(session.id);
    if (this.sessions.size === 0 && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
    await session.pc.close().catch(() => undefined);
  }
}

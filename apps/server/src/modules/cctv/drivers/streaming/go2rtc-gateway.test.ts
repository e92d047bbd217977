import { CctvMessages } from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config.ts';
import { cctvSettings } from '../../cctv.settings.ts';

/** The configuration with CCTV's settings, from these variables. */
const loadCctvConfig = (env: Record<string, string>) =>
  loadConfig(env, [{ id: 'cctv', settings: cctvSettings }]);
import {
  GO2RTC_API,
  startGo2rtcSimulator,
  type Go2rtcSimulator,
} from '../../../../../test/support/go2rtc-simulator.ts';
import { createStreamGateway } from './create-stream-gateway.ts';
import { Go2rtcStreamGateway } from './go2rtc-gateway.ts';
import { closeWhepSession, openWhepSession, reloadCameraStream } from './whep-session.ts';

// The go2rtc driver against a simulator of go2rtc's HTTP API on loopback.

const OFFER = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=fingerprint:sha-256 9A:1C:3E:5F:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:01:23:45:67:89:AB:CD:EF:10:32:54:76',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=ice-ufrag:Hx7e',
  'a=ice-pwd:sQ0wHy6hVgLcOqdm1kZ3uR8p',
  '',
].join('\r\n');
const RTSP = 'rtsp://admin:secret@10.1.2.3:554/Streaming/Channels/102';

let go2rtc: Go2rtcSimulator;
let gateway: Go2rtcStreamGateway;

beforeAll(async () => {
  go2rtc = await startGo2rtcSimulator();
});
afterAll(() => go2rtc?.close());
beforeEach(() => {
  gateway = new Go2rtcStreamGateway({ url: go2rtc.url, username: undefined, password: undefined });
  go2rtc.calls.length = 0;
  go2rtc.streams.clear();
  go2rtc.failWith = undefined;
  go2rtc.location = undefined;
});

const camera = (cameraId: number, stream: 1 | 2, rtspUrl = RTSP) => ({
  cameraId,
  stream,
  rtspUrl,
  owner: 5,
});

describe('go2rtc stream gateway', () => {
  it('never forwards an offer that could not connect', async () => {
    const noCredentials = OFFER.replace(/^a=ice-pwd:.*\r\n/m, '');
    await expect(openWhepSession(gateway, camera(12, 2), noCredentials)).rejects.toMatchObject({
      statusCode: 400,
      message: CctvMessages.offerCannotConnect,
    });
    expect(go2rtc.calls).toEqual([]);
  });

  it('registers the stream by name with its RTSP source, then posts the offer as WHEP', async () => {
    const answer = await openWhepSession(gateway, camera(12, 2), OFFER);
    expect(answer.answerSdp).toBe('v=0\r\ns=answer for camera-12-sub\r\n');
    expect(go2rtc.calls.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'PUT', path: GO2RTC_API.streams, query: { name: 'camera-12-sub', src: RTSP } },
      { method: 'POST', path: GO2RTC_API.webrtc, query: { src: 'camera-12-sub' } },
    ]);
    expect(go2rtc.calls[1]).toMatchObject({ contentType: 'application/sdp', body: OFFER });

    // Known streams are not registered again; the main stream has a name of its own.
    await openWhepSession(gateway, camera(12, 2), OFFER);
    await openWhepSession(gateway, camera(12, 1), OFFER);
    expect(go2rtc.calls.slice(2).map((call) => `${call.method} ${call.query.src}`)).toEqual([
      'POST camera-12-sub',
      `PUT ${RTSP}`,
      'POST camera-12-main',
    ]);
    expect(gateway.openSessions).toBe(3);
  });

  it('registers again when go2rtc forgot the stream or its address changed', async () => {
    await openWhepSession(gateway, camera(3, 2), OFFER);
    go2rtc.streams.clear(); // go2rtc restarted
    await openWhepSession(gateway, camera(3, 2), OFFER);
    const moved = 'rtsp://admin:secret@10.1.2.4:554/Streaming/Channels/102';
    await openWhepSession(gateway, camera(3, 2, moved), OFFER);
    expect(go2rtc.calls.map((call) => `${call.method} ${call.query.src}`)).toEqual([
      `PUT ${RTSP}`,
      'POST camera-3-sub',
      'POST camera-3-sub',
      `PUT ${RTSP}`,
      'POST camera-3-sub',
      `PUT ${moved}`,
      'POST camera-3-sub',
    ]);
    expect(go2rtc.streams.get('camera-3-sub')).toBe(moved);
  });

  it('reports a gateway that fails the stream as 502, and one that cannot be reached', async () => {
    go2rtc.failWith = 500;
    await expect(openWhepSession(gateway, camera(4, 2), OFFER)).rejects.toMatchObject({
      statusCode: 502,
      message:
        "The stream gateway did not answer the camera's stream (500: rtsp: dial tcp: i/o timeout).",
    });
    const unreachable = new Go2rtcStreamGateway({
      url: 'http://127.0.0.1:9',
      username: undefined,
      password: undefined,
    });
    await expect(openWhepSession(unreachable, camera(4, 2), OFFER)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The stream gateway could not be reached.',
    });
    await expect(
      openWhepSession(gateway, { cameraId: 4, stream: 2, owner: 5 }, OFFER),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'This camera has no stream address to play.',
    });
    await expect(openWhepSession(gateway, camera(4, 2), 'not sdp')).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("DELETEs go2rtc's session resource for its owner only, and reload re-registers", async () => {
    go2rtc.location = 'webrtc?id=abc123';
    const { sessionId } = await openWhepSession(gateway, camera(6, 2), OFFER);
    expect(await closeWhepSession(gateway, sessionId, 99)).toBe(false);
    expect(await closeWhepSession(gateway, sessionId, 5)).toBe(true);
    expect(await closeWhepSession(gateway, sessionId, 5)).toBe(false);
    expect(go2rtc.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: GO2RTC_API.webrtc,
      query: { id: 'abc123' },
    });

    await reloadCameraStream(gateway, { cameraId: 6, stream: 2, rtspUrl: RTSP });
    expect(go2rtc.calls.at(-1)).toMatchObject({
      method: 'PUT',
      query: { name: 'camera-6-sub', src: RTSP },
    });
  });

  it('sends the configured credentials as basic authorization', async () => {
    const config = loadCctvConfig({
      STREAM_GATEWAY: 'go2rtc',
      GO2RTC_URL: `${go2rtc.url}/`,
      GO2RTC_USERNAME: 'console',
      GO2RTC_PASSWORD: 'pa:ss',
    });
    const configured = createStreamGateway(cctvSettings.of(config).streaming);
    expect(configured.kind).toBe('go2rtc');
    await openWhepSession(configured, camera(8, 1), OFFER);
    const expected = `Basic ${Buffer.from('console:pa:ss').toString('base64')}`;
    expect(go2rtc.calls.map((call) => call.authorization)).toEqual([expected, expected]);
    expect(() => loadCctvConfig({ STREAM_GATEWAY: 'go2rtc' })).toThrow(
      'STREAM_GATEWAY=go2rtc needs GO2RTC_URL',
    );
    expect(createStreamGateway(cctvSettings.of(loadCctvConfig({})).streaming).kind).toBe('builtin');
  });
});

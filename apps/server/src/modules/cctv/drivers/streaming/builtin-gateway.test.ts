import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CctvMessages, cctvEndpoints as endpoints } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../../../../../test/support/endpoint-client.ts';
import { openViewer, type WebrtcViewer } from '../../../../../test/support/webrtc-viewer.ts';
import { buildWhepTestApp } from '../../../../../test/support/whep-test-app.ts';
import { BuiltinStreamGateway } from './builtin-gateway.ts';
import { openWhepSession } from './whep-session.ts';
import { isVp8KeyFrame, vp8KeyFrameSize } from './vp8-rtp.ts';

// The built-in gateway end to end on loopback: a werift peer stands in for the browser, offers
// through real HTTP to the WHEP routes as the CCTV module mounts them, and must receive VP8
// frames of the stream's size that keep coming.

let patternDir: string;
let gateway: BuiltinStreamGateway;
let app: FastifyInstance;
let base: string;
const viewers: WebrtcViewer[] = [];
/** Session resources, in the order they were opened. */
const locations: string[] = [];

/** The WHEP offer's address on the loopback app, for a camera's stream. */
const offerUrl = (cameraId: number, stream: 1 | 2) =>
  `${base}${urlOf(endpoints.whepOffer, { id: cameraId })}?stream=${stream}`;

beforeAll(async () => {
  patternDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-patterns-'));
  gateway = new BuiltinStreamGateway({
    address: '127.0.0.1',
    maxSessions: 3,
    maxSessionsPerUser: 3,
    patternDir,
    ffmpegPath: undefined,
  });
  app = buildWhepTestApp(gateway);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(viewers.map((viewer) => viewer.close()));
  await gateway?.shutdown();
  await app?.close();
  fs.rmSync(patternDir, { recursive: true, force: true });
});

async function watch(cameraId: number, stream: 1 | 2, owner = 'tester') {
  const viewer = await openViewer();
  viewers.push(viewer);
  const response = await fetch(offerUrl(cameraId, stream), {
    method: 'POST',
    headers: { 'content-type': 'application/sdp', 'x-test-owner': owner },
    body: viewer.offerSdp,
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('content-type')).toBe('application/sdp');
  const location = response.headers.get('location')!;
  const sessionId = location.split('/').at(-1)!;
  expect(sessionId).toMatch(/^[\w-]{22}$/);
  expect(location).toBe(urlOf(endpoints.endWhepSession, { id: cameraId, sessionId }));
  await viewer.accept(await response.text());
  locations.push(location);
  return { viewer, location };
}

const framesArrive = (viewer: WebrtcViewer, count: number) =>
  vi.waitFor(() => expect(viewer.frames.length).toBeGreaterThanOrEqual(count), {
    timeout: 15_000,
    interval: 50,
  });

describe('built-in stream gateway', () => {
  it('sends the sub stream as 640x360 VP8 that starts on a key frame and keeps coming', async () => {
    const { viewer } = await watch(7, 2);
    await framesArrive(viewer, 1);
    const first = viewer.frames[0]!;
    expect(isVp8KeyFrame(first)).toBe(true);
    expect(vp8KeyFrameSize(first)).toEqual({ width: 640, height: 360 });
    // 15 frames a second: 20 more frames means the loop is running, not one burst.
    const seen = viewer.frames.length;
    await framesArrive(viewer, seen + 20);
    // Frames differ from each other: the picture moves.
    expect(new Set(viewer.frames.slice(0, 20).map((frame) => frame.toString('base64'))).size).toBe(
      20,
    );
  });

  it('sends the main stream at 1280x720, and another camera a picture of its own', async () => {
    const { viewer: main } = await watch(7, 1);
    const { viewer: other } = await watch(8, 2);
    await framesArrive(main, 1);
    await framesArrive(other, 1);
    expect(vp8KeyFrameSize(main.frames[0]!)).toEqual({ width: 1280, height: 720 });
    expect(vp8KeyFrameSize(other.frames[0]!)).toEqual({ width: 640, height: 360 });
    expect(other.frames[0]!.equals(viewers[0]!.frames[0]!)).toBe(false);
    // Each camera and stream was encoded once and kept for the next start.
    expect(fs.readdirSync(patternDir).sort()).toEqual([
      'camera-7-main.v2.ivf',
      'camera-7-sub.v2.ivf',
      'camera-8-sub.v2.ivf',
    ]);
  });

  it('answers 503 past its limit; a DELETE by its owner alone ends a session and frees a place', async () => {
    expect(gateway.openSessions).toBe(3);
    const extra = await openViewer();
    viewers.push(extra);
    const refused = await fetch(offerUrl(9, 2), {
      method: 'POST',
      headers: { 'content-type': 'application/sdp' },
      body: extra.offerSdp,
    });
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toBe(
      'The stream gateway is already sending its limit of 3 camera streams. Close some and try again.',
    );

    const remove = (location: string, owner: string) =>
      fetch(`${base}${location}`, { method: 'DELETE', headers: { 'x-test-owner': owner } });
    expect((await remove(locations[0]!, 'someone-else')).status).toBe(404);
    expect(gateway.openSessions).toBe(3);
    expect((await remove(locations[0]!, 'tester')).status).toBe(204);
    expect(gateway.openSessions).toBe(2);
    expect((await remove(locations[0]!, 'tester')).status).toBe(404);

    const { viewer } = await watch(9, 2);
    await framesArrive(viewer, 1);
    expect(gateway.openSessions).toBe(3);
  });

  it('ends a session by itself when its viewer goes away', async () => {
    const before = gateway.openSessions;
    await viewers[1]!.close();
    await vi.waitFor(() => expect(gateway.openSessions).toBe(before - 1), {
      timeout: 25_000,
      interval: 100,
    });
  });

  it('refuses what is not an offer of video, and video it cannot send', async () => {
    const notSdp = await fetch(offerUrl(7, 2), {
      method: 'POST',
      headers: { 'content-type': 'application/sdp' },
      body: 'hello',
    });
    expect(notSdp.status).toBe(400);
    expect((await notSdp.json()).message).toBe(
      'The offer is not a WebRTC session description with video.',
    );

    const h264Only = await openViewer('video/H264');
    viewers.push(h264Only);
    const before = gateway.openSessions;
    await expect(
      openWhepSession(gateway, { cameraId: 7, stream: 2, owner: 1 }, h264Only.offerSdp),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'The offer could not be answered: it must receive VP8 video.',
    });
    expect(gateway.openSessions).toBe(before);
  });

  it('answers 503 with a reason when it cannot make a test pattern', async () => {
    const viewer = await openViewer();
    viewers.push(viewer);
    const withFfmpeg = (ffmpegPath: string) =>
      new BuiltinStreamGateway({
        address: '127.0.0.1',
        maxSessions: 1,
        maxSessionsPerUser: 1,
        patternDir,
        ffmpegPath,
      });
    const camera = { cameraId: 40, stream: 2 as const, owner: 1 };
    await expect(
      openWhepSession(withFfmpeg('/nonexistent/ffmpeg'), camera, viewer.offerSdp),
    ).rejects.toMatchObject({
      statusCode: 503,
      message:
        'The built-in stream gateway needs ffmpeg: install @ffmpeg-installer/linux-x64 or set STREAM_FFMPEG_PATH.',
    });
    await expect(
      openWhepSession(withFfmpeg('/bin/false'), camera, viewer.offerSdp),
    ).rejects.toMatchObject({
      statusCode: 503,
      message: "The built-in stream gateway could not make the camera's test pattern.",
    });
    expect(fs.readdirSync(patternDir).filter((name) => name.startsWith('camera-40'))).toEqual([]);
  });
});

describe('sessions of one user, and sessions that never connect', () => {
  /** The gateway's clock, moved by the tests. */
  let now = Date.now();
  let shared: BuiltinStreamGateway;

  beforeAll(() => {
    shared = new BuiltinStreamGateway(
      {
        address: '127.0.0.1',
        maxSessions: 10,
        maxSessionsPerUser: 2,
        patternDir,
        ffmpegPath: undefined,
      },
      () => now,
    );
  });
  afterAll(() => shared?.shutdown());

  /** An offer answered but never connected: the viewer does not take the answer. */
  const offerOf = async () => {
    const viewer = await openViewer();
    viewers.push(viewer);
    return viewer.offerSdp;
  };

  it('answers 429 past the per-user number, while another user still gets theirs', async () => {
    for (const cameraId of [60, 61]) {
      await openWhepSession(shared, { cameraId, stream: 2, owner: 'a' }, await offerOf());
    }
    await expect(
      openWhepSession(shared, { cameraId: 62, stream: 2, owner: 'a' }, await offerOf()),
    ).rejects.toMatchObject({ statusCode: 429, message: CctvMessages.streamsPerUser(2) });
    await openWhepSession(shared, { cameraId: 62, stream: 2, owner: 'b' }, await offerOf());
    expect(shared.openSessions).toBe(3);
  });

  it('frees a session that has not connected within 5 s of its answer', async () => {
    expect(shared.openSessions).toBe(3);
    now += 5_001;
    await vi.waitFor(() => expect(shared.openSessions).toBe(0), { timeout: 5_000, interval: 50 });
    // Its user's places are free again.
    await openWhepSession(shared, { cameraId: 60, stream: 2, owner: 'a' }, await offerOf());
    expect(shared.openSessions).toBe(1);
  });

  it('refuses over HTTP an offer without ICE credentials, before any session is made', async () => {
    const viewer = await openViewer();
    viewers.push(viewer);
    const before = gateway.openSessions;
    const refused = await fetch(offerUrl(7, 2), {
      method: 'POST',
      headers: { 'content-type': 'application/sdp' },
      body: viewer.offerSdp.replace(/^a=ice-pwd:.*\r\n/m, ''),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(CctvMessages.offerCannotConnect);
    expect(gateway.openSessions).toBe(before);
  });
});

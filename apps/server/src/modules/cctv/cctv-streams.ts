import {
  CctvMessages,
  CameraStatus,
  type CameraStreamAnswer,
  type CameraStreamCode,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { recorderDriver } from './drivers/recorders/recorder-driver.ts';
import { RecorderAddressRefused } from './drivers/recorders/recorder-networks.ts';
import type { StreamGateway } from './drivers/streaming/stream-gateway.ts';
import {
  closeWhepSession,
  openWhepSession,
  reloadCameraStream,
} from './drivers/streaming/whep-session.ts';
import { conflict, notFound } from '../../platform/core/http/http-error.ts';
import { inCctvScope, type CctvCaller } from './cctv-access.ts';
import type { RecorderLog } from './dvr-scan.service.ts';
import type { DvrConnection } from './dvr.repo.ts';
import { openDvrPassword } from './dvr-password.ts';
import type { RecorderReach } from './recorder-reach.ts';
import type { RecorderVideo } from './recorder-video.ts';

// A camera's stream in the browser: GET /cctv/camera/webrtc answers where to send the WHEP
// offer (this server, which hands it to the gateway with the recorder's RTSP address) and the
// picture's size; the offer and the session's end go through the routes in
// cctv-stream.routes.ts. Only a camera in the caller's branches, of a kept recorder, enabled.

/** The sizes the streams are encoded at (the built-in gateway's; a recorder's are its own). */
const PICTURE = { 1: { width: 1280, height: 720 }, 2: { width: 640, height: 360 } } as const;

type StreamCamera = {
  id: number;
  channel_number: number;
  status: string;
  dvr_id: number;
  branch_id: number;
  dvr_status: number;
  auto_scan_add_cameras: boolean;
  model_id: 1 | 2;
  ip_address: string;
  http_port: number;
  rtsp_port: number;
  is_https: boolean;
  auth_username: string;
  auth_password_sealed: string;
};

async function streamCamera(caller: CctvCaller, id: number): Promise<StreamCamera> {
  const result = await caller.db.execute<StreamCamera>(sql`
    SELECT c.id, c.channel_number, c.status, d.id AS dvr_id, d.branch_id, d.status AS dvr_status,
      d.auto_scan_add_cameras, d.model_id, d.ip_address, d.http_port, d.rtsp_port,
      d.is_https, d.auth_username, d.auth_password_sealed
    FROM cctv_cameras c JOIN cctv_dvrs d ON d.id = c.dvr_id
    WHERE c.id = ${id} AND d.status = 1 AND ${inCctvScope(caller.scope, sql`d.branch_id`)}`);
  const camera = result.rows[0];
  if (!camera) throw notFound(CctvMessages.cameraNotFound);
  if (camera.status !== CameraStatus.Enabled) throw conflict(CctvMessages.cameraDisabled);
  return camera;
}

/**
 * The recorder's RTSP address of the stream, with its credentials, for a gateway that signs in
 * to the recorder (go2rtc): the password opened only for the address it was sealed for, the
 * address checked as the recorders' own connections are, and a host name replaced by the
 * address checked, so the gateway cannot be sent elsewhere by a second look-up. The built-in
 * gateway plays test patterns and is given none.
 */
async function rtspSource(
  camera: StreamCamera,
  gateway: StreamGateway,
  reach: RecorderReach,
  stream: CameraStreamCode,
): Promise<string | undefined> {
  if (gateway.kind === 'builtin') return undefined;
  const place = {
    ip_address: camera.ip_address,
    http_port: camera.http_port,
    rtsp_port: camera.rtsp_port,
    is_https: camera.is_https,
  };
  let password: string;
  let address: string;
  try {
    password = openDvrPassword(reach.passwords, camera.auth_password_sealed, place);
  } catch {
    throw conflict(CctvMessages.passwordNotForAddress);
  }
  try {
    address = await reach.networks.resolve(camera.ip_address, camera.rtsp_port);
  } catch (error) {
    if (!(error instanceof RecorderAddressRefused)) throw error;
    throw conflict(CctvMessages.addressNotAllowed);
  }
  const driver = recorderDriver(
    {
      model: camera.model_id,
      ...place,
      ip_address: address,
      auth_username: camera.auth_username,
      auth_password: '',
    },
    { networks: reach.networks },
  );
  const url = new URL(driver.streamUrl(camera.channel_number, stream));
  url.username = camera.auth_username;
  url.password = password;
  return url.toString();
}

/** The camera's recorder as the drivers take it. */
const recorderOf = (camera: StreamCamera): DvrConnection => ({
  id: camera.dvr_id,
  modelId: camera.model_id,
  branchId: camera.branch_id,
  status: camera.dvr_status,
  ipAddress: camera.ip_address,
  httpPort: camera.http_port,
  rtspPort: camera.rtsp_port,
  isHttps: camera.is_https,
  authUsername: camera.auth_username,
  authPasswordSealed: camera.auth_password_sealed,
  autoScanAddCameras: camera.auto_scan_add_cameras,
});

function answerFor(id: number, stream: CameraStreamCode): CameraStreamAnswer {
  return {
    camera_id: id,
    stream,
    whep_url: `/api/cctv/camera/${id}/whep?stream=${stream}`,
    ice_servers: [],
    ...PICTURE[stream],
  };
}

export async function cameraStreamInfo(
  caller: CctvCaller,
  id: number,
  stream: CameraStreamCode,
): Promise<CameraStreamAnswer> {
  await streamCamera(caller, id);
  return answerFor(id, stream);
}

export async function reloadStream(
  caller: CctvCaller,
  gateway: StreamGateway,
  reach: RecorderReach,
  id: number,
  stream: CameraStreamCode,
): Promise<CameraStreamAnswer> {
  const camera = await streamCamera(caller, id);
  await reloadCameraStream(gateway, {
    cameraId: id,
    stream,
    rtspUrl: await rtspSource(camera, gateway, reach, stream),
  });
  return answerFor(id, stream);
}

/**
 * A WHEP offer for a camera's stream. On the built-in gateway the recorder is asked first
 * whether it gives video on the camera's channel (recorder-video.ts): a recorder that cannot be
 * reached or refuses its password, or a dark camera, answers 502 with the reason and no stream.
 */
export async function openCameraSession(
  caller: CctvCaller,
  gateway: StreamGateway,
  reach: RecorderReach,
  video: RecorderVideo,
  id: number,
  stream: CameraStreamCode,
  offer: unknown,
  log: RecorderLog,
) {
  const camera = await streamCamera(caller, id);
  return openWhepSession(
    gateway,
    {
      cameraId: id,
      stream,
      rtspUrl: await rtspSource(camera, gateway, reach, stream),
      owner: String(caller.auth.userId),
    },
    offer,
    gateway.kind === 'builtin'
      ? () => video.assertVideo(recorderOf(camera), camera.channel_number, log)
      : undefined,
  );
}

export const closeCameraSession = (caller: CctvCaller, gateway: StreamGateway, sessionId: string) =>
  closeWhepSession(gateway, sessionId, String(caller.auth.userId));

import {
  CAMERA_STREAMS,
  DVR_HEALTH,
  DVR_HEALTH_NEEDS_ATTENTION,
  DVR_HEALTH_NO_VIDEO,
  cctvEndpoints,
  type CameraRow,
  type DvrHealthCode,
} from '@console/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { callEndpoint, endpointUrl } from '../../platform/core/api/call-endpoint.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { getFreshAccessToken } from '../../platform/core/session/session-store.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { openCameraStream } from './streaming/open-camera-stream.ts';
import { keepCameraStreamOpen, staggerDelayMs, type TileStatus } from './streaming/stream-retry.ts';

/** fetch with the signed-in user's bearer token: the WHEP offer and its DELETE. */
async function fetchWithAuth(url: string, init: RequestInit): Promise<Response> {
  const token = await getFreshAccessToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return fetch(url, { ...init, headers });
}

export type TileCamera = Pick<
  CameraRow,
  'id' | 'name' | 'dvr_id' | 'dvr_name' | 'branch_name' | 'dvr_health'
>;

const isState = (states: readonly DvrHealthCode[], state: string) =>
  (states as readonly string[]).includes(state);

/** "Gate, Main block NVR, Hyderabad Campus": what the tile and its controls are named by. */
const tileName = (camera: TileCamera) =>
  `${camera.name}, ${camera.dvr_name}, ${camera.branch_name}`;

/**
 * One camera of the grid, named with its branch and recorder. A recorder whose last check could
 * not read it (Unreachable, Wrong password) gives no video: the tile says so and when it was
 * checked, instead of trying. Otherwise the stream is kept open (offers staggered by the tile's
 * place, a failed stream tried again with backoff) and a stream that fails shows Offline with
 * the reason; a recorder needing attention for another reason (a disk, its clock) keeps its
 * video and carries its state.
 */
export function CameraTile({
  camera,
  stream,
  index,
}: {
  camera: TileCamera;
  stream: 1 | 2;
  index: number;
}) {
  return isState(DVR_HEALTH_NO_VIDEO, camera.dvr_health.state) ? (
    <RecorderDownTile camera={camera} />
  ) : (
    <LiveTile camera={camera} stream={stream} index={index} />
  );
}

function Caption({ camera, children }: { camera: TileCamera; children?: ReactNode }) {
  return (
    <figcaption>
      <span className="camera-tile-names">
        <span className="camera-tile-name">{camera.name}</span>
        <span className="camera-tile-place">
          {camera.branch_name} · {camera.dvr_name}
        </span>
      </span>
      {children}
    </figcaption>
  );
}

function RecorderDownTile({ camera }: { camera: TileCamera }) {
  const { state, checked_at: checkedAt, message } = camera.dvr_health;
  return (
    <figure
      className="camera-tile camera-tile-down"
      aria-label={`Camera ${tileName(camera)}`}
      data-state="recorder-down"
      data-health={state}
    >
      <div className="camera-tile-status">
        <strong>{DVR_HEALTH.label(state)}</strong>
        <span>
          {checkedAt ? `Recorder checked ${formatDateTime(checkedAt)}` : 'Recorder not checked yet'}
        </span>
        {message && <span className="camera-tile-message">{message}</span>}
        <Link to={`/cctv/${camera.dvr_id}`}>Open {camera.dvr_name}</Link>
      </div>
      <Caption camera={camera} />
    </figure>
  );
}

function LiveTile({ camera, stream, index }: { camera: TileCamera; stream: 1 | 2; index: number }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<TileStatus>({ state: 'waiting' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const kept = keepCameraStreamOpen({
      startDelayMs: round === 0 ? staggerDelayMs(index) : 0,
      onStatus: setStatus,
      open: (onEvent) =>
        openCameraStream(
          element,
          endpointUrl(cctvEndpoints.whepOffer, { params: { id: camera.id }, query: { stream } }),
          fetchWithAuth,
          { onState: onEvent },
        ),
    });
    return () => kept.stop();
  }, [camera.id, stream, index, round]);

  const reload = () => {
    void callEndpoint(cctvEndpoints.reloadStream, {
      params: { id: camera.id },
      query: { stream },
    }).finally(() => setRound((value) => value + 1));
  };
  const name = tileName(camera);
  const health = camera.dvr_health.state;
  return (
    <figure
      className="camera-tile"
      aria-label={`Camera ${name}`}
      data-state={status.state}
      data-health={health}
    >
      <video ref={video} muted autoPlay playsInline aria-label={`Stream of ${name}`} />
      {isState(DVR_HEALTH_NEEDS_ATTENTION, health) && (
        <span className="camera-tile-health">
          <StatusTag codes={DVR_HEALTH} code={health} />
        </span>
      )}
      <TileStatusText status={status} />
      <Caption camera={camera}>
        <span className="camera-tile-stream">{CAMERA_STREAMS.label(stream)}</span>
        <Tooltip title="Reload the stream">
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            aria-label={`Reload ${name}`}
            onClick={reload}
          />
        </Tooltip>
      </Caption>
    </figure>
  );
}

/** Connecting (bounded: no picture in 10 s is a failure), or Offline with why; none once playing. */
function TileStatusText({ status }: { status: TileStatus }) {
  if (status.state === 'playing') return null;
  if (status.state === 'waiting' || status.state === 'connecting') {
    return (
      <div className="camera-tile-status" role="status">
        Connecting…
      </div>
    );
  }
  return (
    <div className="camera-tile-status camera-tile-offline" role="status">
      <strong>Offline</strong>
      <span className="camera-tile-message">{status.reason}</span>
      {status.state === 'retrying' && (
        <span>Trying again in {Math.ceil(status.inMs / 1000)} s.</span>
      )}
    </div>
  );
}

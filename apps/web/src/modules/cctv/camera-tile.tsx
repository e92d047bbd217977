import { CAMERA_STREAMS, cctvEndpoints, type CameraRow } from '@console/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint, endpointUrl } from '../../platform/core/api/call-endpoint.ts';
import { getFreshAccessToken } from '../../platform/core/session/session-store.ts';
import { openCameraStream } from './streaming/open-camera-stream.ts';
import { keepCameraStreamOpen, staggerDelayMs, type TileStatus } from './streaming/stream-retry.ts';

/** fetch with the signed-in user's bearer token: the WHEP offer and its DELETE. */
async function fetchWithAuth(url: string, init: RequestInit): Promise<Response> {
  const token = await getFreshAccessToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return fetch(url, { ...init, headers });
}

function statusText(status: TileStatus): string | null {
  switch (status.state) {
    case 'waiting':
    case 'connecting':
      return 'Connecting…';
    case 'retrying':
      return `${status.reason} Trying again in ${Math.ceil(status.inMs / 1000)} s.`;
    case 'failed':
      return status.reason;
    default:
      return null;
  }
}

/**
 * One camera of the grid: its stream kept open (offers staggered by the tile's place, a failed
 * stream tried again with backoff, the reason shown), its name, and a reload.
 */
export function CameraTile({
  camera,
  stream,
  index,
}: {
  camera: Pick<CameraRow, 'id' | 'name' | 'dvr_name'>;
  stream: 1 | 2;
  index: number;
}) {
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
  const text = statusText(status);
  const label = `${camera.name} (${camera.dvr_name})`;
  return (
    <figure className="camera-tile" aria-label={`Camera ${label}`} data-state={status.state}>
      <video ref={video} muted autoPlay playsInline aria-label={`Stream of ${label}`} />
      {text && (
        <div className="camera-tile-status" role="status">
          {text}
        </div>
      )}
      <figcaption>
        <span>{label}</span>
        <span className="camera-tile-stream">{CAMERA_STREAMS.label(stream)}</span>
        <Tooltip title="Reload the stream">
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            aria-label={`Reload ${label}`}
            onClick={reload}
          />
        </Tooltip>
      </figcaption>
    </figure>
  );
}

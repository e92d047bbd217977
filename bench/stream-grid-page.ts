// The page of bench/stream-grid.ts: a camera grid built from the console's own streaming helpers
// (openCameraStream, keepCameraStreamOpen, staggerDelayMs), bundled by the bench and served
// under the console's content security policy.
import { openCameraStream } from '../apps/web/src/modules/cctv/streaming/open-camera-stream.ts';
import {
  keepCameraStreamOpen,
  staggerDelayMs,
} from '../apps/web/src/modules/cctv/streaming/stream-retry.ts';

export interface TileReport {
  cameraId: number;
  status: string;
  reason: string | undefined;
  /** Milliseconds from opening the grid to this tile's first frame. */
  playingAfterMs: number | undefined;
  failures: number;
  currentTime: number;
  videoWidth: number;
  videoHeight: number;
}

export interface GridControl {
  open(columns: number, rows: number, stream: 1 | 2, staggerMs: number): void;
  close(): void;
  report(): TileReport[];
}

declare global {
  interface Window {
    grid: GridControl;
  }
}

const grid = document.getElementById('grid')!;
let stops: (() => void)[] = [];
let tiles: {
  record: Omit<TileReport, 'currentTime' | 'videoWidth' | 'videoHeight'>;
  video: HTMLVideoElement;
}[] = [];

window.grid = {
  open(columns, rows, stream, staggerMs) {
    window.grid.close();
    grid.style.gridTemplateColumns = `repeat(${columns}, 1fr)`;
    const openedAt = performance.now();
    for (let index = 0; index < columns * rows; index += 1) {
      const cameraId = index + 1;
      const tile = document.createElement('figure');
      const video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      const caption = document.createElement('figcaption');
      caption.textContent = `Camera ${cameraId}`;
      tile.append(video, caption);
      grid.append(tile);
      const record: (typeof tiles)[number]['record'] = {
        cameraId,
        status: 'waiting',
        reason: undefined,
        playingAfterMs: undefined,
        failures: 0,
      };
      tiles.push({ record, video });
      const keep = keepCameraStreamOpen({
        open: (onEvent) =>
          openCameraStream(
            video,
            `/api/cctv/camera/${cameraId}/whep?stream=${stream}`,
            (url, init) => fetch(url, init),
            { onState: onEvent },
          ),
        onStatus: (status) => {
          record.status = status.state;
          if (status.state === 'playing') {
            record.playingAfterMs ??= performance.now() - openedAt;
          }
          if (status.state === 'retrying' || status.state === 'failed') {
            record.failures += 1;
            record.reason = status.reason;
          }
          caption.textContent = `Camera ${cameraId}: ${status.state}${record.reason ? ` (${record.reason})` : ''}`;
        },
        startDelayMs: staggerDelayMs(index, staggerMs),
      });
      stops.push(() => keep.stop());
    }
  },
  close() {
    for (const stop of stops) stop();
    stops = [];
    tiles = [];
    grid.replaceChildren();
  },
  report() {
    return tiles.map(({ record, video }) => ({
      ...record,
      currentTime: video.currentTime,
      videoWidth: video.videoWidth,
      videoHeight: video.videoHeight,
    }));
  },
};

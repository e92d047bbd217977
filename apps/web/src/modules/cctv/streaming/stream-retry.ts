import type { CameraStreamEvent, CameraStreamHandle } from './open-camera-stream.ts';

// How a grid tile keeps its camera stream open: offers staggered across the grid, a failed
// stream tried again after a growing, jittered wait, and the reason shown meanwhile.

export interface BackoffOptions {
  /** The wait before the first retry. */
  firstMs?: number;
  /** No wait grows beyond this. */
  maxMs?: number;
  /** A number in [0, 1); Math.random by default. */
  random?: () => number;
}

/**
 * The wait before retry number `attempt` (1, 2, …): doubling from `firstMs` up to `maxMs`, then
 * spread ±20% so tiles that failed together (a gateway restart) do not all come back at once.
 */
export function retryDelayMs(attempt: number, options: BackoffOptions = {}): number {
  const { firstMs = 1000, maxMs = 30_000, random = Math.random } = options;
  const base = Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * When the tile at `index` sends its offer: one after another, not sixteen in the same instant
 * (a recorder asked for sixteen RTSP sessions at once may refuse some). 50 ms spreads a 4x4 grid
 * over 0.75 s; bench/stream-grid.ts measures the cost against no stagger.
 */
export function staggerDelayMs(index: number, stepMs = 50): number {
  return Math.max(0, index) * stepMs;
}

export type TileStatus =
  | { state: 'waiting' }
  | { state: 'connecting'; attempt: number }
  | { state: 'playing' }
  | { state: 'retrying'; reason: string; attempt: number; inMs: number }
  | { state: 'failed'; reason: string };

export interface KeepOpenOptions {
  /** Opens the stream once, reporting its events to `onEvent`. */
  open: (onEvent: (event: CameraStreamEvent) => void) => CameraStreamHandle;
  onStatus: (status: TileStatus) => void;
  /** Wait before the first offer (see staggerDelayMs). */
  startDelayMs?: number;
  backoff?: BackoffOptions;
  /** Timers; tests pass their own. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Opens a stream and opens it again whenever it fails with a retryable reason; a stream that
 * played resets the count. `stop()` closes it for good (tile removed, grid changed).
 */
export function keepCameraStreamOpen(options: KeepOpenOptions): { stop(): void } {
  const { open, onStatus, startDelayMs = 0, backoff } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  /** Failures since the stream last played. */
  let failures = 0;
  /** Which open counts: events of an earlier one (failed, replaced) are ignored. */
  let live = 0;
  let current: CameraStreamHandle | undefined;
  let timer: unknown;
  let stopped = false;

  const failed = (reason: string, retryable: boolean) => {
    live += 1;
    current = undefined;
    if (!retryable) {
      onStatus({ state: 'failed', reason });
      return;
    }
    failures += 1;
    const inMs = retryDelayMs(failures, backoff);
    onStatus({ state: 'retrying', reason, attempt: failures, inMs });
    timer = setTimer(connect, inMs);
  };

  const connect = () => {
    timer = undefined;
    if (stopped) return;
    const id = ++live;
    onStatus({ state: 'connecting', attempt: failures + 1 });
    try {
      const handle = open((event) => {
        if (stopped || id !== live) return;
        if (event.state === 'playing') {
          failures = 0;
          onStatus({ state: 'playing' });
        } else if (event.state === 'failed') {
          failed(event.reason ?? 'The stream failed.', event.retryable !== false);
        }
      });
      // Failed before open() returned: the handle is already finished.
      if (id === live) current = handle;
    } catch (error) {
      failed(error instanceof Error ? error.message : String(error), true);
    }
  };

  onStatus({ state: 'waiting' });
  timer = setTimer(connect, startDelayMs);
  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
      current?.close();
      current = undefined;
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { CameraStreamEvent, CameraStreamHandle } from './open-camera-stream.ts';
import {
  keepCameraStreamOpen,
  retryDelayMs,
  staggerDelayMs,
  type TileStatus,
} from './stream-retry.ts';

describe('retryDelayMs', () => {
  it('doubles from the first wait up to the cap, without jitter at the midpoint', () => {
    const mid = { random: () => 0.5 };
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, mid))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(3, { firstMs: 500, maxMs: 1500, random: () => 0.5 })).toBe(1500);
  });

  it('spreads each wait by 20% either way', () => {
    expect(retryDelayMs(2, { random: () => 0 })).toBe(1600);
    expect(retryDelayMs(2, { random: () => 0.999_999 })).toBe(2400);
  });
});

describe('staggerDelayMs', () => {
  it('gives each tile of the grid its own moment', () => {
    expect(Array.from({ length: 4 }, (_, index) => staggerDelayMs(index))).toEqual([
      0, 50, 100, 150,
    ]);
    expect(staggerDelayMs(15, 100)).toBe(1500);
  });
});

/** A stand-in stream whose events the test sends, and hand-run timers. */
function harness() {
  const opened: { emit: (event: CameraStreamEvent) => void; closed: boolean }[] = [];
  const statuses: TileStatus[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const keep = keepCameraStreamOpen({
    open: (onEvent) => {
      const stream = { emit: onEvent, closed: false };
      opened.push(stream);
      const handle: CameraStreamHandle = {
        state: 'connecting',
        close: () => {
          stream.closed = true;
        },
      };
      return handle;
    },
    onStatus: (status) => statuses.push(status),
    startDelayMs: 300,
    backoff: { random: () => 0.5 },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const runNextTimer = () => {
    const timer = timers.shift()!;
    if (!timer.cleared) timer.run();
    return timer.ms;
  };
  return { keep, opened, statuses, timers, runNextTimer };
}

describe('keepCameraStreamOpen', () => {
  it('opens after its stagger, retries a failure with growing waits and says why', () => {
    const h = harness();
    expect(h.statuses).toEqual([{ state: 'waiting' }]);
    expect(h.runNextTimer()).toBe(300);
    expect(h.opened).toHaveLength(1);

    h.opened[0]!.emit({ state: 'failed', reason: 'The stream gateway could not be reached.' });
    expect(h.runNextTimer()).toBe(1000);
    h.opened[1]!.emit({ state: 'failed', reason: 'No video arrived from the camera.' });
    expect(h.runNextTimer()).toBe(2000);
    expect(h.statuses).toEqual([
      { state: 'waiting' },
      { state: 'connecting', attempt: 1 },
      {
        state: 'retrying',
        reason: 'The stream gateway could not be reached.',
        attempt: 1,
        inMs: 1000,
      },
      { state: 'connecting', attempt: 2 },
      { state: 'retrying', reason: 'No video arrived from the camera.', attempt: 2, inMs: 2000 },
      { state: 'connecting', attempt: 3 },
    ]);
  });

  it('starts counting again once the stream played, and ignores a replaced stream', () => {
    const h = harness();
    h.runNextTimer();
    h.opened[0]!.emit({ state: 'failed', reason: 'busy' });
    h.runNextTimer();
    h.opened[1]!.emit({ state: 'playing' });
    h.opened[1]!.emit({ state: 'failed', reason: 'The camera stream stopped.' });
    // The failed first stream speaking again changes nothing.
    h.opened[0]!.emit({ state: 'playing' });
    expect(h.statuses.slice(-3)).toEqual([
      { state: 'connecting', attempt: 2 },
      { state: 'playing' },
      { state: 'retrying', reason: 'The camera stream stopped.', attempt: 1, inMs: 1000 },
    ]);
    expect(h.timers.at(-1)!.ms).toBe(1000);
  });

  it('stops on a refusal that retrying cannot cure', () => {
    const h = harness();
    h.runNextTimer();
    h.opened[0]!.emit({ state: 'failed', reason: 'Not found', retryable: false });
    expect(h.statuses.at(-1)).toEqual({ state: 'failed', reason: 'Not found' });
    expect(h.timers).toHaveLength(0);
  });

  it('stop() closes the open stream and cancels a pending retry', () => {
    const h = harness();
    h.runNextTimer();
    h.keep.stop();
    expect(h.opened[0]!.closed).toBe(true);

    const g = harness();
    g.runNextTimer();
    g.opened[0]!.emit({ state: 'failed', reason: 'busy' });
    g.keep.stop();
    g.runNextTimer();
    expect(g.opened).toHaveLength(1);
  });
});

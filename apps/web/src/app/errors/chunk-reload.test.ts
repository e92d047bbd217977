import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';

describe('chunk-load failures (000 §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('recognises a failed dynamic import', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const start = 1_000_000_000;
    expect(reloadAfterChunkError(start)).toBe(true);
    expect(reloadAfterChunkError(start + 30_000)).toBe(false);
    expect(reloadAfterChunkError(start + 61_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

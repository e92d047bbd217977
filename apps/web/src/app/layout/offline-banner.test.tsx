import { Messages } from '@console/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ServerUnreachableError } from '../../platform/core/api/api-client.ts';
import { OfflineBanner } from './offline-banner.tsx';

// The console says it is offline: when the browser goes offline, and when a call gets no answer.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const banner = () => screen.queryByText(Messages.offline);

describe('the offline banner', () => {
  it('shows while the browser is offline and goes when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(banner()).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(banner()).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(banner()).toBeNull();
  });

  it('shows after a call got no answer, in the console’s words, until one is answered', async () => {
    render(<OfflineBanner />);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failed = await act(() => apiRequest('/me', { anonymous: true }).catch((e: unknown) => e));
    expect(failed).toBeInstanceOf(ServerUnreachableError);
    expect((failed as Error).message).toBe(Messages.serverUnreachable);
    expect(banner()).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    await act(() => apiRequest('/me', { anonymous: true }));
    expect(banner()).toBeNull();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../platform/core/notify/notify.ts';
import { REDUCED_MOTION_QUERY, ThemeRoot } from './theme-root.tsx';

afterEach(cleanup);

describe('toasts around every page', () => {
  it('loads the notification host with the first toast and shows what was asked meanwhile', async () => {
    render(
      <ThemeRoot>
        <p>page</p>
      </ThemeRoot>,
    );
    expect(document.querySelector('.ant-notification')).toBeNull();
    act(() => {
      notify.success('Logged in successfully.');
      notify.error('Unexpected response from server');
    });
    expect(await screen.findByText('Logged in successfully.')).toBeTruthy();
    expect(await screen.findByText('Unexpected response from server')).toBeTruthy();
    const titles = [...document.querySelectorAll('.ant-notification-notice-title')].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Logged in successfully.', 'Unexpected response from server']);
  });

  it('sends a toast to the console when no page hosts toasts', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    notify.error('Unexpected response from server');
    expect(logged).toHaveBeenCalledWith('Unexpected response from server', '');
    logged.mockRestore();
  });
});

describe('motion', () => {
  /** What antd's components read: whether they animate. */
  function MotionToken() {
    const { token } = theme.useToken();
    return <p>{token.motion ? 'animated' : 'still'}</p>;
  }

  /** matchMedia answering the reduced-motion query as the system would. */
  function systemAsksForLessMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query === REDUCED_MOTION_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('animates by default, and not at all when the system asks for less motion', () => {
    systemAsksForLessMotion(false);
    render(
      <ThemeRoot>
        <MotionToken />
      </ThemeRoot>,
    );
    expect(screen.getByText('animated')).toBeTruthy();
    cleanup();
    systemAsksForLessMotion(true);
    render(
      <ThemeRoot>
        <MotionToken />
      </ThemeRoot>,
    );
    expect(screen.getByText('still')).toBeTruthy();
  });
});

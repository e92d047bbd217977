import { Messages } from '@console/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-page.tsx';

// A page whose code does not arrive offline: the console says so with a retry in the page's
// place, never a reload into the browser's offline page.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/notices-page.js');

function NoticesPage() {
  return <p>notices page</p>;
}

function mount(load: () => Promise<{ default: typeof NoticesPage }>) {
  const router = createMemoryRouter([{ path: '/notices', ...lazyRoute(load) }], {
    initialEntries: ['/notices'],
  });
  render(<RouterProvider router={router} />);
}

describe('a page whose code did not arrive', () => {
  it('offline: says so with a retry, and shows the page once its code loads', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw chunkFailure();
      return { default: NoticesPage };
    });
    mount(load);

    await screen.findByRole('heading', { name: 'This page could not be loaded' });
    expect(screen.getByText(Messages.pageNotLoaded)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    online = true;
    onLine.mockReturnValue(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await screen.findByText('notices page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself when the browser is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let online = false;
    mount(async () => {
      if (!online) throw chunkFailure();
      return { default: NoticesPage };
    });
    await screen.findByRole('button', { name: 'Try again' });
    online = true;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByText('notices page');
  });
});

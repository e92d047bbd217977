import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLogin } from '../test-support/fake-login.ts';
import { StorageKey } from '../platform/core/session/browser-storage.ts';
import { endSession, startSession } from '../platform/core/session/session-store.ts';
import { AuthGuard } from './auth-guard.tsx';

function mount(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>sign-in page</p> },
      {
        element: <AuthGuard />,
        children: [{ path: '*', element: <p>console page</p> }],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const remembered = () => sessionStorage.getItem(StorageKey.redirectUrl);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
});
afterEach(cleanup);

describe('the auth guard', () => {
  it('sends a signed-out visitor of a deep link to /login and remembers the link', () => {
    const router = mount('/sms/12?tab=log');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirectUrl=${encodeURIComponent('/sms/12?tab=log')}`,
    );
    expect(remembered()).toBe('/sms/12?tab=log');
  });

  it('does not remember the page of a session that ends while the console is open', () => {
    startSession(fakeLogin({ userId: 1 }));
    const router = mount('/sms/12');
    expect(router.state.location.pathname).toBe('/sms/12');
    act(() => endSession());
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(remembered()).toBeNull();
  });

  it('never writes the access token of the Hangfire entry into the redirectUrl', () => {
    const router = mount('/hangfire?access_token=secret.jwt.value');
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/hangfire')}`);
    expect(remembered()).toBe('/hangfire');
  });

  it('drops the access token from the address of a signed-in visitor before any page shows', () => {
    startSession(fakeLogin({ userId: 1 }));
    const router = mount('/hangfire?access_token=secret.jwt.value&tab=jobs');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/hangfire?tab=jobs',
    );
    expect(screen.getByText('console page')).toBeTruthy();
  });
});

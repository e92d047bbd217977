import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import LoginPage from './login-page.tsx';

function visit(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>console page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router.state.location;
}

beforeEach(() => {
  sessionStorage.clear();
  startSession(fakeLogin({ userId: 3 }));
});
afterEach(() => {
  cleanup();
  endSession();
});

describe('/login for someone already signed in', () => {
  it('goes to the redirectUrl of the link', () => {
    const location = visit(`/login?redirectUrl=${encodeURIComponent('/sms/4?tab=log')}`);
    expect(`${location.pathname}${location.search}`).toBe('/sms/4?tab=log');
  });

  it('goes home when the redirectUrl is not a console path', () => {
    expect(visit(`/login?redirectUrl=${encodeURIComponent('//evil.example/')}`).pathname).toBe('/');
    expect(visit('/login?redirectUrl=https://evil.example/').pathname).toBe('/');
    expect(visit('/login').pathname).toBe('/');
  });
});

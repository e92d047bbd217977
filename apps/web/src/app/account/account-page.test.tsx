import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import AccountPage from './account-page.tsx';

let meStatus = 503;

beforeEach(() => {
  startSession(fakeLogin({ userId: 5 }));
  meStatus = 503;
  stubApi({
    'GET /api/me': () =>
      meStatus === 200
        ? Response.json({
            first_name: 'Asha',
            last_name: 'Rao',
            username: 'asha',
            email: null,
            mobile_primary: null,
            is_superuser: false,
            permission_role_name: 'Principal',
            status: 1,
            created_at: null,
            last_password_reset: null,
            must_reset_password: false,
            staff: null,
            visible_modules: [],
            permissions: [],
          })
        : Response.json({ message: 'Service unavailable' }, { status: meStatus }),
  });
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

describe('/me', () => {
  it('shows the error with a retry when /me fails, and the account after retrying', async () => {
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <AccountPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Service unavailable');
    expect(screen.getByText('503')).toBeTruthy();
    meStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('My Account Info');
    expect(screen.getByText('asha')).toBeTruthy();
  });
});

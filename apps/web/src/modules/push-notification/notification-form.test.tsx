import { ContentMessages, ContentStatus } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { fakeItem, confirmSend } from '../../platform/engines/content/testing/content-fixtures.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import {
  NO_STUDENT_TARGETING_CHOICES,
  stubApi,
  type SentRequest,
} from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { notificationFormExtension } from './notification-form-extension.tsx';
import { notificationModule } from './notification-module.ts';

let sent: SentRequest[];

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  sent = stubApi({
    'GET /api/me': fakeMe({ permissions: ['notification'] }),
    'POST /api/notification/reach': { count: 80, matched: 130, with_app: 80, phone_only: 50 },
    'POST /api/notification': Response.json(fakeItem({ id: 9 }), { status: 201 }),
    ...NO_STUDENT_TARGETING_CHOICES,
  });
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/push-notification/form',
        element: (
          <ContentFormPage module={notificationModule} extension={notificationFormExtension} />
        ),
      },
      { path: '/push-notification/:id?', element: <p>detail page</p> },
    ],
    { initialEntries: ['/push-notification/form'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the notification form', { timeout: 20_000 }, () => {
  it('counts its reach with POST /notification/reach, platforms and applications included', async () => {
    mount();
    expect(await screen.findByText('Reach: 80 recipients', {}, { timeout: 4000 })).toBeTruthy();
    const reach = sent.filter((request) => request.path === '/api/notification/reach');
    expect(reach.at(-1)?.body).toEqual({
      user_type: 'student',
      target_method: 'all',
      platforms: [1, 2, 3],
      applications: [2],
    });
    expect(reach.at(-1)?.query.get('academic_year_id')).toBe('20');
    // The targeting form's own count is not shown.
    expect(screen.getAllByRole('status', { name: 'Reach' })).toHaveLength(1);
  });

  it('sends platforms and applications, and wants at least one application', async () => {
    const router = mount();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Holiday' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'School is closed.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parent Mobile App' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ContentMessages.applicationsRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Staff Mobile App' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'iOS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await confirmSend();
    await waitFor(() => expect(router.state.location.pathname).toBe('/push-notification/9'));
    const created = sent.find(
      (request) => request.method === 'POST' && request.path === '/api/notification',
    );
    expect(created?.body).toMatchObject({
      status: ContentStatus.Active,
      platforms: [1, 2],
      applications: [3],
    });
  });
});

import { ContentMessages, ContentStatus, SmsPriority } from '@console/contract';
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
import { dltTemplateError, smsFormExtension } from './sms-form-extension.tsx';
import { smsModule } from './sms-module.ts';

const DLT = '1107161234567890123';
let sent: SentRequest[];

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  sent = stubApi({
    'GET /api/me': fakeMe({ permissions: ['sms'] }),
    'POST /api/user_filter': { count: 250, matched: 300, with_app: 100, phone_only: 150 },
    'POST /api/sms': Response.json(fakeItem({ id: 5 }), { status: 201 }),
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
        path: '/sms/form',
        element: <ContentFormPage module={smsModule} extension={smsFormExtension} />,
      },
      { path: '/sms/:id', element: <p>detail page</p> },
    ],
    { initialEntries: ['/sms/form'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const posted = () =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/sms');

async function write(text: string) {
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Fee reminder' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
}

describe('the DLT template id rule', () => {
  it.each([
    ['', ContentStatus.Active, ContentMessages.dltTemplateRequired],
    ['', ContentStatus.Scheduled, ContentMessages.dltTemplateRequired],
    ['', ContentStatus.Draft, null],
    ['12345', ContentStatus.Draft, ContentMessages.dltTemplateFormat],
    ['1107161234567890123a', ContentStatus.Active, ContentMessages.dltTemplateFormat],
    [DLT, ContentStatus.Active, null],
  ])('%j for status %i: %s', (value, status, message) => {
    expect(dltTemplateError(value, status)).toBe(message);
  });
});

// A whole form with the targeting form in happy-dom takes seconds to render.
describe('the SMS form', { timeout: 20_000 }, () => {
  it('refuses to send without a DLT template id, but saves a draft without one', async () => {
    mount();
    await write('Fees are due on Friday.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ContentMessages.dltTemplateRequired)).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toMatchObject({
      status: ContentStatus.Draft,
      priority: SmsPriority.Normal,
      dlt_template_id: null,
      description: 'Fees are due on Friday.',
    });
  });

  it('sends with the DLT template id and the chosen priority', async () => {
    mount();
    await write('Fees are due on Friday.');
    fireEvent.change(screen.getByLabelText('DLT template id'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ContentMessages.dltTemplateFormat)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('DLT template id'), { target: { value: DLT } });
    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await confirmSend();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toMatchObject({
      status: ContentStatus.Active,
      priority: SmsPriority.High,
      dlt_template_id: DLT,
    });
  });

  it('counts the message in segments and the total for the reach', async () => {
    mount();
    await write('a'.repeat(161));
    expect(
      await screen.findByText('Total for the reach: 2 segments × 250 recipients = 500 segments'),
    ).toBeTruthy();
    expect(screen.getByText('161 characters · 2 segments (GSM-7)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'नमस्ते' } });
    expect(await screen.findByText('6 characters · 1 segment (Unicode)')).toBeTruthy();
  });
});

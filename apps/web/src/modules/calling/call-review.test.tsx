import { CallingMessages, CallStatus, type CallRecord } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { notify } from '../../platform/core/notify/notify.ts';
import { CallButton } from './call-button.tsx';
import { CallDrawer } from './call-drawer.tsx';
import { callStatusOf, rememberCallStatus } from './call-status-store.ts';
import { refreshCallStatuses } from './calling-api.ts';
import { refuseUnstubbed } from '../../test-support/stub-api.ts';

// After a call: the review opens by itself when a call placed here has been answered and has
// ended; a refusal about the agent's own number shows once, under the field it concerns.

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Answer = { status?: number; body: unknown };

function stubServer(answers: Record<string, Answer | (() => Answer)>) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://console.test');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      sent.push(key);
      const entry = answers[key];
      if (entry === undefined) return refuseUnstubbed(init?.method ?? 'GET', url.pathname);
      const answer = typeof entry === 'function' ? entry() : entry;
      return Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

const wrap = (children: ReactNode, client = createQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );

const CALL = {
  call_type: 1,
  student_id: 11,
  staff_id: null,
  user_number: '9811100007',
} as const;

describe('the call button', () => {
  it('shows a missing agent number once, under the field, and no toast', async () => {
    const toast = vi.spyOn(notify, 'error');
    const sent = stubServer({
      'POST /api/adoption_call/tele_call': {
        status: 422,
        body: { message: CallingMessages.noAgentNumber },
      },
    });
    wrap(<CallButton call={CALL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Call 9811100007' }));
    fireEvent.click(await screen.findByRole('button', { name: /Call$/ }));
    await screen.findByText(CallingMessages.noAgentNumber);
    expect(sent).toEqual(['POST /api/adoption_call/tele_call']);
    expect(screen.getAllByText(CallingMessages.noAgentNumber)).toHaveLength(1);
    const field = screen.getByRole('textbox', { name: 'Ring my phone at' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(toast).not.toHaveBeenCalled();

    // Typing a number clears it.
    fireEvent.change(field, { target: { value: '98' } });
    // (antd lets the old help text fade out.)
    await waitFor(() => expect(screen.queryByText(CallingMessages.noAgentNumber)).toBeNull());
  });

  it('reports any other refusal as one toast', async () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    stubServer({
      'POST /api/adoption_call/tele_call': {
        status: 503,
        body: { message: CallingMessages.telephonyUnavailable },
      },
    });
    wrap(<CallButton call={CALL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Call 9811100007' }));
    fireEvent.click(await screen.findByRole('button', { name: /Call$/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith(
      'The call was not placed',
      CallingMessages.telephonyUnavailable,
    );
  });
});

describe('a call placed here that ends', () => {
  const report = (status: number) => ({
    call_sid: 'sim-1',
    found: true,
    id: 7,
    user_number: '9811100007',
    status,
    duration: status === CallStatus.Completed ? 3 : null,
    has_recording: status === CallStatus.Completed,
  });

  it('is handed over once when it has been answered and ended, not while it rings', async () => {
    rememberCallStatus('9811100007', 'sim-1', CallStatus.Ringing);
    let status: number = CallStatus.InProgress;
    stubServer({
      'POST /api/adoption_call/update_call_status': () => ({ body: [report(status)] }),
    });
    const client = new QueryClient();
    const completed = vi.fn();
    await refreshCallStatuses(client, ['sim-1'], completed);
    expect(completed).not.toHaveBeenCalled();
    status = CallStatus.Completed;
    await refreshCallStatuses(client, ['sim-1'], completed);
    expect(completed).toHaveBeenCalledTimes(1);
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(callStatusOf('9811100007')).toBe(CallStatus.Completed);
    // Asked again (another tab, the button), it is not handed over twice.
    await refreshCallStatuses(client, ['sim-1'], completed);
    expect(completed).toHaveBeenCalledTimes(1);
  });

  it('keeps the newest status when an older report arrives after it', async () => {
    rememberCallStatus('9811100007', 'sim-1', CallStatus.Ringing);
    let status: number = CallStatus.Completed;
    stubServer({
      'POST /api/adoption_call/update_call_status': () => ({ body: [report(status)] }),
    });
    const client = new QueryClient();
    const completed = vi.fn();
    await refreshCallStatuses(client, ['sim-1'], completed);
    expect(completed).toHaveBeenCalledTimes(1);
    // A refresh sent earlier, answered while the call was still in progress, lands last.
    status = CallStatus.InProgress;
    await refreshCallStatuses(client, ['sim-1'], completed);
    expect(callStatusOf('9811100007')).toBe(CallStatus.Completed);
    status = CallStatus.Completed;
    await refreshCallStatuses(client, ['sim-1'], completed);
    expect(completed).toHaveBeenCalledTimes(1);
  });

  it('is not handed over when nobody answered', async () => {
    rememberCallStatus('9811100007', 'sim-1', CallStatus.Ringing);
    stubServer({
      'POST /api/adoption_call/update_call_status': { body: [report(CallStatus.NoAnswer)] },
    });
    const completed = vi.fn();
    await refreshCallStatuses(new QueryClient(), ['sim-1'], completed);
    expect(completed).not.toHaveBeenCalled();
  });

  it('opens the review drawer by id, saying the call has ended', async () => {
    const detail: Partial<CallRecord> = {
      id: 7,
      call_sid: 'sim-1',
      call_type: 1,
      user_number: '9811100007',
      status: CallStatus.Completed,
      duration: 3,
      student_id: 11,
      staff_id: null,
      student_name: 'Asha Rao',
      admission_number: 'ADM001',
      branch_name: 'Benz Circle Campus',
      sentiment: null,
      sentiment_reason: null,
      remarks: null,
      principal_remarks: null,
      has_recording: true,
      created_at: '2026-11-26T10:00:00.000Z',
    };
    const sent = stubServer({
      'GET /api/adoption_call/7': { body: detail },
      // The review form's choice of reasons.
      'GET /api/adoption_call/sentiment_reason': { body: [] },
    });
    wrap(<CallDrawer opened={{ justEnded: 7 }} canCall={false} onClose={() => undefined} />);
    await screen.findByText(
      'The call has ended. Record how it went: sentiment, reason and remarks.',
    );
    expect(await screen.findByRole('form', { name: 'Call review' })).toBeTruthy();
    expect(sent).toContain('GET /api/adoption_call/7');
  });
});

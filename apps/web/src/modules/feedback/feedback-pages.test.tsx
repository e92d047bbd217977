import {
  Application,
  FeedbackMessages,
  FeedbackStatus,
  FeedbackType,
  Platform,
  type FeedbackRow,
} from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import FeedbackDetailPage from './feedback-detail-page.tsx';
import FeedbackListPage from './feedback-list-page.tsx';

// The other calls of the pages, answered with nothing to show: the list's filters (saved presets,
// branches) and a record's history.
const LIST_FILTER_CALLS = { 'GET /api/preset_filter': [], 'GET /api/asset/target_info/branch': [] };
const RECORD_HISTORY = { 'GET /api/audit_log/item': [] };

// The triage list (status tags from the contract, the bulk status change and what it skips)
// and a record's page (what was sent, and a status change with a note).

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ME = fakeMe({ visible_modules: ['feedback'], permissions: ['feedback'] });

function record(overrides: Partial<FeedbackRow> = {}): FeedbackRow {
  return {
    id: 21,
    status: FeedbackStatus.Created,
    application: Application.StaffMobileApp,
    platform: Platform.Android,
    feedback_type: FeedbackType.Bug,
    message: 'Attendance does not sync',
    email: 'asha@example.org',
    app_version: '1.0.5',
    user_agent: 'okhttp/4.12.0 (Android 14)',
    device_id: 'android-4f2a',
    media_ids: [301],
    user_id: 9,
    submitted_by: 'Asha Rao',
    branch_id: 1,
    branch_name: 'Hyderabad Campus',
    resolution_note: null,
    status_changed_by: null,
    status_changed_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const answered = (row: FeedbackRow) => ({ message: FeedbackMessages.updated, feedback: row });

function renderAt(entry: string, page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/feedback', element: page },
      { path: '/feedback/:id', element: page },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function question(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return heading!.closest<HTMLElement>('.ant-modal')!;
}

describe('the triage list', { timeout: 30_000 }, () => {
  it('shows each record’s status, type and app, linked to its page', async () => {
    stubApi({
      'GET /api/me': ME,
      'GET /api/feedback': [record(), record({ id: 22, status: FeedbackStatus.WontFix })],
      ...LIST_FILTER_CALLS,
    });
    renderAt('/feedback', <FeedbackListPage />);
    const link = await screen.findByRole('link', { name: '21' });
    expect(link.getAttribute('href')).toBe('/feedback/21');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Created')).toBeTruthy();
    expect(within(row).getByText('Bug')).toBeTruthy();
    expect(within(row).getByText('Staff Mobile App · Android')).toBeTruthy();
    const other = screen.getByRole('link', { name: '22' }).closest('tr')!;
    expect(within(other).getByText('Won’t fix')).toBeTruthy();
  });

  it('resolves the selected records after a confirmation, skipping one closed otherwise', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/feedback': [
        record(),
        record({ id: 22 }),
        record({ id: 23, status: FeedbackStatus.Invalid }),
      ],
      'PUT /api/feedback/21': answered(record({ status: FeedbackStatus.Resolved })),
      'PUT /api/feedback/22': answered(record({ id: 22, status: FeedbackStatus.Resolved })),
      ...LIST_FILTER_CALLS,
    });
    renderAt('/feedback', <FeedbackListPage />);
    await screen.findByRole('link', { name: '23' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark resolved' }));
    const dialog = await question('Mark 3 feedback records Resolved?');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    const puts = sent.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path).sort()).toEqual(['/api/feedback/21', '/api/feedback/22']);
    expect(puts.every((r) => (r.body as { status: number }).status === 2)).toBe(true);
    expect(vi.mocked(notify.success).mock.calls[0]![1]).toContain(
      'Feedback 23: This feedback is Invalid; reopen it (Created) before marking it Resolved.',
    );
  });
});

describe('a record’s page', { timeout: 30_000 }, () => {
  it('shows what was sent, with the app, version, agent, device and attachment', async () => {
    stubApi({ 'GET /api/me': ME, 'GET /api/feedback/21': record(), ...RECORD_HISTORY });
    renderAt('/feedback/21', <FeedbackDetailPage />);
    expect(await screen.findByText('Attendance does not sync')).toBeTruthy();
    expect(screen.getByText('okhttp/4.12.0 (Android 14)')).toBeTruthy();
    expect(screen.getByText('android-4f2a')).toBeTruthy();
    expect(screen.getByText('1.0.5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Attachment 1' }).getAttribute('href')).toContain(
      '/media/301',
    );
  });

  it('offers only the machine’s moves and sends the status with the note', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/feedback/21': record(),
      'PUT /api/feedback/21': answered(
        record({ status: FeedbackStatus.Resolved, resolution_note: 'Fixed in 1.0.6' }),
      ),
      ...RECORD_HISTORY,
    });
    renderAt('/feedback/21', <FeedbackDetailPage />);
    const note = await screen.findByLabelText('Resolution note');
    fireEvent.mouseDown(screen.getByLabelText('New status'));
    await screen.findByTitle('Invalid');
    // (antd's accessible copy of the options carries values; the shown ones carry the labels.)
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(offered).toEqual(['Resolved', 'Won’t fix', 'Invalid', 'Hidden']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Resolved"]')!);
    fireEvent.change(note, { target: { value: 'Fixed in 1.0.6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({
      status: FeedbackStatus.Resolved,
      resolution_note: 'Fixed in 1.0.6',
    });
    // The answer lands on the page: the note in the triage card (the form offers it again).
    const shown = await screen.findAllByText('Fixed in 1.0.6');
    expect(shown.some((element) => element.closest('.ant-descriptions-item-content'))).toBe(true);
  });
});

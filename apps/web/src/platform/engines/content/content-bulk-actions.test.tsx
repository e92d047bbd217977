import { ContentMessages, ContentStatus } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { notify } from '../../core/notify/notify.ts';
import { endSession, startSession } from '../../core/session/session-store.ts';
import { countNoun, deleteContentAction, disableContentAction } from './content-bulk-actions.ts';
import { ContentListPage } from './content-list-page.tsx';
import type { ContentModule } from './content-module.ts';
import {
  ANNOUNCEMENTS,
  CATEGORIES,
  CONTENT_LIST_CHOICES,
  fakeItem,
} from './testing/content-fixtures.ts';
import { fakeMe } from '../../../test-support/fake-me.ts';
import { stubApi, type SentRequest } from '../../../test-support/stub-api.ts';

// "Disable" on the messaging lists: each selected item through its own status call, by the
// contract's transitions, and Undo putting back what changed.

const SENT = fakeItem({ id: 12, status: ContentStatus.Active, title: 'Sports day' });
const DRAFT = fakeItem({ id: 13, status: ContentStatus.Draft, title: 'Exam timetable' });
const SCHEDULED = fakeItem({
  id: 14,
  status: ContentStatus.Scheduled,
  title: 'Parent meeting',
  scheduled_at: '2099-01-10T04:30:00.000Z',
});
const HIDDEN_MEANWHILE = fakeItem({ id: 15, status: ContentStatus.Active, title: 'Bus route' });

/** The status call: the item in its new status, or 409 for item 15 (hidden by someone else). */
const statusRoutes = {
  'PUT /api/announcement/12/status': (request: SentRequest) => ({
    ...SENT,
    ...(request.body as object),
  }),
  'PUT /api/announcement/14/status': (request: SentRequest) => ({
    ...SCHEDULED,
    ...(request.body as object),
  }),
  'PUT /api/announcement/15/status': () =>
    Response.json({ message: ContentMessages.alreadyInStatus('Hidden') }, { status: 409 }),
};

const puts = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method === 'PUT')
    .map((request) => ({
      path: request.path,
      year: request.query.get('academic_year_id'),
      body: request.body,
    }));

afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deleteContentAction', () => {
  it('deletes each item, reports refusals, and Undo restores only the deleted ones', async () => {
    const sent = stubApi({
      'DELETE /api/announcement/12': () => new Response(null, { status: 204 }),
      'DELETE /api/announcement/13': () => new Response(null, { status: 204 }),
      'DELETE /api/announcement/15': () =>
        Response.json({ message: 'Record not found' }, { status: 404 }),
      'PUT /api/announcement/12/restore': SENT,
      'PUT /api/announcement/13/restore': () =>
        Response.json({ message: ContentMessages.restoreWindowPassed }, { status: 409 }),
    });
    const action = deleteContentAction(ANNOUNCEMENTS, 20);
    const rows = [SENT, DRAFT, HIDDEN_MEANWHILE];
    const result = await action.run(
      rows.map((row) => row.id),
      rows,
    );
    expect(result).toMatchObject({
      succeeded: 2,
      failed: 1,
      failures: ['Announcement 15: Record not found'],
    });
    expect(
      sent.map((request) => `${request.method} ${request.path}?${request.query}`).sort(),
    ).toEqual([
      'DELETE /api/announcement/12?academic_year_id=20',
      'DELETE /api/announcement/13?academic_year_id=20',
      'DELETE /api/announcement/15?academic_year_id=20',
    ]);

    sent.length = 0;
    expect(await action.undo?.(result)).toEqual({
      succeeded: 1,
      failed: 1,
      failures: [`Announcement 13: ${ContentMessages.restoreWindowPassed}`],
    });
    expect(
      puts(sent)
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/api/announcement/12/restore', '/api/announcement/13/restore']);
  });

  it('names the count in the question and the report', () => {
    const action = deleteContentAction(ANNOUNCEMENTS, 20);
    expect(action.confirm(3)).toBe('Delete 3 announcements?');
    expect(action.doneText?.(1)).toBe('1 announcement deleted');
  });
});

describe('disableContentAction', () => {
  it('hides sent items, takes scheduled ones back to Draft, leaves the rest, and counts refusals', async () => {
    const sent = stubApi(statusRoutes);
    const action = disableContentAction(ANNOUNCEMENTS, 20);
    const rows = [SENT, DRAFT, SCHEDULED, HIDDEN_MEANWHILE];
    const result = await action.run(
      rows.map((row) => row.id),
      rows,
    );
    expect(result).toMatchObject({
      succeeded: 2,
      failed: 1,
      skipped: 1,
      failures: ['Announcement 15: The item is already Hidden.'],
    });
    expect(puts(sent).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/api/announcement/12/status', year: '20', body: { id: 12, status: 0 } },
      { path: '/api/announcement/14/status', year: '20', body: { id: 14, status: 3 } },
      { path: '/api/announcement/15/status', year: '20', body: { id: 15, status: 0 } },
    ]);

    // Undo: the hidden item shown again, the draft scheduled again at its own date.
    sent.length = 0;
    expect(await action.undo?.(result)).toEqual({ succeeded: 2, failed: 0, failures: [] });
    expect(puts(sent).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/api/announcement/12/status', year: '20', body: { id: 12, status: 1 } },
      {
        path: '/api/announcement/14/status',
        year: '20',
        body: { id: 14, status: 2, scheduled_at: '2099-01-10T04:30:00.000Z' },
      },
    ]);
  });

  it('names the count in the question', () => {
    expect(disableContentAction(ANNOUNCEMENTS, 20).confirm(2)).toBe('Disable 2 announcements?');
    expect(countNoun(1, 'Announcement')).toBe('1 announcement');
    expect(countNoun(3, 'SMS')).toBe('3 SMS');
    expect(countNoun(2, 'Wellness post')).toBe('2 wellness posts');
  });
});

function mount(module: ContentModule = ANNOUNCEMENTS) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/announcement']}>
        <ContentListPage module={module} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// A whole list page in happy-dom takes seconds to render.
describe('bulk Disable on the list', { timeout: 30_000 }, () => {
  beforeEach(() => startSession(fakeLogin({ userId: 7 })));

  it('is offered with the update permission: two items disabled after confirming, then undone', async () => {
    const sent = stubApi({
      'GET /api/me': fakeMe({ permissions: ['announcement_read', 'announcement_update'] }),
      'GET /api/announcement/category': CATEGORIES,
      'GET /api/announcement': [SENT, DRAFT, SCHEDULED],
      ...statusRoutes,
      ...CONTENT_LIST_CHOICES,
    });
    const withAction = vi.spyOn(notify, 'withAction').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    mount();
    await screen.findByText('Sports day');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Announcement 12' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Announcement 14' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    const title = await screen.findByText('Disable 2 announcements?', {
      selector: '.ant-modal-confirm-title',
    });
    expect(puts(sent)).toEqual([]);
    fireEvent.click(
      within(title.closest<HTMLElement>('[role="dialog"]')!).getByRole('button', {
        name: 'Disable',
      }),
    );

    await waitFor(() => expect(withAction).toHaveBeenCalledTimes(1));
    expect(puts(sent).map((put) => put.body)).toEqual(
      expect.arrayContaining([
        { id: 12, status: 0 },
        { id: 14, status: 3 },
      ]),
    );
    const [kind, report, , button] = withAction.mock.calls[0]!;
    expect([kind, report, button.label]).toEqual(['success', '2 announcements disabled', 'Undo']);

    act(() => button.onClick());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Disable undone'));
    expect(
      puts(sent)
        .slice(2)
        .map((put) => put.body),
    ).toEqual(
      expect.arrayContaining([
        { id: 12, status: 1 },
        { id: 14, status: 2, scheduled_at: '2099-01-10T04:30:00.000Z' },
      ]),
    );
  });

  it('is not offered without the update permission', async () => {
    stubApi({
      'GET /api/me': fakeMe({ permissions: ['announcement_read', 'announcement_create'] }),
      'GET /api/announcement': [SENT, SCHEDULED],
      ...CONTENT_LIST_CHOICES,
    });
    // Without the side menu the list shows its own Create button, once /me has answered.
    mount({ ...ANNOUNCEMENTS, sideMenu: undefined, categories: undefined });
    await screen.findByText('Sports day');
    await screen.findByRole('button', { name: /Create/ });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

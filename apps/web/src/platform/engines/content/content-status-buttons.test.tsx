import { ContentMessages, ContentStatus } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { notify } from '../../core/notify/notify.ts';
import { endSession, startSession } from '../../core/session/session-store.ts';
import { ContentListPage } from './content-list-page.tsx';
import { itemAfterStatusChange } from './content-api.ts';
import { statusActions } from './content-status-actions.ts';
import {
  ANNOUNCEMENTS,
  CATEGORIES,
  CONTENT_LIST_CHOICES,
  fakeItem,
} from './testing/content-fixtures.ts';
import { fakeMe } from '../../../test-support/fake-me.ts';
import { stubApi, type SentRequest } from '../../../test-support/stub-api.ts';

const labels = (status: number) => statusActions(status, 'Announcement').map((a) => a.label);

describe('status actions offered per status (CONTENT_TRANSITIONS)', () => {
  it.each([
    [ContentStatus.Draft, ['Send', 'Schedule', 'Delete']],
    [ContentStatus.Scheduled, ['Send now', 'Reschedule', 'Move to Draft', 'Delete']],
    [ContentStatus.Active, ['Recall', 'Delete']],
    [ContentStatus.Hidden, ['Show again', 'Delete']],
    [ContentStatus.Delete, []],
    // 000 §4: an unknown status is a draft.
    [9, ['Send', 'Schedule', 'Delete']],
  ])('status %i offers %j', (status, expected) => {
    expect(labels(status)).toEqual(expected);
  });

  it('asks before sending, recalling and deleting, and wants a date to schedule', () => {
    const byLabel = Object.fromEntries(
      [
        ...statusActions(ContentStatus.Draft, 'SMS'),
        ...statusActions(ContentStatus.Active, 'SMS'),
      ].map((action) => [action.label, action]),
    );
    expect(byLabel.Send?.confirm?.title).toBe('Send this SMS now?');
    expect(byLabel.Recall?.confirm?.okText).toBe('Recall');
    expect(byLabel.Delete?.confirm).toBeTruthy();
    expect(byLabel.Schedule?.needsDate).toBe(true);
    expect(byLabel.Schedule?.confirm).toBeUndefined();
  });

  it('moves the timestamps of 000 §4 when the server sends no item back', () => {
    const now = new Date('2026-04-01T10:00:00Z');
    const scheduled = fakeItem({
      status: ContentStatus.Scheduled,
      scheduled_at: '2026-05-01T00:00:00Z',
    });
    expect(itemAfterStatusChange(scheduled, 1, undefined, now).scheduled_at).toBe(
      now.toISOString(),
    );
    const draft = fakeItem({ status: ContentStatus.Draft });
    const sent = itemAfterStatusChange(draft, 1, undefined, now);
    expect(sent.created_at).toBe(now.toISOString());
    expect(sent.status).toBe(1);
    // The server's answer wins when it sends the item.
    const answer = { ...draft, status: 1, created_at: '2026-04-01T09:59:59Z' };
    expect(itemAfterStatusChange(draft, 1, answer, now).created_at).toBe('2026-04-01T09:59:59Z');
  });
});

let sent: SentRequest[];
let statusAnswer: (request: SentRequest) => Response | unknown;

const ACTIVE = fakeItem({
  id: 12,
  status: ContentStatus.Active,
  title: 'Sports day',
  category: 3,
  delivery: {
    channel: 'push',
    recipients: 40,
    delivered: 38,
    failed: 2,
    pending: 0,
    started_at: '2026-03-01T05:00:00Z',
    finished_at: '2026-03-01T05:01:00Z',
  },
});
const DRAFT = fakeItem({ id: 13, status: ContentStatus.Draft, title: 'Exam timetable' });

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  statusAnswer = (request) => ({ ...ACTIVE, ...(request.body as object) });
  sent = stubApi({
    'GET /api/me': fakeMe({ permissions: ['announcement_read', 'announcement_update'] }),
    'GET /api/announcement/category': CATEGORIES,
    'GET /api/announcement': [ACTIVE, DRAFT],
    'PUT /api/announcement/12/status': (request) => statusAnswer(request),
    'DELETE /api/announcement/13': new Response(null, { status: 204 }),
    'PUT /api/announcement/13/restore': DRAFT,
    ...CONTENT_LIST_CHOICES,
  });
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/announcement']}>
        <ContentListPage module={ANNOUNCEMENTS} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (id: number) =>
  screen
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name: String(id) }) !== null)!;
const listCalls = () => sent.filter((r) => r.method === 'GET' && r.path === '/api/announcement');

async function choose(id: number, label: string) {
  fireEvent.click(screen.getByRole('button', { name: `Status actions for Announcement ${id}` }));
  const menu = await screen.findAllByRole('menuitem');
  const item = menu.find((entry) => entry.textContent === label);
  if (!item)
    throw new Error(`No ${label} among ${menu.map((entry) => entry.textContent).join(', ')}`);
  fireEvent.click(item);
}

// A whole list page in happy-dom takes seconds to render.
describe('status changes in the list', { timeout: 60_000 }, () => {
  it('offers only the allowed actions of each row', async () => {
    mount();
    await screen.findByText('Sports day');
    fireEvent.click(screen.getByRole('button', { name: 'Status actions for Announcement 12' }));
    expect((await screen.findAllByRole('menuitem')).map((entry) => entry.textContent)).toEqual([
      'Recall',
      'Delete',
    ]);
  });

  it('recalls after confirming and updates the row in place, without reloading the list', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    mount();
    await screen.findByText('Sports day');
    expect(within(rowOf(12)).getByText('Active')).toBeTruthy();
    expect(within(rowOf(12)).getByText('Sports')).toBeTruthy();
    expect(within(rowOf(12)).getByText(/38\/40/)).toBeTruthy();

    await choose(12, 'Recall');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Recall this announcement?')).toBeTruthy();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recall' }));

    await waitFor(() => expect(within(rowOf(12)).getByText('Hidden')).toBeTruthy());
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/announcement/12/status');
    expect(put.body).toEqual({ id: 12, status: ContentStatus.Hidden });
    expect(put.query.get('academic_year_id')).toBe('20');
    expect(listCalls()).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Announcement 12 recalled', undefined);
  });

  it('deletes by DELETE {api}/{id}, the bulk delete’s call, takes the row out and offers Undo', async () => {
    const withAction = vi.spyOn(notify, 'withAction').mockImplementation(() => undefined);
    mount();
    await screen.findByText('Exam timetable');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    await choose(13, 'Delete');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Exam timetable')).toBeNull());
    expect(screen.getByText('Sports day')).toBeTruthy();
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
    const changes = sent.filter((request) => request.method !== 'GET');
    expect(changes.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/announcement/13',
    ]);
    expect(changes[0]!.query.get('academic_year_id')).toBe('20');

    const [, title, , undo] = withAction.mock.calls[0]!;
    expect(title).toBe('Announcement 13 deleted');
    undo.onClick();
    await waitFor(() =>
      expect(
        sent.some((r) => r.method === 'PUT' && r.path === '/api/announcement/13/restore'),
      ).toBe(true),
    );
  });

  it("shows the server's reason when it refuses the change", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    statusAnswer = () =>
      Response.json({ message: ContentMessages.sentCannotGoBack }, { status: 409 });
    mount();
    await screen.findByText('Sports day');
    await choose(12, 'Recall');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recall' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Recall failed', ContentMessages.sentCannotGoBack),
    );
    expect(within(dialog).getByRole('alert').textContent).toContain(
      ContentMessages.sentCannotGoBack,
    );
    expect(within(rowOf(12)).getByText('Active')).toBeTruthy();
    // One toast: the console's MutationCache does not report it again.
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('offers no status actions without the update permission', async () => {
    stubApi({
      'GET /api/me': fakeMe({ permissions: ['announcement_read'] }),
      'GET /api/announcement': [ACTIVE],
      'GET /api/announcement/category': CATEGORIES,
      ...CONTENT_LIST_CHOICES,
    });
    mount();
    await screen.findByText('Sports day');
    expect(screen.queryByRole('button', { name: /Status actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});

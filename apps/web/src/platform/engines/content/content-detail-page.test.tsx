import { ContentStatus } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { notify } from '../../core/notify/notify.ts';
import { endSession, startSession } from '../../core/session/session-store.ts';
import { ContentDetailPage } from './content-detail-page.tsx';
import { ANNOUNCEMENTS, CATEGORIES, fakeItem } from './testing/content-fixtures.ts';
import { fakeMe } from '../../../test-support/fake-me.ts';
import { stubApi, type SentRequest } from '../../../test-support/stub-api.ts';

const sending = fakeItem({
  id: 12,
  status: ContentStatus.Active,
  category: 3,
  targeting: {
    user_type: 'student',
    target_method: 'branch',
    branch_ids: [1],
    segment_ids: [2, 3],
  },
  attachments: [
    {
      id: 31,
      url: '/api/media/31',
      file_name: 'timetable.pdf',
      content_type: 'application/pdf',
      size: 20480,
    },
  ],
  delivery: {
    channel: 'push',
    recipients: 100,
    delivered: 40,
    failed: 0,
    pending: 60,
    started_at: '2026-03-01T05:00:00Z',
    finished_at: null,
  },
});
const finished = {
  ...sending,
  delivery: {
    ...sending.delivery,
    delivered: 98,
    failed: 2,
    pending: 0,
    finished_at: '2026-03-01T05:02:00Z',
  },
};

let sent: SentRequest[];
let detailAnswers: unknown[];

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  detailAnswers = [sending, finished];
  sent = stubApi({
    'GET /api/me': fakeMe({ permissions: ['announcement_read', 'announcement_update'] }),
    'GET /api/announcement/category': CATEGORIES,
    'GET /api/announcement/12': () =>
      detailAnswers.length > 1 ? detailAnswers.shift() : detailAnswers[0],
    'GET /api/asset/target_info/branch': [{ id: 1, name: 'Madhapur', code: 'MDP' }],
    'GET /api/analytic/2/item/12/export': new Response('user,opened\nasha,1\n', {
      headers: { 'content-type': 'text/csv', 'x-total-count': '1' },
    }),
    'GET /api/audit_log/item': [],
    'DELETE /api/announcement/12': () => new Response(null, { status: 204 }),
  });
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(at = '/announcement/12') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/announcement/:id" element={<ContentDetailPage module={ANNOUNCEMENTS} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The detail page with the list it goes back to after a delete. */
function mountWithList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/announcement/12']}>
        <Routes>
          <Route path="/announcement/:id" element={<ContentDetailPage module={ANNOUNCEMENTS} />} />
          <Route path="/announcement" element={<p>the list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the content detail page', { timeout: 20_000 }, () => {
  it('shows the item, its audience and attachments, and follows the delivery until it ends', async () => {
    mount();
    expect(await screen.findByRole('heading', { name: 'Sports day' })).toBeTruthy();
    expect(screen.getAllByText('Sports').length).toBeGreaterThan(0);
    expect(await screen.findByText('Madhapur')).toBeTruthy();
    expect(screen.getByText('College')).toBeTruthy();
    const link = screen.getByRole('link', { name: /timetable\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/media/31');

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByRole('progressbar')).toBeTruthy();
    expect(within(delivery).getByText('60')).toBeTruthy();
    // An item still sending is asked again every few seconds until it has finished.
    await waitFor(() => expect(within(delivery).getByText('98')).toBeTruthy(), { timeout: 8000 });
    expect(within(delivery).getByText(/Finished on/)).toBeTruthy();
    // Sent: it cannot be edited any more, only recalled or deleted.
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recall' })).toBeTruthy();
  });

  it('keeps asking about an item sent just now until its recipients are resolved and sent', async () => {
    // Sent a moment ago: the job has not resolved its recipients, so nothing is pending yet.
    const justSent = fakeItem({ id: 12, status: ContentStatus.Active });
    detailAnswers = [justSent, justSent, finished];
    mount();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(/Waiting for the sender to start\./)).toBeTruthy();
    await waitFor(() => expect(within(delivery).getByText(/Finished on/)).toBeTruthy(), {
      timeout: 12_000,
    });
    expect(within(delivery).getByText('98')).toBeTruthy();
  });

  it('exports who opened it from the analytics item export, without export=true', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:opened');
    URL.revokeObjectURL = vi.fn();
    mount();
    fireEvent.click(await screen.findByRole('button', { name: /Export who opened it/ }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Export ready', 'item-2-12-opened.csv: 1 row.'),
    );
    const exported = sent.find((request) => request.path === '/api/analytic/2/item/12/export')!;
    expect(exported.query.toString()).toBe('academic_year_id=20');
  });

  it('offers Edit while the item is a draft or scheduled', async () => {
    detailAnswers = [fakeItem({ id: 12, status: ContentStatus.Draft })];
    mount();
    expect(await screen.findByRole('button', { name: /Edit/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(
      screen.getByText('Not sent yet. Sent as push messages, one per recipient.'),
    ).toBeTruthy();
  });

  it('deletes by DELETE {api}/{id}, as the list’s bulk delete does, and goes back to the list', async () => {
    const withAction = vi.spyOn(notify, 'withAction').mockImplementation(() => undefined);
    detailAnswers = [fakeItem({ id: 12, status: ContentStatus.Draft })];
    mountWithList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('the list');
    const changes = sent.filter((request) => request.method !== 'GET');
    expect(changes.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/announcement/12',
    ]);
    expect(withAction.mock.calls[0]![1]).toBe('Announcement 12 deleted');
  });

  it('says an unknown or out-of-scope item is not found', async () => {
    detailAnswers = [Response.json({ message: 'Not found' }, { status: 404 })];
    mount();
    expect(await screen.findByText('Announcement not found')).toBeTruthy();
  });
});

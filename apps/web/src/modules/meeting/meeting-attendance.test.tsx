import {
  MeetingStatus,
  type MeetingAttendanceMarked,
  type MeetingAttendee,
  type MeetingRow,
} from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { fakeMe } from '../../test-support/fake-me.ts';
import { noAssetOptions, stubApi } from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { lockedReason, markableIds, markingClosedReason, presence } from './attendance-rules.ts';
import MeetingDetailPage from './meeting-detail-page.tsx';

// The attendance table's rules (002 §6): only attendees the user added, unless full access; only
// on a scheduled or completed meeting; the totals as "present x of y". Then the page: locked
// rows have their checkbox off with the reason, and "Mark present" sends only the markable ones
// and shows the new count.

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function meeting(overrides: Partial<MeetingRow> = {}): MeetingRow {
  return {
    id: 5,
    status: MeetingStatus.Scheduled,
    title: 'Term planning',
    agenda: 'Timetable',
    venue: 'Staff room',
    online_link: '',
    meeting_at: '2026-12-01T05:00:00.000Z',
    duration_minutes: 60,
    reminder_minutes: 60,
    branch_id: 1,
    branch_name: 'Hyderabad Campus',
    created_by: 9,
    created_by_name: 'Ravi Kumar',
    total_attendees: 3,
    total_present: 1,
    full_access: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function attendee(userId: number, overrides: Partial<MeetingAttendee> = {}): MeetingAttendee {
  return {
    user_id: userId,
    added_by_user_id: 7,
    attended: null,
    name: `Teacher ${userId}`,
    employee_number: 1000 + userId,
    designation: 'Teacher',
    branch_name: 'Hyderabad Campus',
    added_by_name: 'Me Myself',
    added_at: '2026-11-20T10:00:00.000Z',
    marked_at: null,
    may_change: true,
    ...overrides,
  };
}

const others = (userId: number) =>
  attendee(userId, { added_by_user_id: 9, added_by_name: 'Ravi Kumar', may_change: false });

describe('the attendance rules', () => {
  it('lets a row be marked only when the user may change it and the meeting is open to marks', () => {
    const scheduled = meeting();
    expect(lockedReason(scheduled, attendee(1))).toBeNull();
    expect(lockedReason(scheduled, others(2))).toBe(
      'Added by Ravi Kumar: only they, the organiser or a superuser can change this mark.',
    );
    expect(lockedReason(meeting({ status: MeetingStatus.Completed }), attendee(1))).toBeNull();
    for (const status of [MeetingStatus.Draft, MeetingStatus.Disabled]) {
      expect(lockedReason(meeting({ status }), attendee(1))).toContain(
        'Attendance is marked once the meeting is scheduled',
      );
    }
  });

  it('opens marking at the meeting’s start, not before', () => {
    const start = Date.parse('2026-12-09T04:00:00.000Z');
    const upcoming = meeting({ meeting_at: '2026-12-09T04:00:00.000Z' });
    const weekEarly = start - 7 * 24 * 60 * 60_000;
    expect(markingClosedReason(upcoming, weekEarly)).toMatch(
      /^Attendance can be marked once the meeting starts, at 09-Dec-2026 \d\d:\d\d [AP]M\.$/,
    );
    expect(lockedReason(upcoming, attendee(1), weekEarly)).toBe(
      markingClosedReason(upcoming, weekEarly),
    );
    expect(markableIds(upcoming, [attendee(1)], [1], weekEarly)).toEqual([]);
    expect(markingClosedReason(upcoming, start)).toBeNull();
    expect(markableIds(upcoming, [attendee(1)], [1], start)).toEqual([1]);
  });

  it('keeps only the markable ones of a selection', () => {
    const rows = [attendee(1), others(2), attendee(3)];
    expect(markableIds(meeting(), rows, [1, 2, 3])).toEqual([1, 3]);
    expect(markableIds(meeting(), rows, [2])).toEqual([]);
    expect(markableIds(meeting({ status: MeetingStatus.Draft }), rows, [1, 3])).toEqual([]);
  });

  it('says present x of y with the share', () => {
    expect(presence({ total_present: 3, total_attendees: 12 })).toEqual({
      text: 'Present 3 of 12',
      percent: 25,
    });
    expect(presence({ total_present: 0, total_attendees: 0 }).percent).toBe(0);
  });
});

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/meeting/:itemId', element: <MeetingDetailPage /> }],
    {
      initialEntries: ['/meeting/5'],
    },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ME = fakeMe({ visible_modules: ['meeting'], permissions: ['meeting'] });

describe('a meeting’s attendees', { timeout: 30_000 }, () => {
  it('disables the rows someone else added, marks the chosen ones present and shows the new count', async () => {
    let marked = false;
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/meeting/5': meeting(),
      'GET /api/meeting/5/attendees': () =>
        marked
          ? [attendee(1, { attended: true }), others(2), attendee(3, { attended: true })]
          : [attendee(1), others(2), attendee(3, { attended: true })],
      'PUT /api/meeting/5/attendees/status': (): MeetingAttendanceMarked => {
        marked = true;
        return {
          message: '1 attendee marked present.',
          changed: 1,
          refused_user_ids: [],
          total_attendees: 3,
          total_present: 2,
        };
      },
      'GET /api/audit_log/item': [],
    });
    renderPage();
    expect(await screen.findByText('Present 1 of 3')).toBeTruthy();
    const locked = await screen.findByRole('checkbox', {
      name: 'Teacher 2: Added by Ravi Kumar: only they, the organiser or a superuser can change this mark.',
    });
    expect((locked as HTMLInputElement).disabled).toBe(true);
    const present = screen.getByRole('button', { name: 'Mark present' }) as HTMLButtonElement;
    expect(present.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Teacher 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Teacher 3' }));
    await waitFor(() => expect(present.disabled).toBe(false));
    fireEvent.click(present);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('1 attendee marked present.'));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.body).toEqual({ user_ids: [1, 3], attended: true });
    expect(await screen.findByText('Present 2 of 3')).toBeTruthy();
    const row = screen.getByText('Teacher 1').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Present')).toBeTruthy());
  });

  it('shows not marked until marked, and before the start says when marking opens', async () => {
    const start = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    stubApi({
      'GET /api/me': ME,
      'GET /api/meeting/5': meeting({ meeting_at: start, total_present: 0 }),
      'GET /api/meeting/5/attendees': [attendee(1), attendee(3)],
      'GET /api/audit_log/item': [],
    });
    renderPage();
    const row = (await screen.findByText('Teacher 1')).closest('tr')!;
    expect(within(row).getByText('Not marked')).toBeTruthy();
    expect(screen.queryByText('Absent')).toBeNull();
    expect(screen.getByTestId('marking-closed').textContent).toContain(
      'Attendance can be marked once the meeting starts, at ',
    );
    const box = screen.getByRole('checkbox', { name: /^Teacher 1: Attendance can be marked once/ });
    expect((box as HTMLInputElement).disabled).toBe(true);
    for (const name of ['Mark present', 'Mark absent']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('opens marking at the start while the page stays open, without reading the meeting again', async () => {
    const start = new Date(Date.now() + 1_500).toISOString();
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/meeting/5': meeting({ meeting_at: start, total_present: 0 }),
      'GET /api/meeting/5/attendees': [attendee(1), attendee(3)],
      'GET /api/audit_log/item': [],
    });
    renderPage();
    await screen.findByTestId('marking-closed');
    await waitFor(() => expect(screen.queryByTestId('marking-closed')).toBeNull(), {
      timeout: 6_000,
    });
    const box = screen.getByRole('checkbox', { name: 'Select Teacher 1' });
    expect((box as HTMLInputElement).disabled).toBe(false);
    expect(sent.filter((request) => request.path === '/api/meeting/5')).toHaveLength(1);
  });

  it('offers the status moves of the machine, each after a confirmation', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/meeting/5': meeting({ status: MeetingStatus.Draft }),
      'GET /api/meeting/5/attendees': [],
      'PUT /api/meeting/5/status': {
        message: 'Meeting is now Scheduled.',
        meeting: meeting({ status: MeetingStatus.Scheduled }),
      },
      'GET /api/audit_log/item': [],
    });
    renderPage();
    const schedule = await screen.findByRole('button', { name: 'Schedule' });
    expect(screen.getByRole('button', { name: 'Cancel meeting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).toBeNull();
    fireEvent.click(schedule);
    const question = await screen.findByText(
      'Schedule this meeting? Its attendees get an invitation in the staff app.',
    );
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
    const popup = question.closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(within(popup).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Meeting is now Scheduled.'));
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({
      status: MeetingStatus.Scheduled,
    });
  });

  it('adds staff chosen through the targeting, showing how many match first', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/meeting/5': meeting({ status: MeetingStatus.Draft }),
      'GET /api/meeting/5/attendees': [],
      'POST /api/user_filter': { count: 11, matched: 12, with_app: 9, phone_only: 2 },
      'PUT /api/meeting/5/attendees': {
        message: '12 attendees added, 0 removed.',
        added: 12,
        removed: 0,
        refused_user_ids: [],
        total_attendees: 12,
        total_present: 0,
      },
      'GET /api/audit_log/item': [],
      // The targeting form's staff choices: none to pick from here.
      ...noAssetOptions(
        'state',
        'branch',
        'segment',
        'staff_designation',
        'staff_department',
        'staff_sub_category',
      ),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add attendees' }));
    const heading = await screen.findByText('Add attendees', { selector: '.ant-modal-title' });
    const dialog = heading.closest<HTMLElement>('.ant-modal')!;
    // Staff only: the parents' audience is not offered.
    expect(within(dialog).queryByText('Parents')).toBeNull();
    await within(dialog).findByText('12 staff match (those already attending are not added twice)');
    const asked = sent.find((request) => request.path === '/api/user_filter')!;
    expect(asked.query.get('global_module_id')).toBe('15');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('12 attendees added, 0 removed.'),
    );
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({
      staff_filter: { user_type: 'staff', target_method: 'all' },
    });
    expect(await screen.findByText('Present 0 of 12')).toBeTruthy();
  });
});

import { ContentMessages, ContentStatus } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { notify } from '../../core/notify/notify.ts';
import { endSession, startSession } from '../../core/session/session-store.ts';
import { ContentFormPage } from './content-form-page.tsx';
import type { AnyContentModule } from './content-module.ts';
import { followUpState, useFollowUpDraft } from './follow-up-draft.ts';
import { ANNOUNCEMENTS, CATEGORIES, fakeItem, confirmSend } from './testing/content-fixtures.ts';
import { fakeMe } from '../../../test-support/fake-me.ts';
import { pressEnter } from '../../../test-support/press-enter.ts';
import {
  NO_STUDENT_TARGETING_CHOICES,
  noAssetOptions,
  stubApi,
  type SentRequest,
} from '../../../test-support/stub-api.ts';

let sent: SentRequest[];
let createAnswer: () => Response | unknown;

const branch = (id: number, name: string, code: string) => ({
  id,
  name,
  code,
  state_id: 10,
  district_id: 100,
  level: 2,
  segment_ids: [3],
  master_branch_id: null,
  admission_branch_id: null,
  payroll_branch_id: null,
  accounting_branch_id: null,
});
/** The branches the sender reaches: two, so a send to everyone is typed for. */
let branches: unknown[];

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  createAnswer = () => Response.json(fakeItem({ id: 77 }), { status: 201 });
  branches = [branch(1, 'Madhapur', 'MDP'), branch(2, 'Kukatpally', 'KKP')];
  sent = stubApi({
    'GET /api/me': fakeMe({ permissions: ['announcement_read', 'announcement_create'] }),
    'GET /api/announcement/category': CATEGORIES,
    'POST /api/user_filter': { count: 120, matched: 130, with_app: 80, phone_only: 40 },
    'POST /api/announcement': () => createAnswer(),
    ...NO_STUDENT_TARGETING_CHOICES,
    // A branch audience's pickers.
    ...noAssetOptions('district', 'student_sections'),
    'GET /api/asset/target_info/branch': () => branches,
  });
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the SMS form was opened with (the follow-up offer's hand-over). */
function SmsFormStandIn() {
  const draft = useFollowUpDraft();
  return <p>SMS form: {JSON.stringify(draft)}</p>;
}

function mount(
  at: string | { pathname: string; state: unknown } = '/announcement/form',
  module: AnyContentModule = ANNOUNCEMENTS,
) {
  const router = createMemoryRouter(
    [
      { path: '/announcement/form', element: <ContentFormPage module={module} /> },
      { path: '/announcement/:id', element: <p>detail page</p> },
      { path: '/announcement', element: <p>list page</p> },
      { path: '/sms/form', element: <SmsFormStandIn /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const posted = () =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/announcement');

async function fillMessage() {
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: ' Sports day ' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'On Friday.' } });
}

function typeSchedule(text: string) {
  const input = screen.getByLabelText('Schedule date');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  pressEnter(input);
}

// A whole form with the targeting form in happy-dom takes seconds to render.
describe('the content form', { timeout: 20_000 }, () => {
  it('saves a draft with the message, the audience and the academic year, then opens it', async () => {
    const router = mount();
    await fillMessage();
    // The message's character counter.
    expect(screen.getByText('10 / 5000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      user_type: 'student',
      target_method: 'all',
      title: 'Sports day',
      description: 'On Friday.',
      category: null,
      attachments: [],
      status: ContentStatus.Draft,
      scheduled_at: null,
      academic_year_id: 20,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement/77'));
    expect(notify.success).toHaveBeenCalledWith('Announcement saved as draft');
  });

  it('saves nothing on Enter in a field and stays: only its buttons save', async () => {
    const router = mount();
    await fillMessage();
    pressEnter(screen.getByLabelText('Title'));
    // Enter in the picker takes the typed date and nothing else.
    const when = dayjs().add(2, 'day').hour(9).minute(30);
    typeSchedule(when.format('DD-MMM-YYYY hh:mm A'));
    await waitFor(() =>
      expect((screen.getByLabelText('Schedule date') as HTMLInputElement).value).toBe(
        when.format('DD-MMM-YYYY hh:mm A'),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The button saves, once: an Enter that had saved would have sent its own draft first.
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement/77'));
    expect(posted()).toHaveLength(1);
  });

  it('sends with status 1 and no schedule date', async () => {
    mount();
    await fillMessage();
    typeSchedule(dayjs().add(2, 'day').format('DD-MMM-YYYY hh:mm A'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await confirmSend();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toMatchObject({ status: ContentStatus.Active, scheduled_at: null });
  });

  it('schedules only with a date in the future, sent as an ISO time', async () => {
    mount();
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(ContentMessages.scheduleRequired)).toBeTruthy();
    expect(posted()).toHaveLength(0);

    const when = dayjs().add(3, 'day').hour(9).minute(30).second(0).millisecond(0);
    typeSchedule(when.format('DD-MMM-YYYY hh:mm A'));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await confirmSend('Schedule');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toMatchObject({
      status: ContentStatus.Scheduled,
      scheduled_at: when.toISOString(),
    });
  });

  it('names missing title and message and sends nothing', async () => {
    mount();
    await screen.findByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ContentMessages.titleRequired)).toBeTruthy();
    expect(screen.getByText(ContentMessages.messageRequired)).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('puts the cursor in the first field in error', async () => {
    mount();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Sports day' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ContentMessages.messageRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Message')));
  });

  it("shows the server's 422 message next to its field", async () => {
    createAnswer = () =>
      Response.json(
        {
          message: 'body.title: Title is taken',
          errors: [{ field: 'body.title', rule: 'custom', message: 'Title is taken' }],
        },
        { status: 422 },
      );
    const router = mount();
    await fillMessage();
    // The cursor is elsewhere when the answer comes; the refused field takes it.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await confirmSend();
    screen.getByLabelText('Message').focus();
    expect(await screen.findByText('Title is taken')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(router.state.location.pathname).toBe('/announcement/form');
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = mount();
    await fillMessage();
    await act(() => router.navigate('/announcement'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/announcement/form');
    await act(() => router.navigate('/announcement'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement'));
  });

  it('refuses a new item without the create permission', async () => {
    stubApi({
      'GET /api/me': fakeMe({ permissions: ['announcement_read', 'announcement_update'] }),
    });
    mount();
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('edits an item not yet sent with PUT, and refuses to edit a sent one', async () => {
    const scheduled = fakeItem({
      id: 40,
      status: ContentStatus.Scheduled,
      scheduled_at: dayjs().add(5, 'day').toISOString(),
      category: 5,
    });
    sent = stubApi({
      'GET /api/me': fakeMe({ permissions: ['announcement_read', 'announcement_update'] }),
      'GET /api/announcement/40': scheduled,
      'GET /api/announcement/41': fakeItem({ id: 41, status: ContentStatus.Active }),
      'PUT /api/announcement/40': scheduled,
      'POST /api/user_filter': { count: 1, matched: 1, with_app: 1, phone_only: 0 },
      'GET /api/announcement/category': CATEGORIES,
      ...NO_STUDENT_TARGETING_CHOICES,
    });
    const router = mount('/announcement/form?id=40');
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Sports day');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/announcement/40');
    expect(put.body).toMatchObject({ status: ContentStatus.Draft, category: 5 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement/40'));

    cleanup();
    mount('/announcement/form?id=41');
    expect(await screen.findByText(ContentMessages.sentCannotBeEdited)).toBeTruthy();
  });

  it('asks before sending, naming who receives it, and sends nothing on Cancel', async () => {
    mount();
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Parents in every branch you reach (2).')).toBeTruthy();
    expect(within(dialog).getByText('120 recipients in the audience.')).toBeTruthy();
    expect(
      within(dialog).getByText('80 recipients with the app receive it in the app.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('40 recipients have only a phone number and will not receive it.'),
    ).toBeTruthy();
    // The default audience is everyone: the count or ALL must be typed first.
    const confirm = within(dialog).getByRole('button', { name: 'Send' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '12' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '120' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted()).toHaveLength(0);
  });

  it('sends with Ctrl+Enter from a field, asking first', async () => {
    mount();
    await fillMessage();
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter', ctrlKey: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send this announcement now?')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('offers an SMS to the recipients with only a phone number, and opens its form with the message', async () => {
    sent = stubApi({
      'GET /api/me': fakeMe({
        permissions: ['announcement_read', 'announcement_create', 'sms'],
        visible_modules: ['announcement', 'sms'],
      }),
      'GET /api/announcement/category': CATEGORIES,
      'POST /api/user_filter': { count: 120, matched: 130, with_app: 80, phone_only: 40 },
      'POST /api/announcement': () => Response.json(fakeItem({ id: 77 }), { status: 201 }),
      ...NO_STUDENT_TARGETING_CHOICES,
      'GET /api/asset/target_info/branch': () => branches,
    });
    const router = mount('/announcement/form', {
      ...ANNOUNCEMENTS,
      phoneOnlySms: { moduleId: 'sms', formPath: '/sms/form', permission: 'sms' },
    });
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Then write an SMS to the 40 recipients with only a phone number',
      }),
    );
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ALL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/form'));
    expect(posted()).toHaveLength(1);
    expect(router.state.location.state).toEqual(
      followUpState({
        title: 'Sports day',
        description: 'On Friday.',
        targeting: { user_type: 'student', target_method: 'all', phone_only_recipients: true },
        follows: 'Announcement 77',
      }),
    );
  });

  it('does not offer the SMS to a user who does not see the SMS module', async () => {
    mount('/announcement/form', {
      ...ANNOUNCEMENTS,
      phoneOnlySms: { moduleId: 'sms', formPath: '/sms/form', permission: 'sms' },
    });
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/40 recipients have only a phone number/)).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('starts from a follow-up draft: the message, the audience limited to phone-only, and a note', async () => {
    mount({
      pathname: '/announcement/form',
      state: followUpState({
        title: 'Sports day',
        description: 'On Friday.',
        targeting: { user_type: 'student', target_method: 'all', phone_only_recipients: true },
        follows: 'Announcement 77',
      }),
    });
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Sports day');
    expect(
      screen.getByText(
        'This announcement follows Announcement 77: it goes to its recipients without the app.',
      ),
    ).toBeTruthy();
    const limit = screen.getByRole('checkbox', {
      name: 'Only recipients without the app (reached by phone alone)',
    }) as HTMLInputElement;
    expect(limit.checked).toBe(true);
    await waitFor(() =>
      expect(
        sent.some(
          (request) =>
            request.path === '/api/user_filter' &&
            (request.body as { phone_only_recipients?: boolean }).phone_only_recipients === true,
        ),
      ).toBe(true),
    );
  });

  it('names the one branch of everyone it reaches, and asks no typing for it', async () => {
    branches = [branch(1, 'Madhapur', 'MDP')];
    mount();
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Parents in Madhapur (MDP).')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
  });

  it('names the chosen branches and refinements in the confirmation', async () => {
    branches = [...branches, branch(3, 'Ameerpet', 'AMP')];
    mount({
      pathname: '/announcement/form',
      state: followUpState({
        title: 'Sports day',
        description: 'On Friday.',
        targeting: {
          user_type: 'student',
          target_method: 'branch',
          branch_ids: [2, 3],
          segment_ids: [3],
          gender: 2,
        },
        follows: 'Announcement 77',
      }),
    });
    await screen.findByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    const audience = within(dialog).getByRole('region', { name: 'Who receives it' });
    expect(audience.textContent).toBe(
      'Parents in 2 branches: Kukatpally (KKP), Ameerpet (AMP).Segments: High SchoolGender: Female',
    );
    // Not everyone: sent on the dialog's Send alone.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});

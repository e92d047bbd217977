import { PollMessages, PollQuestionType, PollStatus, PollType } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { fakeItem } from '../../platform/engines/content/testing/content-fixtures.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import {
  NO_STUDENT_TARGETING_CHOICES,
  noAssetOptions,
  stubApi,
  type SentRequest,
} from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { endsAtError, pollFormExtension } from './poll-form-extension.tsx';
import { pollModule } from './poll-module.tsx';
import { optionsError } from './poll-questions-field.tsx';

// The targeting form's choices for the saved poll's branch audience: none to pick from.
const SAVED_POLL_TARGETING_CHOICES = noAssetOptions(
  'state',
  'district',
  'segment',
  'student_course',
  'student_batch',
  'student_sections',
);

// The poll form builds its questions in place (add, reorder, remove questions and options) and
// sends them in the order shown; the end date is needed to send, not to save a draft.

let sent: SentRequest[];

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  sent = stubApi({
    'GET /api/me': fakeMe({ permissions: ['opinionpoll'], visible_modules: ['opinion-poll'] }),
    'POST /api/user_filter': { count: 120, matched: 130, with_app: 80, phone_only: 40 },
    'POST /api/opinion_poll': () => Response.json(fakeItem({ id: 77 }), { status: 201 }),
    ...NO_STUDENT_TARGETING_CHOICES,
  });
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(at = '/opinion-poll/form') {
  const router = createMemoryRouter(
    [
      {
        path: '/opinion-poll/form',
        element: <ContentFormPage module={pollModule} extension={pollFormExtension} />,
      },
      { path: '/opinion-poll/:id', element: <p>detail page</p> },
      { path: '/opinion-poll', element: <p>list page</p> },
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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the poll form', { timeout: 30_000 }, () => {
  it('builds questions, reorders options and saves them in the order shown', async () => {
    mount();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Canteen' } });
    // The first question starts as single choice with two empty options.
    type('Question', 'Is the new menu better?');
    type('Question 1, option 1', 'No');
    type('Question 1, option 2', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: /Add option/ }));
    type('Question 1, option 3', 'Same');
    fireEvent.click(screen.getByRole('button', { name: 'Move option 2 of question 1 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3 of question 1' }));

    fireEvent.click(screen.getByRole('button', { name: /Add question/ }));
    const questions = screen.getAllByLabelText('Question');
    fireEvent.change(questions[1]!, { target: { value: 'What would you add?' } });
    fireEvent.click(screen.getAllByRole('radio', { name: 'Text' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(
        sent.some((request) => request.method === 'POST' && request.path === '/api/opinion_poll'),
      ).toBe(true),
    );
    const body = sent.find(
      (request) => request.method === 'POST' && request.path === '/api/opinion_poll',
    )!.body as Record<string, unknown>;
    expect(body.status).toBe(PollStatus.Draft);
    expect(body.ends_at).toBeNull();
    expect(body.questions).toEqual([
      { question: 'What would you add?', type: PollQuestionType.Text, required: true, options: [] },
      {
        question: 'Is the new menu better?',
        type: PollQuestionType.Radio,
        required: true,
        options: [{ text: 'Yes' }, { text: 'No' }],
      },
    ]);
  });

  it('asks for an end date before sending, and for filled options', async () => {
    mount();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Canteen' } });
    type('Question', 'Is the new menu better?');
    type('Question 1, option 1', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PollMessages.endsAtRequired)).toBeTruthy();
    expect(screen.getByText(PollMessages.optionRequired)).toBeTruthy();
    expect(
      sent.some((request) => request.method === 'POST' && request.path === '/api/opinion_poll'),
    ).toBe(false);
  });
});

describe('the reach of a poll', () => {
  const scope = { globalModuleId: 3, academicYearId: 20 };
  const targeting = {
    user_type: 'student' as const,
    target_method: 'branch' as const,
    branch_ids: [4],
    segment_ids: [2],
  };
  const counted = () =>
    sent.filter((request) => request.path === '/api/user_filter').map((r) => r.body);

  it('counts a permitted-branches poll over every branch in scope, as the server sends it', async () => {
    await pollFormExtension.countReach!(
      { poll_type: PollType.PermittedBranchesPoll },
      { targeting, scope },
    );
    await pollFormExtension.countReach!({ poll_type: PollType.SinglePoll }, { targeting, scope });
    const [permitted, single] = counted() as Record<string, unknown>[];
    expect(permitted).toMatchObject({ target_method: 'all', segment_ids: [2] });
    expect(permitted).not.toHaveProperty('branch_ids');
    expect(single).toMatchObject({ target_method: 'branch', branch_ids: [4] });
  });
});

describe('the reach on the form', { timeout: 30_000 }, () => {
  // A draft poll to the College and High School parents of branch 4, as saved.
  const saved = fakeItem({
    id: 41,
    status: PollStatus.Draft,
    title: 'Canteen menu',
    targeting: {
      user_type: 'student',
      target_method: 'branch',
      branch_ids: [4],
      segment_ids: [2, 3],
    },
    poll_type: PollType.SinglePoll,
    ends_at: null,
    questions: [
      {
        id: 5,
        question: 'Is the new menu better?',
        type: PollQuestionType.Radio,
        required: true,
        options: [
          { id: 7, text: 'Yes' },
          { id: 8, text: 'No' },
        ],
      },
    ],
    responses_count: 0,
    last_buzzed_at: null,
  });
  const reachOfSaved = {
    count: 300,
    with_app: 210,
    segments: [
      { segment_id: 2, segment_name: 'College', count: 120, with_app: 90 },
      { segment_id: 3, segment_name: 'High School', count: 180, with_app: 120 },
    ],
  };
  const calls = (path: string) => sent.filter((request) => request.path === path);

  beforeEach(() => {
    sent = stubApi({
      'GET /api/me': fakeMe({ permissions: ['opinionpoll'], visible_modules: ['opinion-poll'] }),
      'GET /api/opinion_poll/41': saved,
      'GET /api/opinion_poll/41/segments_reach_count': reachOfSaved,
      'GET /api/asset/target_info/branch': [
        { id: 4, name: 'Madhapur', code: 'MDP', state_id: 1, district_id: 1, level: 2 },
      ],
      'POST /api/user_filter': { count: 120, matched: 130, with_app: 80, phone_only: 40 },
      ...SAVED_POLL_TARGETING_CHOICES,
    });
  });

  it('of a saved poll is its segments reach count (002 §7), per segment, until its audience changes', async () => {
    mount('/opinion-poll/form?id=41');
    const reach = await screen.findByRole('status', { name: 'Reach' });
    await waitFor(() => expect(reach.textContent).toContain('Reach: 300 recipients'));
    expect(reach.textContent).toContain('210 with the app');
    expect(reach.textContent).toContain('College: 120');
    expect(reach.textContent).toContain('High School: 180');
    const asked = calls('/api/opinion_poll/41/segments_reach_count');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query.get('academic_year_id')).toBe('20');
    expect(calls('/api/user_filter')).toHaveLength(0);

    // Another audience is not the saved poll's: the live count counts it.
    fireEvent.click(screen.getByRole('radio', { name: 'Permitted branches poll' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Reach' }).textContent).toContain(
        'Reach: 120 recipients',
      ),
    );
    expect(calls('/api/user_filter').at(-1)!.body).toMatchObject({
      target_method: 'all',
      segment_ids: [2, 3],
    });
    expect(calls('/api/opinion_poll/41/segments_reach_count')).toHaveLength(1);
  });

  it('of a new poll is the live count', async () => {
    mount();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Reach' }).textContent).toContain(
        'Reach: 120 recipients',
      ),
    );
    expect(sent.some((request) => request.path.endsWith('/segments_reach_count'))).toBe(false);
  });
});

describe('the poll rules the form applies', () => {
  const now = dayjs('2026-11-26T10:00:00Z');
  it('needs an end date in the future, after the schedule, to send or schedule', () => {
    expect(endsAtError(null, PollStatus.Draft, null, now)).toBeNull();
    expect(endsAtError(null, PollStatus.Sent, null, now)).toBe(PollMessages.endsAtRequired);
    expect(endsAtError(now.subtract(1, 'hour'), PollStatus.Sent, null, now)).toBe(
      PollMessages.endsAtInPast,
    );
    expect(endsAtError(now.add(1, 'day'), PollStatus.Scheduled, now.add(2, 'day'), now)).toBe(
      PollMessages.endsAtBeforeSchedule,
    );
    expect(endsAtError(now.add(3, 'day'), PollStatus.Scheduled, now.add(2, 'day'), now)).toBeNull();
  });

  it('needs 2 to 10 different options for a single-choice question', () => {
    expect(optionsError(PollQuestionType.Radio, [{ text: 'Yes' }])).toBe(PollMessages.radioOptions);
    expect(optionsError(PollQuestionType.Radio, [{ text: 'Yes' }, { text: ' yes' }])).toBe(
      PollMessages.optionsRepeat,
    );
    expect(optionsError(PollQuestionType.Radio, [{ text: 'Yes' }, { text: 'No' }])).toBeNull();
    expect(optionsError(PollQuestionType.Text, [])).toBeNull();
  });
});

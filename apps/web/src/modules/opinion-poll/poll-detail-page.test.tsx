import { PollQuestionType, PollStatus, type PollItem, type PollResults } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { fakeItem } from '../../platform/engines/content/testing/content-fixtures.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import PollDetailPage from './poll-detail-page.tsx';

// The poll's page: its own status words and moves (Sent → Close now, Completed → only a new end
// date or Delete), its actions, and results that follow the answers as they arrive.

const poll = (overrides: Partial<PollItem> = {}): PollItem =>
  fakeItem<Omit<PollItem, keyof ReturnType<typeof fakeItem>>>({
    id: 41,
    title: 'Canteen menu',
    status: PollStatus.Sent,
    poll_type: 1,
    ends_at: '2026-12-30T10:00:00Z',
    questions: [
      {
        id: 5,
        question: 'Is the new menu better?',
        type: PollQuestionType.Radio,
        required: true,
        options: [
          { id: 8, text: 'Yes' },
          { id: 9, text: 'No' },
        ],
      },
      {
        id: 6,
        question: 'What would you add?',
        type: PollQuestionType.Text,
        required: false,
        options: [],
      },
    ],
    responses_count: 3,
    last_buzzed_at: null,
    delivery: {
      channel: 'push',
      recipients: 10,
      delivered: 10,
      failed: 0,
      pending: 0,
      started_at: '2026-11-20T05:00:00Z',
      finished_at: '2026-11-20T05:01:00Z',
    },
    ...overrides,
  }) as PollItem;

const results = (yes: number, no: number): PollResults => ({
  poll_id: 41,
  recipients: 10,
  responded: yes + no,
  response_rate: (yes + no) / 10,
  by_branch: [
    {
      branch_id: 1,
      branch_name: 'Madhapur',
      recipients: 6,
      responded: yes,
      response_rate: yes / 6,
    },
    {
      branch_id: 2,
      branch_name: 'Kukatpally',
      recipients: 4,
      responded: no,
      response_rate: no / 4,
    },
  ],
  by_segment: [],
  questions: [
    {
      id: 5,
      question: 'Is the new menu better?',
      type: PollQuestionType.Radio,
      answered: yes + no,
      options: [
        { id: 8, text: 'Yes', count: yes, percent: Math.round((yes / (yes + no)) * 1000) / 10 },
        { id: 9, text: 'No', count: no, percent: Math.round((no / (yes + no)) * 1000) / 10 },
      ],
    },
    {
      id: 6,
      question: 'What would you add?',
      type: PollQuestionType.Text,
      answered: 1,
      options: [],
    },
  ],
});

let item: PollItem;
let resultAnswers: PollResults[];

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  item = poll();
  resultAnswers = [results(2, 1), results(3, 1)];
  stubApi({
    'GET /api/me': fakeMe({ permissions: ['opinionpoll'], visible_modules: ['opinion-poll'] }),
    'GET /api/opinion_poll/41': () => item,
    'GET /api/opinion_poll/41/results': () =>
      resultAnswers.length > 1 ? resultAnswers.shift() : resultAnswers[0],
    'GET /api/opinion_poll/41/results/text_answers': [
      { answered_at: '2026-11-21T05:00:00Z', branch_name: 'Madhapur', answer: 'More fruit' },
    ],
    'GET /api/asset/target_info/branch': [{ id: 1, name: 'Madhapur', code: 'MDP' }],
    'GET /api/audit_log/item': [],
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
      <MemoryRouter initialEntries={['/opinion-poll/41']}>
        <Routes>
          <Route path="/opinion-poll/:id" element={<PollDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const optionCount = (table: HTMLElement, option: string) =>
  within(within(table).getByText(option).closest('tr')!).getAllByRole('cell')[1]!.textContent;

describe('the poll page', { timeout: 20_000 }, () => {
  it('shows a sent poll as Sent, offers closing, buzz and the exports, and follows the answers', async () => {
    mount();
    expect(await screen.findByRole('heading', { name: 'Canteen menu' })).toBeTruthy();
    expect(screen.getAllByText('Sent').length).toBeGreaterThan(0);
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(await screen.findByRole('button', { name: /Buzz/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Change end date/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export results/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export non-responders/ })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Answers to question 1' });
    expect(optionCount(table, 'Yes')).toBe('2');
    expect(screen.getByRole('img', { name: 'Answers to question 1' })).toBeTruthy();
    expect(await screen.findByText('More fruit')).toBeTruthy();
    // Read again while the poll is open: a new answer moves the figures.
    await waitFor(() => expect(optionCount(table, 'Yes')).toBe('3'), { timeout: 9000 });
    const responses = screen.getByRole('region', { name: 'Responses' });
    expect(within(responses).getByText('40%')).toBeTruthy();
  });

  it('offers a completed poll only a new end date and Delete', async () => {
    item = poll({ status: PollStatus.Completed });
    mount();
    expect(await screen.findByRole('heading', { name: 'Canteen menu' })).toBeTruthy();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: /Reopen with a new end date/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Buzz/ })).toBeNull();
  });

  it('says a draft has no results yet and may be edited', async () => {
    item = poll({ status: PollStatus.Draft, responses_count: 0 });
    mount();
    expect(await screen.findByText('Results appear here once the poll is sent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export results/ })).toBeNull();
  });
});

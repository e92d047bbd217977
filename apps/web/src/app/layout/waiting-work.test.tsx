import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import { HOME_QUEUES } from '../web-modules.ts';
import { AppHeader } from './app-header.tsx';

// The bell lists the user's own work waiting, from the modules' home queues, with its counts,
// links and a badge; home's queue cards give nothing waiting less weight than work waiting.

beforeEach(() => startSession(fakeLogin()));
afterEach(cleanup);

const GATE_PASSES = HOME_QUEUES.find((queue) => queue.id === 'gate-pass-waiting')!;

/** Answers every list the user's queues count: 479 gate passes, nothing else. */
function stubQueues() {
  return stubApi({
    'GET /api/me': fakeMe({ visible_modules: ['gatepass', 'announcement'] }),
    'GET /api/gate_pass': () =>
      new Response('[]', {
        headers: { 'x-total-count': '479', 'content-type': 'application/json' },
      }),
    'GET /api/announcement': () =>
      new Response('[]', { headers: { 'x-total-count': '0', 'content-type': 'application/json' } }),
  });
}

function mountHeader() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AppHeader
          mobile={false}
          compact={false}
          onOpenMenu={() => undefined}
          onFeedback={() => undefined}
          onGoTo={() => undefined}
          onHelp={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the bell', () => {
  it(
    'names the work waiting in its badge and lists it with counts and links',
    { timeout: 90_000 },
    async () => {
      stubQueues();
      mountHeader();
      // The first count loads the gate-pass list's configuration: slow on a busy machine.
      const bell = await screen.findByRole(
        'button',
        { name: 'Notifications 99+: 479 items waiting' },
        { timeout: 60_000 },
      );
      expect(bell.querySelector('.console-bell-badge')?.textContent).toBe('99+');
      fireEvent.click(bell);
      const list = await screen.findByRole('list', { name: 'Work waiting for you' });
      const items = within(list).getAllByRole('link');
      // Only the queue with work: nothing waiting is not news.
      expect(items.map((item) => item.textContent)).toEqual([`479 ${GATE_PASSES.label}`]);
      // The gate-pass list opens on Waiting: the queue's link is the list itself.
      expect(items[0]!.getAttribute('href')).toBe('/gatepass');
      expect(screen.queryByText('No new notifications.')).toBeNull();
    },
  );

  it('says nothing is waiting when every queue is empty', async () => {
    stubApi({
      'GET /api/me': fakeMe({ visible_modules: ['announcement'] }),
      'GET /api/announcement': () =>
        new Response('[]', {
          headers: { 'x-total-count': '0', 'content-type': 'application/json' },
        }),
    });
    mountHeader();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    await screen.findByText('Nothing is waiting for you.');
    expect(bell.querySelector('.console-bell-badge')).toBeNull();
  });
});

describe('home’s queue cards', () => {
  it('give a queue with nothing waiting less weight than one with work', async () => {
    stubQueues();
    const { default: DayWork } = await import('../home/day-work.tsx');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DayWork me={fakeMe({ visible_modules: ['gatepass', 'announcement'] })} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const waiting = await waitFor(() => {
      const card = document.querySelector('[data-queue="gate-pass-waiting"]');
      expect(card).toBeTruthy();
      return card!;
    });
    const none = await waitFor(() => {
      const card = document.querySelector('[data-queue="announcement-scheduled"]');
      expect(card).toBeTruthy();
      return card!;
    });
    expect(waiting.className).toContain('home-queue-waiting');
    expect(none.className).toContain('home-queue-none');
    expect(none.className).not.toContain('home-queue-waiting');
  });
});

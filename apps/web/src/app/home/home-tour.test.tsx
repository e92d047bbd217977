import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import { AppHeader } from '../layout/app-header.tsx';
import { tourTarget } from '../tour/tour-store.ts';
import { HomeTour } from './home-tour.tsx';

// The home tour: it points at what home has now (search, Go to, Today's work, the bell), never
// opens the account menu, and Skip or its last step ends it for the user on the server.

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function mountHome(toursDone: string[], { dayWork = true } = {}) {
  const sent = stubApi({
    'GET /api/me': fakeMe(),
    'GET /api/me/ui_state': { tours_done: toursDone },
    'PUT /api/me/ui_state': (request) => request.body as object,
  });
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
        {dayWork && <section id={tourTarget('home', 'day-work')}>Today’s work</section>}
        <div id={tourTarget('home', 'search-sort')} />
        <a href="/gatepass" id={tourTarget('home', 'module-card')}>
          Gate pass
        </a>
        <HomeTour ready />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const saved = (sent: ReturnType<typeof stubApi>) =>
  sent.filter((request) => request.method === 'PUT' && request.path === '/api/me/ui_state');
const tourPanel = () => document.querySelector('.ant-tour');
const stepTitle = () => document.querySelector('.ant-tour-title')?.textContent;

describe('the home tour', () => {
  it('starts on the search, walks what home has now, and never opens the account menu', async () => {
    mountHome([]);
    await waitFor(() => expect(stepTitle()).toBe('Search'));
    const titles = [stepTitle()];
    for (;;) {
      const next = screen.queryByRole('button', { name: 'Next' });
      if (!next) break;
      expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
      fireEvent.click(next);
      await waitFor(() => expect(stepTitle()).not.toBe(titles.at(-1)));
      titles.push(stepTitle());
    }
    expect(titles).toEqual([
      'Search',
      'Go to',
      'Today’s work',
      'Notifications',
      'Feedback',
      'Search and sort',
      'Modules',
      'Your account',
    ]);
    expect(screen.queryByRole('menuitem', { name: 'My Account Info' })).toBeNull();
    // The panel carries the class that keeps it within a phone's width (home.css).
    expect(tourPanel()?.closest('.home-tour')).toBeTruthy();
  });

  it('leaves out a step whose target this user does not have', async () => {
    mountHome([], { dayWork: false });
    await waitFor(() => expect(stepTitle()).toBe('Search'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepTitle()).toBe('Go to'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepTitle()).toBe('Notifications'));
  });

  it('Skip ends it for the user, kept on the server', async () => {
    const sent = mountHome([]);
    await waitFor(() => expect(stepTitle()).toBe('Search'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(saved(sent)).toHaveLength(1));
    expect(saved(sent)[0]!.body).toEqual({ tours_done: ['home'] });
    await waitFor(() =>
      expect(document.querySelector('[data-home-tour]')?.getAttribute('data-home-tour')).toBe(
        'ended',
      ),
    );
  });

  it('the last step ends it for the user, kept on the server', async () => {
    const sent = mountHome([]);
    await waitFor(() => expect(stepTitle()).toBe('Search'));
    while (screen.queryByRole('button', { name: 'Next' })) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    fireEvent.click(await screen.findByRole('button', { name: "Don't show again!" }));
    await waitFor(() => expect(saved(sent)).toHaveLength(1));
    expect(saved(sent)[0]!.body).toEqual({ tours_done: ['home'] });
  });

  it('does not start for a user who ended it in another browser', async () => {
    const sent = mountHome(['home']);
    await waitFor(() =>
      expect(document.querySelector('[data-home-tour]')?.getAttribute('data-home-tour')).toBe(
        'ended',
      ),
    );
    expect(tourPanel()).toBeNull();
    expect(saved(sent)).toHaveLength(0);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-support/stub-api.ts';
import BackgroundJobsPage from './background-jobs-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const job = {
  id: 4,
  kind: 'content.deliver',
  key: 'announcement:12',
  status: 'failed',
  run_at: '2026-03-01T05:00:00Z',
  attempts: 3,
  last_error: 'Gateway answered 503',
  created_at: '2026-03-01T04:00:00Z',
  finished_at: null,
};

describe('the background jobs page (/hangfire)', () => {
  it('lists GET /jobs with the filters of the address, status tags and the last error', async () => {
    const sent = stubApi({
      'GET /api/jobs': [job, { ...job, id: 5, status: 'done', last_error: null }],
      'GET /api/preset_filter': [],
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/hangfire?status=failed&kind=content.deliver']}>
          <BackgroundJobsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    expect(await within(table).findByText('Gateway answered 503')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('Done')).toBeTruthy();
    expect(within(table).getAllByText('announcement:12')).toHaveLength(2);
    const list = sent.find((request) => request.path === '/api/jobs')!;
    expect(list.query.toString()).toBe('page=1&limit=30&status=failed&kind=content.deliver');
  });
});

import type { TargetingFilter } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReachCountView } from './reach-count.tsx';
import { REACH_DEBOUNCE_MS, useReachCount } from './use-reach-count.ts';
import { refuseUnstubbed } from '../../../test-support/stub-api.ts';

interface Call {
  body: TargetingFilter;
  url: string;
  signal: AbortSignal;
  answer: (count: number) => void;
}

let calls: Call[];

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://console.test').pathname;
      return new Promise<Response>((resolve, reject) => {
        if (init.method !== 'POST' || path !== '/api/user_filter') {
          refuseUnstubbed(init.method ?? 'GET', path);
        }
        const signal = init.signal!;
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        calls.push({
          url,
          body: JSON.parse(String(init.body)) as TargetingFilter,
          signal,
          answer: (count) =>
            resolve(
              new Response(
                JSON.stringify({ count, matched: count + 5, with_app: count - 2, phone_only: 2 }),
                { headers: { 'content-type': 'application/json' } },
              ),
            ),
        });
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Harness() {
  const [filter, setFilter] = useState<TargetingFilter>({
    user_type: 'student',
    target_method: 'all',
  });
  const reach = useReachCount(filter, { globalModuleId: 6, academicYearId: 20 });
  return (
    <>
      {[1, 2, 3].map((gender) => (
        <button key={gender} onClick={() => setFilter({ ...filter, gender: gender as 1 | 2 })}>
          gender {gender}
        </button>
      ))}
      <ReachCountView
        data={reach.data}
        loading={reach.isFetching || reach.pending}
        error={reach.isError ? reach.error : null}
        onRetry={() => undefined}
      />
    </>
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

describe('live reach count', () => {
  it('asks POST /user_filter with the scope once the filter is still, and shows the breakdown', async () => {
    mount();
    await advance(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/user_filter?global_module_id=6&academic_year_id=20');
    expect(calls[0]!.body).toEqual({ user_type: 'student', target_method: 'all' });
    await act(async () => calls[0]!.answer(1234));
    await advance(0);
    const status = screen.getByRole('status', { name: 'Reach' });
    expect(status.textContent).toContain('Reach: 1,234 recipients');
    expect(status.textContent).toContain('1,232 with app · 2 phone only · duplicates removed');
  });

  it(`waits ${REACH_DEBOUNCE_MS} ms after the last change and cancels the stale request`, async () => {
    mount();
    await advance(0);
    const first = calls[0]!;
    // Changes in quick succession while the first count is still on its way.
    fireEvent.click(screen.getByText('gender 1'));
    await advance(200);
    fireEvent.click(screen.getByText('gender 2'));
    await advance(REACH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ user_type: 'student', target_method: 'all', gender: 2 });
    expect(first.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    await act(async () => calls[1]!.answer(40));
    await advance(0);
    expect(screen.getByRole('status', { name: 'Reach' }).textContent).toContain(
      'Reach: 40 recipients',
    );
  });
});

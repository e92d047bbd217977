import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CallingPage from './calling-page.tsx';
import { CALLS_PER_BRANCH } from './calls-per-branch.tsx';
import { refuseUnstubbed } from '../../test-support/stub-api.ts';

// One page for every calling menu entry: the address's call_type flag picks the call type the
// list asks for, and stays in the address while the list rewrites its own filters and page.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMARY = {
  branches: [
    {
      branch_id: 4,
      branch_code: 'BC01',
      branch_name: 'Benz Circle Campus',
      calls: 3,
      queued: 0,
      ringing: 0,
      in_progress: 0,
      completed: 2,
      busy: 1,
      no_answer: 0,
      failed: 0,
      canceled: 0,
      connected_percent: 66.7,
      talk_time_minutes: 2,
      happy: 1,
      neutral: 0,
      dissatisfied: 0,
      no_sentiment: 2,
      remarks_recorded: 0,
      principal_remarks_recorded: 0,
    },
  ],
  all_branches: { calls: 3, connected_percent: 66.7 },
};

// What the page's filters offer (saved presets, reasons, the organisation's lists): none here.
const EMPTY_FILTER_OPTIONS = new Set([
  '/api/preset_filter',
  '/api/adoption_call/sentiment_reason',
  ...['branch', 'group', 'program', 'staff_designation', 'student_course'].map(
    (name) => `/api/asset/target_info/${name}`,
  ),
]);

function stubServer() {
  const listUrls: string[] = [];
  const summaryUrls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method !== 'GET') return refuseUnstubbed(method, url.pathname);
      if (EMPTY_FILTER_OPTIONS.has(url.pathname)) return Response.json([]);
      if (url.pathname === '/api/adoption_call') {
        listUrls.push(url.search);
        const rows = [
          {
            id: 7,
            call_sid: 'sim-1',
            call_type: Number(url.searchParams.get('call_type')),
            user_number: '9811100001',
            status: 3,
            duration: 65,
            branch_name: 'Benz Circle Campus',
            student_name: 'Asha Rao',
            admission_number: 'ADM001',
            staff_name: null,
            employee_number: null,
            sentiment: 1,
            sentiment_reason_name: 'Happy with facilities',
            remarks: null,
            agent_name: 'Ravi Kumar',
            has_recording: true,
            renewal_mode: 1,
            created_at: '2025-06-01T10:00:00.000Z',
          },
        ];
        return new Response(JSON.stringify(rows), {
          headers: { 'content-type': 'application/json', 'x-total-count': '45' },
        });
      }
      if (url.pathname === '/api/adoption_call/branch_summary') {
        summaryUrls.push(url.search);
        return new Response(JSON.stringify(SUMMARY), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return refuseUnstubbed(method, url.pathname);
    }),
  );
  return Object.assign(listUrls, { summaryUrls });
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/adoption-calling" element={<CallingPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('CallingPage', () => {
  it('lists the call type of the address’s flag and keeps the flag while paging', async () => {
    const listUrls = stubServer();
    renderAt('/adoption-calling?call_type=renewal');
    expect(await screen.findByText('Renewal Calling')).toBeTruthy();
    await screen.findByText('Asha Rao');
    expect(new URLSearchParams(listUrls[0]).get('call_type')).toBe('2');
    // Renewal calls show how the student renewed.
    expect(screen.getByText('Online')).toBeTruthy();
    // Talk time starts hidden, so the defaults fit 1440 px (issue 25, 10).
    expect(screen.queryByText('1:05')).toBeNull();

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(address()).toBe('?page=2&call_type=renewal'));
    await waitFor(() => expect(new URLSearchParams(listUrls.at(-1)).get('page')).toBe('2'));
    expect(new URLSearchParams(listUrls.at(-1)).get('call_type')).toBe('2');
  });

  it('is the adoption list without a flag, and a 404 for an unknown one', async () => {
    const listUrls = stubServer();
    renderAt('/adoption-calling');
    expect(await screen.findByText('Adoption Calling')).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(listUrls[0]).get('call_type')).toBe('1'));
    cleanup();
    renderAt('/adoption-calling?call_type=transport');
    expect(await screen.findByText('There is no such calling list.')).toBeTruthy();
  });

  it('offers the MIS spreadsheet and the recording of a recorded call', async () => {
    stubServer();
    renderAt('/adoption-calling?call_type=iat');
    await screen.findByText('IAT Calling');
    expect(screen.getByRole('button', { name: /MIS spreadsheet/ })).toBeTruthy();
    const recording = await screen.findByRole('link', { name: 'Recording of call 7' });
    expect(recording.getAttribute('href')).toBe('/adoption-calling/recording/7?call_type=iat');
  });

  it('asks for the calls per branch once opened, with the list’s filters and no page', async () => {
    // The chart's lazy chunk, transformed once before the page asks for it.
    await import('../../platform/kit/charts/echart-view.tsx');
    const listUrls = stubServer();
    renderAt('/adoption-calling?status_list=3,4&page=2');
    await screen.findByText('Asha Rao');
    expect(listUrls.summaryUrls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: CALLS_PER_BRANCH }));
    await waitFor(() => expect(listUrls.summaryUrls).toHaveLength(1));
    await screen.findByText(/3 calls in 1 branch/);
    const chart = screen.getByRole('img', { name: CALLS_PER_BRANCH });
    const query = new URLSearchParams(listUrls.summaryUrls[0]);
    expect(query.get('call_type')).toBe('1');
    expect(query.get('status_list')).toBe('3,4');
    expect(query.has('page') || query.has('limit') || query.has('sort')).toBe(false);
    expect(screen.getByText(/3 calls in 1 branch, 66.7% connected/)).toBeTruthy();
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    // Completed and Busy only: no branch has calls of another status.
    expect(chart.querySelector('svg')!.textContent).toContain('Completed');
    expect(chart.querySelector('svg')!.textContent).not.toContain('Queued');
    // ECharts' chunk is large to transform: on a loaded CI machine this alone took over 30 s.
  }, 90_000);
});

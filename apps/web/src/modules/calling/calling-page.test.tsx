import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CallingPage from './calling-page.tsx';

// One page for every calling menu entry: the address's call_type flag picks the call type the
// list asks for, and stays in the address while the list rewrites its own filters and page.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubServer() {
  const listUrls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://console.test');
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
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }),
  );
  return listUrls;
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
    expect(screen.getByText('1:05')).toBeTruthy();

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
});

import { defineEndpoint, searchById } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ListConfig } from './list-config.ts';
import { ListPage } from './list-page.tsx';
import { refuseUnstubbed } from '../../../test-support/stub-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Row {
  id: number;
  mobile: string;
}

/** The list's call: GET /things, a page of rows (x-total-count). */
const things = defineEndpoint({
  method: 'GET',
  path: '/things',
  answer: z.array(z.object({ id: z.number(), mobile: z.string() })),
  list: true,
  summary: 'Things',
});

const config: ListConfig<Row> = {
  endpoint: things,
  title: 'Things',
  rowKey: 'id',
  columns: [
    { key: 'id', title: 'ID' },
    { key: 'mobile', title: 'Mobile' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: [
        { value: 'sent', label: 'Sent' },
        { value: 'failed', label: 'Failed' },
      ],
    },
  ],
  search: [{ key: 'search_by_id', label: 'ID', validator: searchById }],
};

/** Answers the list with 45 rows in total and the preset list empty; records list URLs. */
function stubServer() {
  const listUrls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/preset_filter') {
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      }
      if (method !== 'GET' || url.pathname !== '/api/things') {
        return refuseUnstubbed(method, url.pathname);
      }
      listUrls.push(`${url.pathname}${url.search}`);
      const page = Number(url.searchParams.get('page') ?? 1);
      const rows = Array.from({ length: 3 }, (_, i) => ({
        id: page * 100 + i,
        mobile: `900000000${i}`,
      }));
      return new Response(JSON.stringify(rows), {
        headers: { 'content-type': 'application/json', 'x-total-count': '45' },
      });
    }),
  );
  return listUrls;
}

function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function renderAt(entry: string, pageConfig: ListConfig<Row> = config) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <ListPage config={pageConfig} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

// A whole list page in happy-dom takes seconds to render (more on a busy machine).
describe('ListPage bound to the URL', { timeout: 20_000 }, () => {
  it('loads the list with the filters and page of the address and shows the total', async () => {
    const listUrls = stubServer();
    renderAt('/things?status=sent&page=2');
    await screen.findByText('200');
    expect(listUrls).toEqual(['/api/things?page=2&limit=30&status=sent']);
    expect(screen.getByText('31–45 of 45')).toBeTruthy();
  });

  it('puts a new page and a search in the address, and the back button restores the old list', async () => {
    const listUrls = stubServer();
    renderAt('/things?status=sent');
    await screen.findByText('100');

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('200');
    expect(address()).toBe('?status=sent&page=2');

    const search = screen.getByRole('searchbox', { name: 'Search by ID' });
    fireEvent.change(search, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    // A new search starts over at page 1.
    await waitFor(() => expect(address()).toBe('?status=sent&search_by_id=7'));
    await waitFor(() =>
      expect(listUrls.at(-1)).toBe('/api/things?page=1&limit=30&status=sent&search_by_id=7'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('?status=sent&page=2'));
    expect(
      (screen.getByRole('searchbox', { name: 'Search by ID' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('never sends an invalid search from a hand-edited address', async () => {
    const listUrls = stubServer();
    renderAt('/things?search_by_id=abc');
    await screen.findByText('100');
    expect(listUrls).toEqual(['/api/things?page=1&limit=30']);
  });

  it('shows an error state with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://console.test').pathname;
        if (path === '/api/preset_filter') {
          return new Response('[]', { headers: { 'content-type': 'application/json' } });
        }
        if (path !== '/api/things') return refuseUnstubbed('GET', path);
        return new Response(JSON.stringify({ message: 'Database is down' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderAt('/things');
    expect(await screen.findByText('Things could not be loaded')).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});

describe('switch filters and fixed query values', { timeout: 20_000 }, () => {
  const withSwitch: ListConfig<Row> = {
    ...config,
    filters: [...(config.filters ?? []), { kind: 'switch', key: 'self_only', label: 'Only mine' }],
    fixedQuery: { academic_year_id: 19 },
  };

  it('puts an on switch in the address and the call, and sends fixed values without the address', async () => {
    const listUrls = stubServer();
    renderAt('/things', withSwitch);
    await screen.findByText('100');
    expect(listUrls).toEqual(['/api/things?page=1&limit=30&academic_year_id=19']);

    fireEvent.click(screen.getByRole('switch', { name: 'Only mine' }));
    await waitFor(() => expect(address()).toBe('?self_only=true'));
    await waitFor(() =>
      expect(listUrls.at(-1)).toBe(
        '/api/things?page=1&limit=30&academic_year_id=19&self_only=true',
      ),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Only mine' }));
    await waitFor(() => expect(address()).toBe(''));
  });
});

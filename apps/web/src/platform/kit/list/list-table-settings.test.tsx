import { defineEndpoint } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { endSession, startSession } from '../../core/session/session-store.ts';
import type { ListConfig } from './list-config.ts';
import { ListPage } from './list-page.tsx';
import { refuseUnstubbed } from '../../../test-support/stub-api.ts';

// A list page's Columns, density and "More filters": the choice kept per user and list, the
// columns that cannot be hidden, Reset, and the count of applied filters out of sight.

interface Row {
  id: number;
  mobile: string;
  status: string;
  branch: string;
}

/** The list's call: GET /things, a page of rows (x-total-count). */
const things = defineEndpoint({
  method: 'GET',
  path: '/things',
  answer: z.array(
    z.object({ id: z.number(), mobile: z.string(), status: z.string(), branch: z.string() }),
  ),
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
    { key: 'status', title: 'Status' },
    { key: 'branch', title: 'Branch' },
  ],
  filters: [
    { kind: 'select', key: 'status', label: 'Status', options: [{ value: 'sent', label: 'Sent' }] },
    { kind: 'text', key: 'purpose', label: 'Purpose' },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Sent between' },
    { kind: 'switch', key: 'self_only', label: 'Only mine' },
  ],
};

beforeEach(() => {
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
      const rows = [{ id: 101, mobile: '9000000001', status: 'sent', branch: 'Velachery' }];
      return new Response(JSON.stringify(rows), {
        headers: { 'content-type': 'application/json', 'x-total-count': '1' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  endSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderList(entry = '/things') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <ListPage config={config} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');
const columnsButton = () => screen.getByRole('button', { name: /^Columns/ });
const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

describe('Columns and density', { timeout: 30_000 }, () => {
  it('keeps a hidden column per user and list, across a reload, until Reset', async () => {
    startSession(fakeLogin({ userId: 7 }));
    const first = renderList();
    await screen.findByText('101');
    expect(headers()).toEqual(['ID', 'Mobile', 'Status', 'Branch']);

    fireEvent.click(columnsButton());
    // Focus moves into the popover, to the first column that can be hidden.
    await waitFor(() => expect(document.activeElement).toBe(checkbox('Mobile')));
    fireEvent.click(checkbox('Mobile'));
    await waitFor(() => expect(headers()).toEqual(['ID', 'Status', 'Branch']));
    expect(JSON.parse(localStorage.getItem('list-view:7:/things') ?? '{}')).toEqual({
      columns: { mobile: false },
      density: 'comfortable',
    });
    expect(columnsButton().textContent).toBe('Columns (1 hidden)');

    // A reload of the page: still hidden.
    first.unmount();
    renderList();
    await screen.findByText('101');
    expect(headers()).toEqual(['ID', 'Status', 'Branch']);
    cleanup();

    // Another user of the browser has their own view.
    startSession(fakeLogin({ userId: 8 }));
    renderList();
    await screen.findByText('101');
    expect(headers()).toEqual(['ID', 'Mobile', 'Status', 'Branch']);
    cleanup();

    // Back to user 7, who resets.
    startSession(fakeLogin({ userId: 7 }));
    renderList();
    await screen.findByText('101');
    fireEvent.click(columnsButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).toEqual(['ID', 'Mobile', 'Status', 'Branch']));
    expect(localStorage.getItem('list-view:7:/things')).toBeNull();
  });

  it('offers no way to hide the record key or its status', async () => {
    startSession(fakeLogin({ userId: 7 }));
    renderList();
    await screen.findByText('101');
    fireEvent.click(columnsButton());
    expect((checkbox('ID') as HTMLInputElement).disabled).toBe(true);
    expect((checkbox('Status') as HTMLInputElement).disabled).toBe(true);
    expect((checkbox('Branch') as HTMLInputElement).disabled).toBe(false);
    // Esc closes the popover and gives the button its focus back.
    fireEvent.keyDown(checkbox('Branch'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(columnsButton()));
    expect(columnsButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the rows to compact and keeps it', async () => {
    startSession(fakeLogin({ userId: 7 }));
    const { container } = renderList();
    await screen.findByText('101');
    expect(container.querySelector('.ant-table-small')).toBeNull();
    fireEvent.click(screen.getByText('Compact'));
    await waitFor(() => expect(container.querySelector('.ant-table-small')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('list-view:7:/things') ?? '{}')).toMatchObject({
      density: 'compact',
    });
    cleanup();
    const again = renderList();
    await screen.findByText('101');
    expect(again.container.querySelector('.ant-table-small')).not.toBeNull();
  });
});

describe('More filters', { timeout: 30_000 }, () => {
  it('shows the first two filters in the bar and counts the applied ones behind the button', async () => {
    startSession(fakeLogin({ userId: 7 }));
    renderList('/things?to_date=2026-01-31&self_only=true&status=sent');
    await screen.findByText('101');
    const bar = screen.getByRole('search', { name: 'Things filters' });
    expect(within(bar).getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(within(bar).getByRole('textbox', { name: 'Purpose' })).toBeTruthy();
    expect(within(bar).queryByRole('switch', { name: 'Only mine' })).toBeNull();

    fireEvent.click(within(bar).getByRole('button', { name: 'More filters (2)' }));
    // (Its name is not checked here: antd gives every label the same id under test.)
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('More filters')).toBeTruthy();
    expect(
      (within(drawer).getByRole('switch', { name: 'Only mine' }) as HTMLButtonElement).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');
    expect(within(drawer).getByRole('group', { name: 'Sent between' })).toBeTruthy();

    // A change in the drawer goes to the address as in the bar; the count follows.
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Only mine' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
        '?status=sent&to_date=2026-01-31',
      ),
    );
    expect(within(bar).getByRole('button', { name: 'More filters (1)' })).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(''),
    );
    expect(within(bar).getByRole('button', { name: 'More filters' })).toBeTruthy();
  });
});

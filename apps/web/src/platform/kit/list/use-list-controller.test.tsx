import { defineEndpoint } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { notify } from '../../core/notify/notify.ts';
import { defineBulkAction, type BulkResult, type RowKey } from './bulk-action.ts';
import type { ListConfig } from './list-config.ts';
import { TableView } from './table-view.tsx';
import { useListController, type ListController } from './use-list-controller.ts';
import { refuseUnstubbed } from '../../../test-support/stub-api.ts';

// The headless list: what it keeps in the address (and what it does not: the selection), when
// the selection goes away, and a bulk action's whole run: confirm, run, report, clear, reload,
// undo.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Row {
  id: number;
  name: string;
}

/** The list's call: GET /things, a page of rows (x-total-count). */
const things = defineEndpoint({
  method: 'GET',
  path: '/things',
  answer: z.array(z.object({ id: z.number(), name: z.string() })),
  list: true,
  summary: 'Things',
});

const baseConfig: ListConfig<Row> = {
  endpoint: things,
  title: 'Things',
  rowKey: 'id',
  columns: [
    { key: 'id', title: 'ID', sortable: true },
    { key: 'name', title: 'Name' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: [
        { value: 'on', label: 'On' },
        { value: 'off', label: 'Off' },
      ],
    },
  ],
  sortParams: { field: 'sort_by', order: 'sort_order' },
  rowLabel: (row) => `thing ${row.id}`,
};

/** Three rows per page, 45 in all; records the list calls. */
function stubServer() {
  const listUrls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method !== 'GET' || url.pathname !== '/api/things') {
        return refuseUnstubbed(method, url.pathname);
      }
      listUrls.push(`${url.pathname}${url.search}`);
      const page = Number(url.searchParams.get('page') ?? 1);
      const rows = [0, 1, 2].map((i) => ({ id: page * 100 + i, name: `Thing ${page * 100 + i}` }));
      return Response.json(rows, { headers: { 'x-total-count': '45' } });
    }),
  );
  return listUrls;
}

let controller: ListController<Row>;

/** Exposes the controller to the test and shows the address. */
function Harness({ config, table }: { config: ListConfig<Row>; table: boolean }) {
  controller = useListController(config);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <output aria-label="selected">{controller.selection.keys.join(',')}</output>
      <button onClick={() => navigate(-1)}>Back</button>
      {table && <TableView controller={controller} />}
    </>
  );
}

function renderAt(entry: string, config: ListConfig<Row> = baseConfig, table = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Harness config={config} table={table} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const selected = () => screen.getByRole('status', { name: 'selected' }).textContent;

/** The confirmation dialog asking this question (antd also keeps a hidden copy of the title). */
async function question(text: string): Promise<HTMLElement> {
  const title = await screen.findByText(text, { selector: '.ant-modal-confirm-title' });
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

describe('useListController and the address', () => {
  it('reads filters, page and sort from the address, sends them, and writes changes back', async () => {
    const listUrls = stubServer();
    renderAt('/things?status=on&page=2&sort=id&order=desc');
    await waitFor(() => expect(controller.rows.map((row) => row.id)).toEqual([200, 201, 202]));
    expect(listUrls).toEqual(['/api/things?page=2&limit=30&status=on&sort_by=id&sort_order=desc']);
    expect(controller.total).toBe(45);
    expect(controller.state).toEqual({
      page: 2,
      limit: 30,
      sort: { field: 'id', order: 'desc' },
      values: { status: 'on' },
    });

    act(() => controller.setPage(3));
    await waitFor(() => expect(address()).toBe('?status=on&page=3&sort=id&order=desc'));
    act(() => controller.setSort({ field: 'id', order: 'asc' }));
    // A new sort starts over at page 1.
    await waitFor(() => expect(address()).toBe('?status=on&sort=id&order=asc'));
    act(() => controller.setPage(2, 50));
    // A new page size too.
    await waitFor(() => expect(address()).toBe('?status=on&limit=50&sort=id&order=asc'));
    await waitFor(() =>
      expect(listUrls.at(-1)).toBe(
        '/api/things?page=1&limit=50&status=on&sort_by=id&sort_order=asc',
      ),
    );
  });

  it('keeps the selection out of the address, and across pages', async () => {
    stubServer();
    renderAt('/things?status=on');
    await waitFor(() => expect(controller.rows).toHaveLength(3));
    act(() => controller.selection.toggle(100));
    act(() => controller.selection.toggle(102));
    await waitFor(() => expect(selected()).toBe('100,102'));
    expect(address()).toBe('?status=on');

    act(() => controller.setPage(2));
    await waitFor(() => expect(controller.rows.map((row) => row.id)).toEqual([200, 201, 202]));
    act(() => controller.selection.selectPage());
    await waitFor(() => expect(selected()).toBe('100,102,200,201,202'));
    expect(controller.selection.pageSelected).toBe(true);
    // Rows ticked on another page are remembered for the actions.
    expect(controller.selection.rows.map((row) => row.name)).toEqual([
      'Thing 100',
      'Thing 102',
      'Thing 200',
      'Thing 201',
      'Thing 202',
    ]);
    expect(address()).toBe('?status=on&page=2');
  });

  it('drops the selection when the filters change, and the back button does not bring it back', async () => {
    stubServer();
    renderAt('/things?status=on');
    await waitFor(() => expect(controller.rows).toHaveLength(3));
    act(() => controller.selection.set([100, 101]));
    await waitFor(() => expect(selected()).toBe('100,101'));

    act(() => controller.setSort({ field: 'id', order: 'desc' }));
    await waitFor(() => expect(address()).toBe('?status=on&sort=id&order=desc'));
    // Sorting shows the same rows in another order: the selection stays.
    expect(selected()).toBe('100,101');

    act(() => controller.setFilters({ status: 'off' }));
    await waitFor(() => expect(address()).toBe('?status=off&sort=id&order=desc'));
    expect(selected()).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('?status=on&sort=id&order=desc'));
    expect(selected()).toBe('');
  });
});

interface DisableResult extends BulkResult {
  restore: RowKey[];
}

function bulkConfig(options: { failOne?: boolean } = {}) {
  const run = vi.fn(async (keys: readonly RowKey[], rows: readonly Row[]) => {
    const failed = options.failOne ? 1 : 0;
    return {
      succeeded: keys.length - failed,
      failed,
      failures: options.failOne ? ['Thing 101 is locked.'] : [],
      restore: rows.map((row) => row.id).slice(failed),
    } satisfies DisableResult;
  });
  const undo = vi.fn(async (_result: DisableResult) => undefined);
  const config: ListConfig<Row> = {
    ...baseConfig,
    bulkActions: [
      defineBulkAction<Row, DisableResult>({
        key: 'disable',
        label: 'Disable',
        danger: true,
        confirm: (count) => `Disable ${count} things?`,
        doneText: (count) => `Disabled: ${count}`,
        run,
        undo,
      }),
    ],
  };
  return { config, run, undo };
}

// A whole table in happy-dom takes seconds to render.
describe('bulk actions in the table', { timeout: 30_000 }, () => {
  it('asks with the count, runs, reports, clears the selection, reloads, and undoes', async () => {
    const listUrls = stubServer();
    const withAction = vi.spyOn(notify, 'withAction').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { config, run, undo } = bulkConfig();
    renderAt('/things', config, true);
    await screen.findByText('Thing 100');
    expect(screen.queryByRole('region', { name: 'Selected items' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select thing 100' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select thing 102' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    const dialog = await question('Disable 2 things?');
    expect(run).not.toHaveBeenCalled();
    const loadsBefore = listUrls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() => expect(withAction).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledWith(
      [100, 102],
      [
        { id: 100, name: 'Thing 100' },
        { id: 102, name: 'Thing 102' },
      ],
    );
    const [kind, title, details, button] = withAction.mock.calls[0]!;
    expect([kind, title, details, button.label, button.ms]).toEqual([
      'success',
      'Disabled: 2',
      undefined,
      'Undo',
      10_000,
    ]);
    expect(selected()).toBe('');
    expect(screen.queryByRole('region', { name: 'Selected items' })).toBeNull();
    expect(listUrls.length).toBe(loadsBefore + 1);

    // The toast's Undo: the action's undo gets the run's result, then the list reloads.
    act(() => button.onClick());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Disable undone'));
    expect(undo).toHaveBeenCalledWith({
      succeeded: 2,
      failed: 0,
      failures: [],
      restore: [100, 102],
    });
    expect(listUrls.length).toBe(loadsBefore + 2);
  });

  it('runs nothing when the question is cancelled, and reports failures beside successes', async () => {
    stubServer();
    const withAction = vi.spyOn(notify, 'withAction').mockImplementation(() => undefined);
    const { config, run } = bulkConfig({ failOne: true });
    renderAt('/things', config, true);
    await screen.findByText('Thing 100');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    expect(within(bar).getByText('3 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    const asked = await question('Disable 3 things?');
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(run).not.toHaveBeenCalled();
    expect(selected()).toBe('100,101,102');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select thing 100' }));
    await waitFor(() => expect(within(bar).getByText('2 selected')).toBeTruthy());
    fireEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    const dialog = await question('Disable 2 things?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(withAction).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]![0]).toEqual([101, 102]);
    expect(withAction.mock.calls[0]!.slice(0, 3)).toEqual([
      'warning',
      'Disabled: 1',
      '1 failed: Thing 101 is locked.',
    ]);
  });

  it('asks in the action’s own dialog once, runs with its answer, and reports skipped items with why', async () => {
    stubServer();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const run = vi.fn(
      async (
        keys: readonly RowKey[],
        _rows: readonly Row[],
        note: string,
      ): Promise<BulkResult> => ({
        succeeded: keys.length - 1,
        failed: 0,
        skipped: 1,
        skippedReasons: [`Thing ${String(keys[0])} was already noted (${note}).`],
      }),
    );
    const config: ListConfig<Row> = {
      ...baseConfig,
      bulkActions: [
        defineBulkAction<Row, BulkResult, string>({
          key: 'note',
          label: 'Note',
          confirm: (count) => `Note ${count} things`,
          prompt: ({ title, running, onConfirm, onCancel }) => (
            <div role="dialog" aria-label={title}>
              <button disabled={running} onClick={() => onConfirm('late')}>
                Note them
              </button>
              <button onClick={onCancel}>Cancel</button>
            </div>
          ),
          run,
        }),
      ],
    };
    renderAt('/things', config, true);
    await screen.findByText('Thing 100');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });

    fireEvent.click(within(bar).getByRole('button', { name: 'Note' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Note 3 things' })).getByText('Cancel'),
    );
    expect(screen.queryByRole('dialog', { name: 'Note 3 things' })).toBeNull();
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(within(bar).getByRole('button', { name: 'Note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Note them' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toEqual([100, 101, 102]);
    expect(run.mock.calls[0]![2]).toBe('late');
    expect(success).toHaveBeenCalledWith(
      'Note: 2 done',
      '1 left as it was: Thing 100 was already noted (late).',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Note 3 things' })).toBeNull());
    expect(selected()).toBe('');
  });

  it('shows no checkboxes when the list has no bulk actions', async () => {
    stubServer();
    renderAt('/things', baseConfig, true);
    await screen.findByText('Thing 100');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

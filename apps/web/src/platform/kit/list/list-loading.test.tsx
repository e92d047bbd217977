import { defineEndpoint } from '@console/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CardGridView } from './card-grid-view.tsx';
import { TableView } from './table-view.tsx';
import type { ListController } from './use-list-controller.ts';

// Before a list's first answer it shows grey rows, never its empty state; a later load keeps
// the rows it had.

afterEach(cleanup);

interface Note {
  id: number;
  title: string;
}

const notes = defineEndpoint({
  method: 'GET',
  path: '/notes',
  answer: z.array(z.object({ id: z.number(), title: z.string() })),
  list: true,
  summary: 'Notes',
});

const columns = [{ key: 'title', title: 'Title' }] as const;

function controllerOf(rows: Note[], loading: { loading: boolean; loaded: boolean }) {
  return {
    config: {
      endpoint: notes,
      title: 'Notes',
      rowKey: 'id',
      columns: [...columns],
      emptyText: 'No notes here.',
    },
    state: { page: 1, limit: 30, values: {} },
    query: {},
    rows,
    total: rows.length,
    ...loading,
    error: null,
    refresh: vi.fn(async () => undefined),
    keyOf: (row: Note) => row.id,
    invalid: {},
    filtered: false,
    setFilters: vi.fn(),
    clearFilters: vi.fn(),
    search: vi.fn(),
    applyPreset: vi.fn(),
    setPage: vi.fn(),
    setSort: vi.fn(),
    selection: {
      keys: [],
      rows: [],
      count: 0,
      isSelected: () => false,
      set: vi.fn(),
      toggle: vi.fn(),
      selectPage: vi.fn(),
      pageSelected: false,
      clear: vi.fn(),
    },
    runBulk: vi.fn(),
    bulkRunning: null,
    view: {
      columns: [...columns],
      choices: [],
      setShown: vi.fn(),
      density: 'comfortable',
      setDensity: vi.fn(),
      reset: vi.fn(),
      customised: false,
    },
  } as unknown as ListController<Note>;
}

const FIRST_LOAD = { loading: true, loaded: false };

describe('a list before its first answer', () => {
  it('shows a skeleton in the table, not the empty state', () => {
    render(<TableView controller={controllerOf([], FIRST_LOAD)} />);
    expect(screen.getByRole('status', { name: 'Loading Notes' })).toBeTruthy();
    expect(screen.queryByText('No notes here.')).toBeNull();
  });

  it('shows a skeleton in the card grid, not the empty state', () => {
    render(
      <CardGridView
        controller={controllerOf([], FIRST_LOAD)}
        label="Notes"
        renderItem={(note) => note.title}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading Notes' })).toBeTruthy();
    expect(screen.queryByText('No notes here.')).toBeNull();
  });

  it('says the list is empty once it is answered empty', () => {
    render(<TableView controller={controllerOf([], { loading: false, loaded: true })} />);
    expect(screen.getByText('No notes here.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading Notes' })).toBeNull();
  });

  it('keeps the rows it had on screen while the next page loads', () => {
    const rows = [{ id: 1, title: 'Kept on screen' }];
    render(<TableView controller={controllerOf(rows, { loading: true, loaded: true })} />);
    expect(screen.getByText('Kept on screen')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading Notes' })).toBeNull();
  });
});

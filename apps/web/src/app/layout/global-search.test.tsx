import { searchAnswer, SearchMessages, type SearchAnswer } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuseUnstubbed } from '../../test-support/stub-api.ts';
import { GlobalSearch } from './global-search.tsx';

// The header's search field against a stubbed GET /search (answers checked by the contract):
// typing, the grouped listbox, arrows, Enter, Escape, "/" and the empty state.

const ANSWER: SearchAnswer = searchAnswer.parse({
  q: 'meg',
  groups: [
    {
      kind: 'student',
      label: 'Students',
      hits: [
        {
          id: 1,
          title: 'Meghana Murthy',
          secondary: 'AP001 · Tirupati',
          path: '/gatepass?admission_number=AP001',
        },
        {
          id: 2,
          title: 'Megha Rao',
          secondary: 'AP002 · Tirupati',
          path: '/gatepass?admission_number=AP002',
        },
      ],
    },
    {
      kind: 'gate_pass',
      label: 'Gate passes',
      hits: [
        {
          id: 77,
          title: 'Gate Pass 77 · Meghana Murthy',
          secondary: 'Tirupati · Approved',
          path: '/gatepass/77',
        },
      ],
    },
  ],
});

let searched: string[] = [];
beforeEach(() => {
  searched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method !== 'GET' || url.pathname !== '/api/search') {
        return refuseUnstubbed(method, url.pathname);
      }
      const q = url.searchParams.get('q') ?? '';
      searched.push(q);
      const answer =
        q === 'zzz'
          ? { q, groups: [] }
          : q === 'full'
            ? {
                q,
                groups: [{ ...ANSWER.groups[0]!, see_all: '/gatepass?student_name_search=full' }],
              }
            : { ...ANSWER, q };
      return new Response(JSON.stringify(searchAnswer.parse(answer)), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  const location = useLocation();
  return <pre aria-label="address">{`${location.pathname}${location.search}`}</pre>;
}

function mount() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/']}>
        <button type="button">Elsewhere</button>
        <input aria-label="Another field" />
        <GlobalSearch compact={false} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

const options = () => screen.queryAllByRole('option');
const selected = () => options().find((option) => option.getAttribute('aria-selected') === 'true');

describe('the header search', () => {
  it('groups the hits by kind and moves through them with the arrows; Enter opens one', async () => {
    const field = mount();
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'meg' } });
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(searched).toEqual(['meg']);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Students' })).getAllByRole('option'),
    ).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Gate passes' })).getAllByRole('option'),
    ).toHaveLength(1);
    expect(selected()?.textContent).toContain('Meghana Murthy');
    expect(field.getAttribute('aria-activedescendant')).toBe(selected()?.id);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(selected()?.textContent).toContain('Gate Pass 77');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(selected()?.textContent).toContain('Gate Pass 77');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(selected()?.textContent).toContain('Megha Rao');
    expect(field.getAttribute('aria-activedescendant')).toBe(selected()?.id);

    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByLabelText('address').textContent).toBe('/gatepass?admission_number=AP002');
    expect(options()).toHaveLength(0);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('says so when nothing matches, and asks for two characters first', async () => {
    const field = mount();
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'z' } });
    expect(screen.getByRole('status').textContent).toBe(SearchMessages.tooShort);
    fireEvent.change(field, { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No matches for “zzz”.'),
    );
    expect(options()).toHaveLength(0);
    // One call for what was typed once the typing paused, none for "z".
    expect(searched).toEqual(['zzz']);
  });

  it('closes with Escape and opens again by typing', async () => {
    const field = mount();
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'meg' } });
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(options()).toHaveLength(0);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(options()).toHaveLength(3));
  });

  it('keeps the results while the window is away, and closes them when the focus moves on', async () => {
    const field = mount();
    field.focus();
    fireEvent.change(field, { target: { value: 'meg' } });
    await waitFor(() => expect(options()).toHaveLength(3));
    // The window's blur: the field stays the page's focus, with nothing focused after it.
    fireEvent.blur(field, { relatedTarget: null });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const button = screen.getByRole('button', { name: 'Elsewhere' });
    button.focus();
    fireEvent.blur(field, { relatedTarget: button });
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('"/" focuses the field, except while typing in another field', () => {
    const field = mount();
    const other = screen.getByLabelText('Another field');
    other.focus();
    act(() => {
      fireEvent.keyDown(other, { key: '/' });
    });
    expect(document.activeElement).toBe(other);
    const button = screen.getByRole('button', { name: 'Elsewhere' });
    button.focus();
    act(() => {
      fireEvent.keyDown(button, { key: '/' });
    });
    expect(document.activeElement).toBe(field);
  });

  it('ends a full group with "See all", its list filtered by the text', async () => {
    const field = mount();
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'full' } });
    await waitFor(() => expect(options()).toHaveLength(3));
    const students = within(screen.getByRole('group', { name: 'Students' })).getAllByRole('option');
    expect(students.at(-1)?.textContent).toBe('See all students');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(selected()?.textContent).toBe('See all students');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByLabelText('address').textContent).toBe('/gatepass?student_name_search=full');
  });
});

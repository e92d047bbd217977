import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailLoad } from './detail-load.tsx';

afterEach(cleanup);

type Query = Parameters<typeof DetailLoad<{ name: string }>>[0]['query'];

function mount(id: number | null, query: Query) {
  render(
    <MemoryRouter>
      <DetailLoad
        id={id}
        query={query}
        noun="Recorder"
        missing="It may not exist."
        back={{ to: '/cctv', label: 'Back to the recorders' }}
      >
        {(item) => <p>Loaded {item.name}</p>}
      </DetailLoad>
    </MemoryRouter>,
  );
}

const state = (over: Partial<Query>): Query => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  ...over,
});

describe('DetailLoad', () => {
  it('says not found for an address that is no id, and for an item the server did not find', () => {
    mount(null, state({ isPending: true }));
    expect(screen.getByText('Recorder not found')).toBeTruthy();
    cleanup();
    mount(4, state({ data: null }));
    expect(screen.getByText('Recorder not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the recorders' }).getAttribute('href')).toBe(
      '/cctv',
    );
  });

  it('waits, reports a failed read, and draws the item once loaded', () => {
    mount(4, state({ isPending: true }));
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    cleanup();
    mount(4, state({ isError: true, error: new Error('Network down') }));
    expect(screen.getByText('The recorder could not be loaded')).toBeTruthy();
    expect(screen.getByText('Network down')).toBeTruthy();
    cleanup();
    mount(4, state({ data: { name: 'Gate camera box' } }));
    expect(screen.getByText('Loaded Gate camera box')).toBeTruthy();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listQueryKey, updateListRows, type ListPageData } from './list-cache.ts';

interface Row {
  id: number;
  status: number;
}

describe('updating cached list pages in place', () => {
  it('changes and removes rows on every page of one list, and leaves other lists alone', () => {
    const client = new QueryClient();
    const first = listQueryKey('/sms', { page: 1 });
    const filtered = listQueryKey('/sms', { page: 1, status: 3 });
    const other = listQueryKey('/marketing', { page: 1 });
    const page = (rows: Row[], total: number): ListPageData<Row> => ({ rows, total });
    client.setQueryData(
      first,
      page(
        [
          { id: 1, status: 3 },
          { id: 2, status: 3 },
        ],
        40,
      ),
    );
    client.setQueryData(filtered, page([{ id: 2, status: 3 }], 1));
    client.setQueryData(other, page([{ id: 2, status: 3 }], 1));

    updateListRows<Row>(client, '/sms', (row) => (row.id === 2 ? { ...row, status: 1 } : row));
    expect(client.getQueryData(first)).toEqual(
      page(
        [
          { id: 1, status: 3 },
          { id: 2, status: 1 },
        ],
        40,
      ),
    );
    expect(client.getQueryData(filtered)).toEqual(page([{ id: 2, status: 1 }], 1));
    expect(client.getQueryData(other)).toEqual(page([{ id: 2, status: 3 }], 1));

    const before = client.getQueryData(first);
    updateListRows<Row>(client, '/sms', (row) => row);
    // Nothing changed: the same page object, so nothing re-renders.
    expect(client.getQueryData(first)).toBe(before);

    updateListRows<Row>(client, '/sms', (row) => (row.id === 1 ? null : row));
    expect(client.getQueryData(first)).toEqual(page([{ id: 2, status: 1 }], 39));
  });
});

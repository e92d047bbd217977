import { describe, expect, it } from 'vitest';
import { cardParts } from './card-parts.ts';
import type { ListColumn } from './list-config.ts';

// Which columns a row's card shows: the list's own choice, else a default from the columns.

interface Notice {
  id: number;
  title: string;
  status: number;
  branch: string;
  sent_at: string;
  audience: string;
  author: string;
}

const column = (key: string): ListColumn<Notice> => ({ key, title: key.toUpperCase() });
const COLUMNS = ['id', 'title', 'branch', 'status', 'sent_at', 'audience', 'author', 'actions'].map(
  column,
);
const keys = (columns: readonly ListColumn<Notice>[]) => columns.map((one) => one.key);

describe('a row as a card', () => {
  it('names the record by its first column after the key, then the status and the next ones', () => {
    const parts = cardParts({ columns: COLUMNS, rowKey: 'id' });
    expect(parts.title?.key).toBe('title');
    expect(parts.key?.key).toBe('id');
    expect(keys(parts.fields)).toEqual(['status', 'branch', 'sent_at', 'audience']);
    expect(parts.actions?.key).toBe('actions');
  });

  it('takes the list’s title and fields, with a field only the card shows', () => {
    const reason: ListColumn<Notice> = { key: 'reason', title: 'Reason' };
    const parts = cardParts({
      columns: COLUMNS,
      rowKey: 'id',
      card: { title: 'author', fields: ['sent_at', reason, 'missing'] },
    });
    expect(parts.title?.key).toBe('author');
    expect(parts.fields).toEqual([COLUMNS[4], reason]);
  });

  it('names the record by the column the list keeps from being hidden', () => {
    const columns = COLUMNS.map((one) =>
      one.key === 'author' ? { ...one, hideable: false } : one,
    );
    const parts = cardParts({ columns, rowKey: 'id' });
    expect(parts.title?.key).toBe('author');
    expect(keys(parts.fields)).toEqual(['status', 'title', 'branch', 'sent_at']);
  });

  it('uses the key as the title when nothing else names the record', () => {
    const parts = cardParts({ columns: [column('id'), column('status')], rowKey: 'id' });
    expect(parts.title?.key).toBe('id');
    expect(parts.key).toBeUndefined();
    expect(keys(parts.fields)).toEqual(['status']);
    expect(parts.actions).toBeUndefined();
  });
});

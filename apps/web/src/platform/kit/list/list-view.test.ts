import { describe, expect, it } from 'vitest';
import type { ListColumn } from './list-config.ts';
import {
  isHideable,
  isShown,
  listViewKey,
  NO_CHOICE,
  readListViewChoice,
  writeListViewChoice,
} from './list-view.ts';

// Which columns a user may hide, which show on a wide and a phone-wide screen, and how the
// choice is kept per user and list.

const column = (key: string, extra: Partial<ListColumn<never>> = {}): ListColumn<never> => ({
  key,
  title: key,
  ...extra,
});

describe('hideable columns', () => {
  it('keeps the record key, status, actions and fixed columns, and lets the rest go', () => {
    expect(isHideable(column('id'), 'id')).toBe(false);
    expect(isHideable(column('status'), 'id')).toBe(false);
    expect(isHideable(column('actions'), 'id')).toBe(false);
    expect(isHideable(column('review', { fixed: 'right' }), 'id')).toBe(false);
    expect(isHideable(column('branch_name'), 'id')).toBe(true);
  });

  it('follows a column that says so either way', () => {
    expect(isHideable(column('title', { hideable: false }), 'id')).toBe(false);
    expect(isHideable(column('status', { hideable: true }), 'id')).toBe(true);
  });
});

describe('shown columns', () => {
  it('shows every column on a wide screen until the user hides one', () => {
    expect(isShown(column('branch_name'), 'id', NO_CHOICE, false)).toBe(true);
    const hidden = { ...NO_CHOICE, columns: { branch_name: false } };
    expect(isShown(column('branch_name'), 'id', hidden, false)).toBe(false);
  });

  it('starts a phone with the columns that always show and those marked for it', () => {
    expect(isShown(column('branch_name'), 'id', NO_CHOICE, true)).toBe(false);
    expect(isShown(column('title', { shownWhenNarrow: true }), 'id', NO_CHOICE, true)).toBe(true);
    expect(isShown(column('status'), 'id', NO_CHOICE, true)).toBe(true);
    const chosen = { ...NO_CHOICE, columns: { branch_name: true } };
    expect(isShown(column('branch_name'), 'id', chosen, true)).toBe(true);
  });

  it('never hides a column that always shows, whatever is stored', () => {
    const stored = { ...NO_CHOICE, columns: { status: false, id: false } };
    expect(isShown(column('status'), 'id', stored, false)).toBe(true);
    expect(isShown(column('id'), 'id', stored, true)).toBe(true);
  });
});

describe('the kept choice', () => {
  it('is keyed by the user and the list', () => {
    expect(listViewKey('7', '/gatepass')).toBe('list-view:7:/gatepass');
  });

  it('is written and read back, and the default view removes the key', () => {
    const key = listViewKey('7', '/things');
    writeListViewChoice(key, { columns: { mobile: false }, density: 'compact' });
    expect(readListViewChoice(key)).toEqual({ columns: { mobile: false }, density: 'compact' });
    writeListViewChoice(key, NO_CHOICE);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads damaged or foreign values as the default', () => {
    const key = listViewKey('7', '/damaged');
    localStorage.setItem(key, '{not json');
    expect(readListViewChoice(key)).toEqual(NO_CHOICE);
    localStorage.setItem(key, JSON.stringify({ columns: { a: 'no', b: false }, density: 'huge' }));
    expect(readListViewChoice(key)).toEqual({ columns: { b: false }, density: 'comfortable' });
  });
});

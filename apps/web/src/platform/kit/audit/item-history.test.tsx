import dayjs from 'dayjs';
import type { AuditEntry } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { stubApi } from '../../../test-support/stub-api.ts';
import { entryTitle, fieldChanges, valueText } from './audit-values.ts';
import { ItemHistory } from './item-history.tsx';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  changed_at: '2026-11-20T09:30:00.000Z',
  user_id: 7,
  user_name: 'Asha Rao',
  request: 'PUT /api/gate_pass/:id',
  module: 'gate-pass',
  item_type: 'gate_passes',
  item_id: '12',
  action: 'changed',
  before: { status: 1, rejection_reason: null },
  after: { status: 3, rejection_reason: 'Exams this week' },
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('audit values', () => {
  it('lists the changed fields by name with their values before and after', () => {
    expect(fieldChanges(entry({}))).toEqual([
      { field: 'rejection_reason', before: '—', after: 'Exams this week' },
      { field: 'status', before: '1', after: '3' },
    ]);
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(false)).toBe('No');
    // Stored timestamps read in the console's format (in the test's zone, as the page would).
    expect(valueText('2026-11-26T08:13:58.512103+00:00')).toBe(
      dayjs('2026-11-26T08:13:58.512103+00:00').format('DD-MMM-YYYY hh:mm A'),
    );
    expect(valueText('2026-11-26T08:13:58.512103+00:00')).toMatch(
      /^\d\d-Nov-2026 \d\d:\d\d [AP]M$/,
    );
    expect(valueText('2026-11-26')).toBe('2026-11-26');
    expect(valueText('x'.repeat(500))).toHaveLength(120);
  });

  it('names who acted, or the user id when the account is gone', () => {
    expect(entryTitle(entry({}))).toBe('Changed by Asha Rao');
    expect(entryTitle(entry({ action: 'created', user_name: '' }))).toBe('Created by (user 7)');
  });
});

describe('ItemHistory', () => {
  it('asks for the item’s history and shows each change', async () => {
    const sent = stubApi({
      'GET /api/audit_log/item': [entry({}), entry({ id: 2, action: 'created', before: null })],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ItemHistory itemType="gate_passes" itemId={12} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Changed by Asha Rao')).toBeTruthy();
    expect(screen.getByText('Created by Asha Rao')).toBeTruthy();
    expect(screen.getByText('Status: 1 → 3')).toBeTruthy();
    expect(sent[0]!.query.get('item_type')).toBe('gate_passes');
    expect(sent[0]!.query.get('item_id')).toBe('12');
  });

  it('says so when nothing has been changed yet', async () => {
    stubApi({ 'GET /api/audit_log/item': [] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ItemHistory itemType="gate_passes" itemId={12} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No changes made through the console yet.')).toBeTruthy();
  });
});

import dayjs from 'dayjs';
import type { AuditEntry } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { stubApi } from '../../../test-support/stub-api.ts';
import { childrenWords, entrySentence, fieldChanges, valueText } from './audit-values.ts';
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
  verb: 'rejected',
  item_name: 'gate pass',
  item_title: 'Harika Reddy',
  title_join: 'for',
  item_path: '/gatepass/12',
  changes: [
    { field: 'decided_by', label: 'Decided by', before: null, after: 'Asha Rao' },
    {
      field: 'rejection_reason',
      label: 'Rejection reason',
      before: null,
      after: 'Exams this week',
    },
    { field: 'status', label: 'Status', before: 'Waiting For Approval', after: 'Rejected' },
  ],
  children: [],
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('audit values', () => {
  it('lists the changed fields by their labels, with the server’s words before and after', () => {
    expect(fieldChanges(entry({}))).toEqual([
      { field: 'decided_by', label: 'Decided by', before: '—', after: 'Asha Rao' },
      {
        field: 'rejection_reason',
        label: 'Rejection reason',
        before: '—',
        after: 'Exams this week',
      },
      { field: 'status', label: 'Status', before: 'Waiting For Approval', after: 'Rejected' },
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

  it('says who did what to which item, as a sentence; a gone account by its id', () => {
    expect(entrySentence(entry({}))).toBe('Asha Rao rejected gate pass 12 for Harika Reddy');
    expect(
      entrySentence(entry({ user_name: '', verb: 'created', item_title: null, item_id: '5' })),
    ).toBe('User 7 created gate pass 5');
    expect(
      childrenWords(
        entry({
          children: [
            { name: 'invitees', count: 24, action: 'created' },
            { name: 'tag', count: 1, action: 'deleted' },
          ],
        }),
      ),
    ).toBe('24 invitees, 1 tag removed');
  });
});

describe('ItemHistory', () => {
  it('asks for the item’s history and shows each change', async () => {
    const sent = stubApi({
      'GET /api/audit_log/item': [
        entry({}),
        entry({
          id: 2,
          action: 'created',
          verb: 'created',
          before: null,
          changes: [],
          children: [{ name: 'invitees', count: 24, action: 'created' }],
        }),
      ],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ItemHistory itemType="gate_passes" itemId={12} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Asha Rao rejected')).toBeTruthy();
    expect(screen.getByText('Status: Waiting For Approval → Rejected')).toBeTruthy();
    expect(screen.getByText('Decided by: — → Asha Rao')).toBeTruthy();
    // One entry per action: the invitees the call added are counted, not listed one by one.
    expect(screen.getByText('Asha Rao created')).toBeTruthy();
    expect(screen.getByText('24 invitees')).toBeTruthy();
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

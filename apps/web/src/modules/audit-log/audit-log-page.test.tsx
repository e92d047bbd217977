import type { AuditEntry } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { stubApi, type SentRequest } from '../../test-support/stub-api.ts';
import AuditLogPage from './audit-log-page.tsx';

// The superusers' audit log (GET /audit_log as a list page): its rows, its filters in the call,
// and what it says when there is nothing to show.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 41,
  changed_at: '2026-11-26T08:13:58.512Z',
  user_id: 7,
  user_name: 'Asha Rao',
  request: 'PUT /api/gate_pass/:id',
  module: 'gate-pass',
  item_type: 'gate_passes',
  item_id: '12',
  action: 'changed',
  before: { status: 1 },
  after: { status: 2 },
  verb: 'approved',
  item_name: 'gate pass',
  item_title: 'Harika Reddy',
  title_join: 'for',
  item_path: '/gatepass/12',
  changes: [
    { field: 'status', label: 'Status', before: 'Waiting For Approval', after: 'Approved' },
  ],
  children: [],
  ...overrides,
});

/** Answers GET /audit_log with `rows` (the preset filters with none); returns what was sent. */
function stubAuditLog(rows: AuditEntry[]): SentRequest[] {
  return stubApi({
    'GET /api/preset_filter': [],
    'GET /api/audit_log/item_types': [
      { item_type: 'gate_passes', module: 'gate-pass', name: 'Gate passes' },
      { item_type: 'meetings', module: 'meeting', name: 'Meetings' },
    ],
    'GET /api/audit_log': () =>
      Response.json(rows, { headers: { 'x-total-count': `${rows.length}` } }),
  });
}

const listCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/audit_log').map((request) => request.query);

function renderAt(entryPath: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entryPath]}>
        <AuditLogPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// A whole list page in happy-dom takes seconds to render (more on a busy machine).
describe('the audit log page', { timeout: 20_000 }, () => {
  it('tells each action as people do: who, the verb, the item linked to its page, what changed', async () => {
    stubAuditLog([
      entry(),
      entry({
        id: 40,
        action: 'created',
        user_name: '',
        user_id: 12,
        module: 'meeting',
        item_type: 'meetings',
        item_id: '5',
        request: 'POST /api/meeting',
        before: null,
        after: { title: 'Staff review' },
        verb: 'created',
        item_name: 'meeting',
        item_title: 'Staff review',
        title_join: '·',
        item_path: '/meeting/5',
        changes: [],
        children: [{ name: 'invitees', count: 24, action: 'created' }],
      }),
    ]);
    renderAt('/audit-log');
    const person = await screen.findByRole('link', { name: 'Asha Rao' });
    const approved = within(person.closest('tr')!);
    expect(person.closest('td')!.textContent).toContain(
      'Asha Rao approved gate pass 12 for Harika Reddy',
    );
    expect(approved.getByRole('link', { name: 'gate pass 12' }).getAttribute('href')).toBe(
      '/gatepass/12',
    );
    expect(person.getAttribute('href')).toBe('/audit-log?user_id=7');
    expect(
      approved.getByRole('link', { name: 'Every change to gate pass 12' }).getAttribute('href'),
    ).toBe('/audit-log?item_type=gate_passes&item_id=12');
    expect(approved.getByText(formatDateTime('2026-11-26T08:13:58.512Z'))).toBeTruthy();
    expect(approved.getByText('Status: Waiting For Approval → Approved')).toBeTruthy();
    expect(screen.queryByText(/gate_passes #12/)).toBeNull();

    // A created meeting is one entry counting its invitees; a gone account is named by its id.
    const created = screen.getByRole('link', { name: 'User 12' }).closest('td')!;
    expect(created.textContent).toContain('User 12 created meeting 5 · Staff review · 24 invitees');
    expect(within(created).getByRole('link', { name: 'meeting 5' }).getAttribute('href')).toBe(
      '/meeting/5',
    );
  });

  it('follows a person’s link to their actions only, in the list call', async () => {
    const sent = stubAuditLog([entry()]);
    renderAt('/audit-log');
    fireEvent.click(await screen.findByRole('link', { name: 'Asha Rao' }));
    await waitFor(() => expect(listCalls(sent).at(-1)!.get('user_id')).toBe('7'));
    fireEvent.click(await screen.findByRole('link', { name: 'Every change to gate pass 12' }));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(sent).at(-1)!)).toMatchObject({
        item_type: 'gate_passes',
        item_id: '12',
      }),
    );
  });

  it('sends the chosen item, action and module, chosen by name, in the list call', async () => {
    const sent = stubAuditLog([entry()]);
    renderAt('/audit-log');
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(listCalls(sent)[0]!.get('item_type')).toBeNull();

    // The item in the bar, by its name: no table names.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Item' }));
    fireEvent.click(
      await screen.findByText('Meetings', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(listCalls(sent).at(-1)!.get('item_type')).toBe('meetings'));

    // The action and the module behind More filters, the module by its name.
    fireEvent.click(screen.getByRole('button', { name: /^More filters/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Action' }));
    fireEvent.click(
      await screen.findByText('Deleted', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(listCalls(sent).at(-1)!.get('action')).toBe('deleted'));
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Module' }));
    fireEvent.click(
      await screen.findByText('Gate pass', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(listCalls(sent).at(-1)!.get('module')).toBe('gate-pass'));
    expect(Object.fromEntries(listCalls(sent).at(-1)!)).toMatchObject({
      item_type: 'meetings',
      action: 'deleted',
    });
  });

  it('finds a person’s actions by part of their name', async () => {
    const sent = stubAuditLog([entry()]);
    renderAt('/audit-log');
    await screen.findByRole('link', { name: 'Asha Rao' });
    const search = screen.getByRole('searchbox', { name: 'Search by Person' });
    fireEvent.change(search, { target: { value: 'asha' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listCalls(sent).at(-1)!.get('user_name')).toBe('asha'));
  });

  it('loads the filters of the address into the call', async () => {
    const sent = stubAuditLog([entry()]);
    renderAt('/audit-log?action=created&module=sms&from_date=2026-11-01&to_date=2026-11-30');
    await screen.findByRole('link', { name: 'Asha Rao' });
    const query = listCalls(sent)[0]!;
    expect(Object.fromEntries(query)).toMatchObject({
      action: 'created',
      module: 'sms',
      from_date: '2026-11-01',
      to_date: '2026-11-30',
    });
  });

  it('says that nothing has been changed yet, or that nothing matches the filters', async () => {
    stubAuditLog([]);
    renderAt('/audit-log');
    expect(
      await screen.findByText('No changes have been made through the console yet.'),
    ).toBeTruthy();
    cleanup();

    stubAuditLog([]);
    renderAt('/audit-log?action=deleted');
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    expect(screen.queryByText('No changes have been made through the console yet.')).toBeNull();
  });
});

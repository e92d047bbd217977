import { GateDirection, GatePassMessages, type GatePassEntryExitLog } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { stubApi, type SentRequest } from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { GateRecordsCard } from './gate-records-card.tsx';

// The gate records of a pass: matched / not matched tags, and Approve / Reject pickup only for
// a person not on the list who still waits for a decision, with a reason to reject.

const log = (id: number, overrides: Partial<GatePassEntryExitLog>): GatePassEntryExitLog => ({
  id,
  gate_pass_id: 5,
  direction: GateDirection.Exit,
  pickup_member_id: null,
  person_name: `Person ${id}`,
  person_mobile: '9123456780',
  person_relation: 6,
  person_photo_media_id: null,
  is_matched: false,
  is_approved: null,
  rejection_reason: null,
  rejection_reason_id: null,
  decided_by_name: null,
  decided_at: null,
  at: '2026-03-01T05:00:00Z',
  ...overrides,
});

const LOGS = [
  log(1, { is_matched: true, is_approved: true, pickup_member_id: 40 }),
  log(2, {}),
  log(3, { is_approved: false, rejection_reason: 'No photo ID', rejection_reason_id: 11 }),
];

let sent: SentRequest[];

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  sent = stubApi({
    'GET /api/gate_pass/module_info': {
      gate_pass_rejection_reasons: [{ id: 11, name: 'Pickup person is not authorized' }],
      leave_pass_monthly_limit: 3,
      authorized_member_limit: 10,
    },
    'PUT /api/gate_pass/5/member/2': (request) => ({
      ...LOGS[1],
      ...(request.body as object),
      message: GatePassMessages.pickupRejected,
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(canChange: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GateRecordsCard gatePassId={5} logs={LOGS} canChange={canChange} />
    </QueryClientProvider>,
  );
}

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(name) !== null)!;
const decisions = () => sent.filter((request) => request.method === 'PUT');

describe('GateRecordsCard', () => {
  it('tags each person matched or not, with the decision taken', () => {
    mount(false);
    expect(within(rowOf('Person 1')).getByText('Matched')).toBeTruthy();
    expect(within(rowOf('Person 2')).getByText('Not Matched')).toBeTruthy();
    expect(within(rowOf('Person 2')).getByText('Waiting for decision')).toBeTruthy();
    expect(within(rowOf('Person 3')).getByText('Rejected: No photo ID')).toBeTruthy();
    // Without gatepass_update nothing can be decided.
    expect(screen.queryByRole('button', { name: 'Approve pickup' })).toBeNull();
  });

  it('offers the decision only for a waiting person not on the list', () => {
    mount(true);
    expect(within(rowOf('Person 1')).queryAllByRole('button')).toHaveLength(0);
    expect(within(rowOf('Person 3')).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(rowOf('Person 2'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve pickup', 'Reject pickup']);
  });

  it('needs a reason to reject the pickup person', async () => {
    mount(true);
    fireEvent.click(within(rowOf('Person 2')).getByRole('button', { name: 'Reject pickup' }));
    await screen.findByText('Reject Person 2 as the pickup person');
    const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      GatePassMessages.pickupReasonRequired,
    );
    expect(decisions()).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rejection reason' }));
    fireEvent.click(await screen.findByText('Pickup person is not authorized'));
    confirm();
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]!.body).toEqual({ is_approved: false, rejection_reason_id: 11 });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(GatePassMessages.pickupRejected),
    );
  });

  it('approves the pickup person after confirmation', async () => {
    mount(true);
    fireEvent.click(within(rowOf('Person 2')).getByRole('button', { name: 'Approve pickup' }));
    await screen.findByText('Approve Person 2 as the pickup person?');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]!.body).toEqual({ is_approved: true });
  });
});

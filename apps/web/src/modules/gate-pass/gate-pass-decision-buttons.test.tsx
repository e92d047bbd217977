import {
  GatePassMessages,
  GatePassStatus,
  GatePassType,
  type GatePassDecision,
} from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { stubApi, type SentRequest } from '../../platform/content/testing/content-fixtures.ts';
import { notify } from '../../platform/notify/notify.ts';
import { GatePassDecisionButtons } from './gate-pass-decision-buttons.tsx';

// Approve and Reject: offered only while a pass waits for approval; each asks first; a
// rejection cannot be sent without a reason from module info; the server's refusal is shown.

const REASONS = [
  { id: 11, name: 'Parent could not be reached to confirm' },
  { id: 12, name: 'Examination or test scheduled' },
];

let sent: SentRequest[];
let decisionAnswer: (request: SentRequest) => Response | GatePassDecision;

beforeEach(() => {
  decisionAnswer = (request) => ({
    id: 5,
    status: (request.body as { status: number }).status,
    gate_pass_rejection_reason: null,
    gate_pass_rejection_reason_type: null,
    has_limit_reached: false,
    message:
      (request.body as { status: number }).status === GatePassStatus.Approved
        ? GatePassMessages.approved
        : GatePassMessages.rejected,
  });
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  sent = stubApi({
    'GET /api/gate_pass/module_info': {
      gate_pass_rejection_reasons: REASONS,
      leave_pass_monthly_limit: 3,
      authorized_member_limit: 10,
    },
    'PUT /api/gate_pass/5': (request) => decisionAnswer(request),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pass = (status: number, overrides: object = {}) => ({
  id: 5,
  status,
  type: GatePassType.GatePass,
  has_limit_reached: false,
  student_name: 'Asha Rao',
  ...overrides,
});

function mount(status: number, overrides: object = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GatePassDecisionButtons pass={pass(status, overrides)} />
    </QueryClientProvider>,
  );
}

const decisions = () => sent.filter((request) => request.method === 'PUT');
const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('GatePassDecisionButtons', () => {
  it.each([
    [GatePassStatus.WaitingForApproval, ['Approve', 'Reject']],
    [GatePassStatus.Approved, []],
    [GatePassStatus.Rejected, []],
    [GatePassStatus.Cancelled, []],
    [GatePassStatus.PassUsed, []],
    [GatePassStatus.Disabled, []],
    [9, []],
  ])('status %i offers %j', (status, expected) => {
    mount(status);
    expect(buttonNames()).toEqual(expected);
  });

  it('approves after confirmation and sends only the status', async () => {
    mount(GatePassStatus.WaitingForApproval);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve gate pass 5?')).toBeTruthy();
    expect(decisions()).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]!.body).toEqual({ status: GatePassStatus.Approved });
    expect(decisions()[0]!.query.get('academic_year_id')).toBe('20');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(GatePassMessages.approved, undefined),
    );
  });

  it('warns before approving a leave pass past the monthly limit', async () => {
    mount(GatePassStatus.WaitingForApproval, {
      type: GatePassType.LeavePass,
      has_limit_reached: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('This student has already used up this month’s leave passes.'),
    ).toBeTruthy();
  });

  it('will not reject without a reason, then sends the chosen reason and note', async () => {
    mount(GatePassStatus.WaitingForApproval);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reject gate pass 5')).toBeTruthy();
    const confirm = () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe(GatePassMessages.reasonRequired);
    expect(decisions()).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rejection reason' }));
    fireEvent.click(await screen.findByText(REASONS[1]!.name));
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: '  Unit test on Friday ' },
    });
    confirm();
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]!.body).toEqual({
      status: GatePassStatus.Rejected,
      gate_pass_rejection_reason_type: 12,
      gate_pass_rejection_reason: 'Unit test on Friday',
    });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(GatePassMessages.rejected, undefined),
    );
  });

  it('shows the server’s refusal in the dialog', async () => {
    decisionAnswer = () =>
      Response.json({ message: GatePassMessages.cancelledIsFinal }, { status: 409 });
    mount(GatePassStatus.WaitingForApproval);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve gate pass 5?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toContain(
      GatePassMessages.cancelledIsFinal,
    );
  });
});

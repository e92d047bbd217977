import {
  GatePassMessages,
  GatePassStatus,
  GatePassType,
  type GatePassDecision,
} from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { stubApi, type SentRequest } from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { GatePassDecisionButtons } from './gate-pass-decision-buttons.tsx';
import { dialogOpen } from './keyboard-shortcuts.ts';

// Approve and Reject: offered only while a pass waits for approval; each asks first; a
// rejection cannot be sent without a reason from module info; the server's refusal is shown, and
// a pass decided by someone else first is said so. In a row they name their pass; on the detail
// page A and R ask, and "Approve and next" moves on after the approval.

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

function mount(
  status: number,
  overrides: object = {},
  props: Partial<ComponentProps<typeof GatePassDecisionButtons>> = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <GatePassDecisionButtons pass={pass(status, overrides)} {...props} />
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
      Response.json({ message: GatePassMessages.unknownReason }, { status: 422 });
    mount(GatePassStatus.WaitingForApproval);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve gate pass 5?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toContain(
      GatePassMessages.unknownReason,
    );
  });

  it('says so when someone else decided first (409), and closes the question', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
    const already = GatePassMessages.alreadyInStatus('Approved');
    decisionAnswer = () => Response.json({ message: already }, { status: 409 });
    mount(GatePassStatus.WaitingForApproval);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve gate pass 5?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith(already, 'Gate pass 5 is shown as it now is.'),
    );
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('names the pass in a list row', () => {
    mount(GatePassStatus.WaitingForApproval, {}, { compact: true });
    expect(screen.getByRole('button', { name: 'Approve gate pass 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject gate pass 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve and next' })).toBeNull();
  });

  it('offers Approve and next, which moves on only after the approval', async () => {
    const onApproveNext = vi.fn();
    const onDecided = vi.fn();
    mount(GatePassStatus.WaitingForApproval, {}, { onApproveNext, onDecided });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve gate pass 5?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect(onApproveNext).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve and next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve gate pass 5?' });
    expect(decisions()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and next' }));
    await waitFor(() => expect(onApproveNext).toHaveBeenCalledTimes(1));
    expect(onApproveNext.mock.calls[0]![0]).toMatchObject({ id: 5, status: 2 });
    expect(decisions()).toHaveLength(2);
    expect(onDecided).toHaveBeenLastCalledWith(expect.objectContaining({ id: 5 }), 'approved');
  });
});

describe('keyboard shortcuts', () => {
  const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
    fireEvent.keyDown(target, { key, ...init });

  it('A asks to approve and R to reject, named on the buttons', async () => {
    mount(GatePassStatus.WaitingForApproval, {}, { shortcuts: true });
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-keyshortcuts')).toBe(
      'a',
    );
    expect(screen.getByRole('button', { name: 'Reject' }).getAttribute('aria-keyshortcuts')).toBe(
      'r',
    );
    press('a');
    expect(await screen.findByRole('dialog', { name: 'Approve gate pass 5?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    press('r');
    // (The closed question stays in the page, leaving, which hides the new one from role queries.)
    expect(await screen.findByText('Reject gate pass 5')).toBeTruthy();
    expect(dialogOpen()).toBe(true);
    expect(decisions()).toHaveLength(0);
  });

  it('stays quiet while typing, with a modifier, with a dialog open, and off the detail page', async () => {
    const { unmount } = mount(GatePassStatus.WaitingForApproval, {}, { shortcuts: true });
    const field = document.createElement('input');
    document.body.append(field);
    press('a', field);
    press('a', document.body, { ctrlKey: true });
    press('A', document.body, { shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();

    // In the reject dialog, "a" belongs to the dialog, not to Approve.
    press('r');
    await screen.findByRole('dialog', { name: 'Reject gate pass 5' });
    press('a');
    expect(screen.queryByRole('dialog', { name: 'Approve gate pass 5?' })).toBeNull();
    field.remove();
    unmount();

    mount(GatePassStatus.WaitingForApproval);
    press('a');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-keyshortcuts')).toBe(
      null,
    );
  });

  it('does nothing for a pass that is no longer waiting', () => {
    mount(GatePassStatus.Approved, {}, { shortcuts: true });
    press('a');
    press('r');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

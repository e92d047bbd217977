import { GatePassMessages, GatePassStatus } from '@console/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import GatePassListPage from './gate-pass-list-page.tsx';
import { fakeGatePassServer, fakePass, REASONS, renderAt } from './testing/gate-pass-fixtures.tsx';

// /gatepass as a queue: the Waiting / All switch with the Waiting list's own total, Approve and
// Reject in each waiting row, the bulk decisions (a reason asked once; passes already decided,
// here or elsewhere, reported as left as they were), the student-name search, and row links that
// carry the list's address.

const { WaitingForApproval, Approved, Rejected } = GatePassStatus;

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const table = () => screen.getByRole('table');
const rowOf = (id: number) =>
  within(table())
    .getByRole('link', { name: String(id) })
    .closest('tr')!;

async function openList(entry = '/gatepass?status_list=1') {
  renderAt(entry, <GatePassListPage />);
  await within(await screen.findByRole('table')).findAllByRole('link', { name: /^\d+$/ });
}

/** The bulk or row question's dialog, by its title. */
async function question(title: string): Promise<HTMLElement> {
  // (antd keeps a second, hidden copy of a confirmation's title.)
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return heading!.closest<HTMLElement>('.ant-modal')!;
}

// A whole table in happy-dom takes seconds to render.
describe('the Waiting view', { timeout: 30_000 }, () => {
  it('opens on Waiting, the earliest out time first, and switches to All and back through the address', async () => {
    const server = fakeGatePassServer([
      fakePass(11, { out_time: '2026-03-04T05:00:00Z' }),
      fakePass(12, { status: Approved, out_time: '2026-03-01T05:00:00Z' }),
      fakePass(13, { out_time: '2026-03-02T09:00:00Z' }),
      fakePass(14, { status: Rejected }),
    ]);
    await openList('/gatepass');
    const views = screen.getByRole('radiogroup', { name: 'Gate passes to show' });
    // The count is the total of the Waiting list's own call.
    await within(views).findByText('Waiting (2)');
    expect(within(views).getByRole('radio', { name: 'Waiting (2)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(server.listCalls()).toContain(
      'page=1&limit=30&academic_year_id=20&status_list=1&sorting_clause=out_time&order=asc',
    );
    // The student leaving soonest first; the decided passes are not in the queue.
    const ids = () =>
      within(table())
        .queryAllByRole('link', { name: /^\d+$/ })
        .map((link) => link.textContent);
    await waitFor(() => expect(ids()).toEqual(['13', '11']));
    const outTime = screen.getByRole('columnheader', { name: /Out time/ });
    expect(outTime.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(views).getByText('All'));
    await waitFor(() => expect(address()).toBe('/gatepass?status_list='));
    await within(table()).findByRole('link', { name: '12' });
    expect(server.listCalls().at(-1)).not.toContain('status_list');

    fireEvent.click(within(views).getByText('Waiting (2)'));
    await waitFor(() => expect(address()).toBe('/gatepass'));
    await waitFor(() => expect(within(table()).queryByRole('link', { name: '12' })).toBeNull());
  });

  it('approves from the row: asks, sends, reads the queue again and moves focus on', async () => {
    const server = fakeGatePassServer([fakePass(11), fakePass(12), fakePass(13)]);
    await openList();
    expect(within(rowOf(11)).getByRole('link', { name: '11' }).getAttribute('href')).toBe(
      '/gatepass/11?status_list=1',
    );
    fireEvent.click(within(rowOf(12)).getByRole('button', { name: 'Approve gate pass 12' }));
    const dialog = await question('Approve gate pass 12?');
    const loads = server.listCalls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(server.decisions()).toEqual([[12, { status: Approved }]]));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(GatePassMessages.approved, undefined),
    );
    await waitFor(() => expect(server.listCalls().length).toBeGreaterThan(loads));
    await waitFor(() => expect(within(table()).queryByRole('link', { name: '12' })).toBeNull());
    await within(screen.getByRole('radiogroup', { name: 'Gate passes to show' })).findByText(
      'Waiting (2)',
    );
    // The next row's Approve takes the place of the one pressed.
    await waitFor(
      () =>
        expect(document.activeElement?.outerHTML.slice(0, 300)).toContain('Approve gate pass 13'),
      { timeout: 3000 },
    );
  });

  it('rejects from the row with a reason', async () => {
    const server = fakeGatePassServer([fakePass(11)]);
    await openList();
    fireEvent.click(within(rowOf(11)).getByRole('button', { name: 'Reject gate pass 11' }));
    const dialog = await question('Reject gate pass 11');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Rejection reason' }));
    fireEvent.click(await screen.findByText(REASONS[0]!.name));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(server.decisions()).toEqual([
        [11, { status: Rejected, gate_pass_rejection_reason_type: 11 }],
      ]),
    );
  });

  it('offers no decisions to a user without gatepass_update', async () => {
    fakeGatePassServer([fakePass(11)], { permissions: ['gatepass_read'] });
    await openList();
    expect(within(table()).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
  });
});

describe('bulk decisions', { timeout: 30_000 }, () => {
  it('approves the selected waiting passes; one decided elsewhere meanwhile is left, with why', async () => {
    const server = fakeGatePassServer([fakePass(11), fakePass(12), fakePass(13)], {
      decidedElsewhere: [12],
    });
    await openList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = await question('Approve 3 gate passes?');
    expect(server.decisions()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(
      server
        .decisions()
        .map(([id]) => id)
        .sort(),
    ).toEqual([11, 12, 13]);
    expect(notify.success).toHaveBeenCalledWith(
      '2 gate passes approved',
      `1 left as it was: Gate pass 12: ${GatePassMessages.alreadyInStatus('Approved')}`,
    );
    await waitFor(() =>
      expect(within(table()).queryAllByRole('link', { name: /^\d+$/ })).toEqual([]),
    );
  });

  it('sends nothing for passes the list shows as decided, and says so', async () => {
    const server = fakeGatePassServer([fakePass(11), fakePass(12, { status: Rejected })]);
    await openList('/gatepass?status_list=');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select gate pass 11 (Student 11)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select gate pass 12 (Student 12)' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    fireEvent.click(
      within(await question('Approve 2 gate passes?')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(server.decisions()).toEqual([[11, { status: Approved }]]);
    expect(notify.success).toHaveBeenCalledWith(
      '1 gate pass approved',
      `1 left as it was: Gate pass 12: ${GatePassMessages.rejectedCannotBeApproved}`,
    );
  });

  it('rejects the selected passes with one reason, asked once, given to each', async () => {
    const server = fakeGatePassServer([fakePass(11), fakePass(12), fakePass(13)]);
    await openList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select gate pass 11 (Student 11)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select gate pass 13 (Student 13)' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Reject' }));
    const dialog = await question('Reject 2 gate passes');
    expect(within(dialog).getByText(/each of the 2 passes/)).toBeTruthy();

    // Not without a reason.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      GatePassMessages.reasonRequired,
    );
    expect(server.decisions()).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Rejection reason' }));
    fireEvent.click(await screen.findByText(REASONS[1]!.name));
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: ' Unit test at 10 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('2 gate passes rejected', undefined),
    );
    const body = {
      status: Rejected,
      gate_pass_rejection_reason_type: 12,
      gate_pass_rejection_reason: 'Unit test at 10',
    };
    expect(server.decisions().sort()).toEqual([
      [11, body],
      [13, body],
    ]);
    expect(server.passes.map((pass) => pass.status)).toEqual([
      Rejected,
      WaitingForApproval,
      Rejected,
    ]);
  });
});

describe('search by student name', { timeout: 30_000 }, () => {
  it('puts the name in the address and the list call', async () => {
    const server = fakeGatePassServer([fakePass(11)]);
    await openList('/gatepass');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search by' }));
    fireEvent.click(
      await screen.findByText('Student name', { selector: '.ant-select-item-option-content' }),
    );
    const box = screen.getByRole('searchbox', { name: 'Search by Student name' });
    fireEvent.change(box, { target: { value: '  asha  rao ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(address()).toBe('/gatepass?student_name_search=asha++rao'));
    await waitFor(() =>
      expect(server.listCalls().at(-1)).toContain('student_name_search=asha++rao'),
    );
  });
});

/** A phone 390 px wide: media queries answer as Chromium's would at that width. */
function onAPhone(width = 390) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

describe('on a phone', { timeout: 30_000 }, () => {
  it('shows each waiting pass as a card: the student, when and why, Approve and Reject, and a checkbox', async () => {
    onAPhone();
    const server = fakeGatePassServer([
      fakePass(11, { reason: 'Dental check-up' }),
      fakePass(12, { reason: 'Family function' }),
    ]);
    renderAt('/gatepass', <GatePassListPage />);
    const cards = await screen.findByRole('list', { name: 'Gate Pass' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(cards).findByRole('link', { name: '11' })).closest('li')!;
    expect(within(card).getByText('Student 11')).toBeTruthy();
    expect(within(card).getByText('Dental check-up')).toBeTruthy();
    expect(within(card).getByText('Out time')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve gate pass 11' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reject gate pass 11' })).toBeTruthy();

    // Bulk selection works from the cards.
    fireEvent.click(
      within(card).getByRole('checkbox', { name: 'Select gate pass 11 (Student 11)' }),
    );
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    expect(within(bar).getByText(/1 selected/)).toBeTruthy();

    // So does a decision from the card.
    fireEvent.click(within(card).getByRole('button', { name: 'Approve gate pass 11' }));
    const dialog = await question('Approve gate pass 11?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.decisions()).toEqual([[11, { status: Approved }]]));
  });
});

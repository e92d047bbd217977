import { GatePassStatus } from '@console/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import GatePassDetailPage from './gate-pass-detail-page.tsx';
import { dialogOpen } from './keyboard-shortcuts.ts';
import { fakeGatePassServer, fakePass, renderAt } from './testing/gate-pass-fixtures.tsx';

// A pass's page as a place in the list it was opened from (the list's address rides on its
// own): its place ("2 of 3"), previous and next by button and by P and N, across pages, back to
// the list as filtered, and "approve and next" to the next pass still waiting, or back to the
// list when none is left.

const { Approved } = GatePassStatus;

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

function openPass(entry: string) {
  renderAt(
    entry,
    <Routes>
      <Route path="/gatepass/:id" element={<GatePassDetailPage />} />
      <Route path="/gatepass" element={<p>The list</p>} />
    </Routes>,
  );
}

async function onPass(id: number) {
  await screen.findByRole('heading', { name: `Gate pass ${id}` });
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });
const nav = () => screen.getByRole('navigation', { name: 'Passes in the list' });

describe('the pass in its list', { timeout: 30_000 }, () => {
  it('walks the list with P and N, across pages, and goes back to it as filtered', async () => {
    fakeGatePassServer([fakePass(11), fakePass(12), fakePass(13)]);
    openPass('/gatepass/12?status_list=1&limit=2');
    await onPass(12);
    await within(nav()).findByText('2 of 3');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Gate Pass' })
        .getAttribute('href'),
    ).toBe('/gatepass?limit=2');
    const next = within(nav()).getByRole('button', { name: 'Next pass' });
    expect(next.getAttribute('aria-keyshortcuts')).toBe('n');

    // The last row of page 1: next is the first row of page 2.
    press('n');
    await waitFor(() => expect(address()).toBe('/gatepass/13?page=2&limit=2'));
    await onPass(13);
    await within(nav()).findByText('3 of 3');
    await waitFor(() =>
      expect(
        within(nav()).getByRole('button', { name: 'Next pass' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Gate Pass' })
        .getAttribute('href'),
    ).toBe('/gatepass?page=2&limit=2');

    press('p');
    await waitFor(() => expect(address()).toBe('/gatepass/12?limit=2'));
    await onPass(12);
    fireEvent.click(await within(nav()).findByRole('button', { name: 'Previous pass' }));
    await waitFor(() => expect(address()).toBe('/gatepass/11?limit=2'));
    await onPass(11);
    await within(nav()).findByText('1 of 3');
  });

  it('keeps P and N quiet while typing or while a dialog is open', async () => {
    fakeGatePassServer([fakePass(11), fakePass(12), fakePass(13)]);
    openPass('/gatepass/12?status_list=1');
    await onPass(12);
    await within(nav()).findByText('2 of 3');
    const field = document.createElement('textarea');
    document.body.append(field);
    press('n', field);
    field.remove();
    press('a');
    await screen.findByRole('dialog', { name: 'Approve gate pass 12?' });
    press('n');
    press('p');
    expect(address()).toBe('/gatepass/12?status_list=1');
    expect(dialogOpen()).toBe(true);
  });

  it('approves and opens the next pass still waiting, then returns to the list when none is left', async () => {
    const server = fakeGatePassServer([
      fakePass(11),
      fakePass(12),
      fakePass(13, { status: Approved }),
      fakePass(14),
    ]);
    // All passes (the queue opens on Waiting; an emptied status filter is "all").
    openPass('/gatepass/12?status_list=');
    await onPass(12);
    await within(nav()).findByText('2 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Approve and next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve gate pass 12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and next' }));
    // 13 is already decided: the next one waiting after 12 is 14, not 11 before it.
    await waitFor(() => expect(address()).toBe('/gatepass/14?status_list='));
    await onPass(14);
    expect(server.decisions()).toEqual([[12, { status: Approved }]]);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve and next' }));
    const last = await screen.findByRole('dialog', { name: 'Approve gate pass 14?' });
    fireEvent.click(within(last).getByRole('button', { name: 'Approve and next' }));
    await waitFor(() => expect(address()).toBe('/gatepass?status_list='));
    await screen.findByText('The list');
    expect(server.decisions().map(([id]) => id)).toEqual([12, 14]);
  });

  it('moves on in the Waiting view, where the approved pass leaves the list', async () => {
    const server = fakeGatePassServer([fakePass(11), fakePass(12), fakePass(13)]);
    openPass('/gatepass/11?status_list=1');
    await onPass(11);
    await within(nav()).findByText('1 of 3');
    press('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve gate pass 11?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.decisions()).toHaveLength(1));
    // Approved and still shown; N goes to the pass that followed it.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve and next' })).toBeNull(),
    );
    press('n');
    await waitFor(() => expect(address()).toBe('/gatepass/12'));
    await onPass(12);
    await within(nav()).findByText('1 of 2');
  });
});

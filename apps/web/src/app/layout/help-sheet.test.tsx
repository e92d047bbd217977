import { MODULES } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import { helpFor, isBuilt, KEYBOARD_SHORTCUTS } from '../web-modules.ts';
import HelpSheet from './help-sheet.tsx';
import { isShortcutSheetKey } from './search-shortcut.ts';

// "?" opens a sheet of every keyboard shortcut, read from the registry and the modules'
// manifests, with short help for each module the user sees.

beforeEach(() => startSession(fakeLogin()));
afterEach(cleanup);

const unbuilt = MODULES.find((entry) => !isBuilt(entry))!;

describe('the shortcut sheet', () => {
  it('opens on "?" outside a field only', () => {
    const key = (target: EventTarget) => {
      const event = new KeyboardEvent('keydown', { key: '?', shiftKey: true });
      Object.defineProperty(event, 'target', { value: target });
      return isShortcutSheetKey(event);
    };
    expect(key(document.body)).toBe(true);
    expect(key(document.createElement('input'))).toBe(false);
    expect(key(document.createElement('textarea'))).toBe(false);
  });

  it('lists every registered shortcut and each module’s help', async () => {
    stubApi({ 'GET /api/me': fakeMe({ visible_modules: ['gatepass', unbuilt.id] }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/gatepass']}>
          <HelpSheet open onClose={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Help and keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(KEYBOARD_SHORTCUTS.length);
    const keys = rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    for (const expected of ['/', 'Ctrl + K', 'Ctrl + Enter', '?', 'A', 'N']) {
      expect(keys).toContain(expected);
    }
    // The module's own help, and the default for a module still to come.
    await within(dialog).findByText(/Gate passes open on those waiting for approval/);
    expect(within(dialog).getByText(helpFor(unbuilt))).toBeTruthy();
    expect(helpFor(unbuilt)).toContain('coming soon');
  });
});

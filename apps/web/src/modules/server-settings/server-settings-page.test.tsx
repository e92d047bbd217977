import type { EffectiveSettingsOwner } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import ServerSettingsPage from './server-settings-page.tsx';

// The effective settings: the platform's, then each module's under its prefixes; a value set
// or its default, a secret only as set or not.

beforeEach(() => startSession(fakeLogin({ userId: 1 })));
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

const ANSWER: EffectiveSettingsOwner[] = [
  {
    owner: 'platform',
    prefixes: [],
    settings: [
      { name: 'AUTH_SECRET', value: null, is_set: true, is_secret: true },
      { name: 'PORT', value: 3000, is_set: false, is_secret: false },
    ],
  },
  {
    owner: 'cctv',
    prefixes: ['RECORDER_', 'STREAM_', 'GO2RTC_'],
    settings: [
      { name: 'GO2RTC_PASSWORD', value: null, is_set: false, is_secret: true },
      {
        name: 'RECORDER_ALLOWED_NETWORKS',
        value: ['10.0.0.0/8', '192.168.0.0/16'],
        is_set: true,
        is_secret: false,
      },
    ],
  },
];

/** The row of a setting: its name and what is shown of its value. */
function row(name: string): HTMLElement {
  return screen.getByText(name).closest('tr')!;
}

describe('the server settings page', () => {
  it('shows each owner’s settings: values, defaults, and secrets only as set or not', async () => {
    stubApi({ 'GET /api/settings/effective': ANSWER });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ServerSettingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Platform')).toBeTruthy();
    expect(screen.getByText('Module cctv (RECORDER_*, STREAM_*, GO2RTC_*)')).toBeTruthy();
    expect(within(row('PORT')).getByText('3000')).toBeTruthy();
    expect(within(row('PORT')).getByText('default')).toBeTruthy();
    expect(within(row('AUTH_SECRET')).getByText('Set (secret)')).toBeTruthy();
    expect(within(row('GO2RTC_PASSWORD')).getByText('Not set')).toBeTruthy();
    const networks = row('RECORDER_ALLOWED_NETWORKS');
    expect(within(networks).getByText('10.0.0.0/8, 192.168.0.0/16')).toBeTruthy();
    expect(within(networks).queryByText('default')).toBeNull();
  });
});

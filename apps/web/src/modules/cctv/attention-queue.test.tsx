import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DayWork from '../../app/home/day-work.tsx';
import { createQueryClient } from '../../app/providers.tsx';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';

// Home's card of the recorders needing attention (issue 25, 6): counted as the health board
// totals them (kept, active recorders whose last check needs attention), opening the board
// filtered to them; only for those CCTV is shown to.

beforeEach(() => startSession(fakeLogin({ userId: 7 })));
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

function renderHome(visibleModules: string[]) {
  const me = fakeMe({ visible_modules: visibleModules, permissions: ['cctv_read'] });
  const router = createMemoryRouter([{ path: '/', element: <DayWork me={me} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('home’s recorders needing attention', { timeout: 30_000 }, () => {
  it('counts them and opens the health board filtered to them', async () => {
    const sent = stubApi({
      'GET /api/cctv/dvr': () =>
        new Response('[]', {
          headers: { 'content-type': 'application/json', 'x-total-count': '12' },
        }),
    });
    renderHome(['cctv']);
    const card = await screen.findByRole('link', { name: /Recorders needing attention/ });
    await waitFor(() => expect(card.textContent).toBe('12Recorders needing attention'));
    expect(card.getAttribute('href')).toBe('/cctv/health?needs_attention=true');
    const asked = sent.find((r) => r.path === '/api/cctv/dvr')!.query;
    expect(asked.get('needs_attention')).toBe('true');
    expect(asked.get('is_active')).toBe('true');
    expect(asked.get('limit')).toBe('1');
  });

  it('is not on the home of someone CCTV is not shown to', async () => {
    const sent = stubApi({ 'GET /api/gate_pass': [] });
    renderHome(['gatepass']);
    // Their other work is counted; the recorders are not asked for.
    await screen.findByRole('link', { name: /Gate passes waiting for approval/ });
    expect(screen.queryByRole('link', { name: /Recorders needing attention/ })).toBeNull();
    expect(sent.some((r) => r.path === '/api/cctv/dvr')).toBe(false);
  });
});

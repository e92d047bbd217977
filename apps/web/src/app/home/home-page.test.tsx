import { MODULES } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import { isBuilt } from '../web-modules.ts';
import HomePage from './home-page.tsx';

// Home's module cards mark a module still to come as the menu does: "soon".

beforeEach(() => startSession(fakeLogin()));
afterEach(cleanup);

describe('home’s module cards', () => {
  it('mark the modules not built yet "soon", and only those', async () => {
    const built = MODULES.find((entry) => entry.id === 'gatepass')!;
    const unbuilt = MODULES.find((entry) => !isBuilt(entry))!;
    stubApi({
      'GET /api/me': fakeMe({ visible_modules: [built.id, unbuilt.id] }),
      'GET /api/me/ui_state': { tours_done: ['home'] },
      'GET /api/gate_pass': () =>
        new Response('[]', {
          headers: { 'x-total-count': '0', 'content-type': 'application/json' },
        }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const cards = await screen.findAllByRole('listitem');
    const card = (id: string) => cards.find((item) => item.getAttribute('data-module') === id)!;
    expect(card(unbuilt.id).textContent).toBe(`${unbuilt.title}soon`);
    expect(card(unbuilt.id).className).toContain('home-card-soon');
    expect(card(built.id).textContent).toBe(built.title);
    expect(card(built.id).className).not.toContain('home-card-soon');
  });
});

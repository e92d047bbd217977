import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ComingSoonPage from '../module-pages/coming-soon-page.tsx';
import EmbeddedPortalPage from '../module-pages/embedded-portal-page.tsx';
import { ErrorView } from './error-view.tsx';

// Pages that are only a Result still have their one h1 (axe's page-has-heading-one; the
// console moves focus to it after navigation).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function at(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const headings = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);

describe('the one h1 of a Result page', () => {
  it('403 and 404', () => {
    const { unmount } = at('/', <ErrorView status={403} message="No" />);
    expect(headings()).toEqual(['403']);
    unmount();
    at('/', <ErrorView status={404} message="Not found" />);
    expect(headings()).toEqual(['404']);
  });

  it('a module coming soon', () => {
    at('/nowhere-built', <ComingSoonPage />);
    expect(headings()).toEqual(['This page is coming soon']);
  });

  it('a portal while it asks for its address', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    at('/nowhere-built', <EmbeddedPortalPage />);
    expect(headings()).toEqual(['Opening Portal…']);
  });
});

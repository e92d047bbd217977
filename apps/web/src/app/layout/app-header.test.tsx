import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACADEMIC_YEARS } from '@console/contract';
import { StorageKey } from '../../platform/core/session/browser-storage.ts';

const label = (id: number) => `AY ${ACADEMIC_YEARS.find((year) => year.id === id)!.name}`;

/** The header as a fresh page load would show it, with this academic year in storage. */
async function mountHeader(storedYear: string | null, mobile: boolean) {
  if (storedYear === null) localStorage.removeItem(StorageKey.academicYear);
  else localStorage.setItem(StorageKey.academicYear, storedYear);
  vi.resetModules();
  const { AppHeader } = await import('./app-header.tsx');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AppHeader
          mobile={mobile}
          compact={mobile}
          onOpenMenu={() => undefined}
          onFeedback={() => undefined}
          onGoTo={() => undefined}
          onHelp={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the academic-year select in the header', () => {
  it("shows 'Select AY' in the mobile header while no year is chosen", async () => {
    // A year stored earlier that is no longer selectable is cleared, not replaced.
    await mountHeader('17', true);
    expect(screen.getByText('Select AY')).toBeTruthy();
    expect(localStorage.getItem(StorageKey.academicYear)).toBeNull();
    expect(screen.getByLabelText('Open the module menu')).toBeTruthy();
  });

  it('starts a first visit on the current year, AY 20', async () => {
    await mountHeader(null, true);
    expect(screen.queryByText('Select AY')).toBeNull();
    expect(screen.getByText(label(20))).toBeTruthy();
  });

  it('keeps a stored selectable year', async () => {
    await mountHeader('19', false);
    expect(screen.getByText(label(19))).toBeTruthy();
    expect(screen.queryByText('Academic year')).toBeNull();
    expect(localStorage.getItem(StorageKey.academicYear)).toBe('19');
  });
});

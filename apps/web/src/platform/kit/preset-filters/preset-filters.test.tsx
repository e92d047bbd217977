import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { notify } from '../../core/notify/notify.ts';
import { PresetFilters } from './preset-filters.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ message: 'The database is resting' }, { status: 500 })
        : Response.json([]),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('preset filters', () => {
  it('reports a failed save with one toast, not two', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    render(
      // The console's own query client: its MutationCache toasts every unhandled failure.
      <QueryClientProvider client={createQueryClient()}>
        <PresetFilters page="/sms-outbox" current={{ status: '1' }} onApply={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Save filters/ }));
    fireEvent.change(await screen.findByLabelText('Preset name'), {
      target: { value: 'Failed only' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Preset filter not saved', 'The database is resting');
  });
});

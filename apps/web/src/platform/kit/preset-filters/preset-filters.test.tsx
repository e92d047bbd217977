import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { notify } from '../../core/notify/notify.ts';
import { stubApi } from '../../../test-support/stub-api.ts';
import { PresetFilters } from './preset-filters.tsx';

beforeEach(() => {
  stubApi({
    'GET /api/preset_filter': [],
    'POST /api/preset_filter': () =>
      Response.json({ message: 'The database is resting' }, { status: 500 }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('preset filters', () => {
  it('reports a failed save with one toast, not two', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    // The console's own query client: its MutationCache toasts every unhandled failure.
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <PresetFilters page="/sms-outbox" current={{ status: '1' }} onApply={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Save filters/ }));
    fireEvent.change(await screen.findByLabelText('Preset name'), {
      target: { value: 'Failed only' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // A mutation is marked failed only once the cache's and its own onError have both run: from
    // then on no second toast can come.
    await waitFor(() =>
      expect(
        client
          .getMutationCache()
          .getAll()
          .map((save) => save.state.status),
      ).toEqual(['error']),
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Preset filter not saved', 'The database is resting');
  });
});

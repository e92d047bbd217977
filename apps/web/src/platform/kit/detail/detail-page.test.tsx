import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { stubApi } from '../../../test-support/stub-api.ts';
import { DetailPage } from './detail-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (history?: { itemType: string; itemId: number }) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DetailPage
          back={{ to: '/gatepass?status_list=1', label: 'Gate Pass' }}
          title="Gate pass 12"
          status={<span>Approved</span>}
          actions={<button type="button">Approve</button>}
          {...(history ? { history } : {})}
        >
          <section>Reason</section>
        </DetailPage>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('DetailPage', () => {
  it('draws the way back, the titled header with status and actions, the sections and the history', async () => {
    const sent = stubApi({ 'GET /api/audit_log/item': [] });
    renderPage({ itemType: 'gate_passes', itemId: 12 });
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(trail.getByText('Operations')).toBeTruthy();
    expect(trail.getByRole('link', { name: 'Gate Pass' }).getAttribute('href')).toBe(
      '/gatepass?status_list=1',
    );
    expect(trail.getByText('Gate pass 12').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Gate pass 12' })).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByText('Reason')).toBeTruthy();
    expect(await screen.findByText('No changes made through the console yet.')).toBeTruthy();
    expect(sent[0]!.query.get('item_type')).toBe('gate_passes');
  });

  it('asks for no history when the screen is not one item', async () => {
    const sent = stubApi({ 'GET /api/audit_log/item': [] });
    // Beside it, the page of one item: once that page's history has been asked and answered, a
    // request of the other page, mounted at the same moment, would have been sent as well.
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <div role="region" aria-label="Not one item">
            <DetailPage back={{ to: '/gatepass', label: 'Gate Pass' }} title="Gate passes today">
              <section>Today</section>
            </DetailPage>
          </div>
          <div role="region" aria-label="One item">
            <DetailPage
              back={{ to: '/gatepass', label: 'Gate Pass' }}
              title="Gate pass 13"
              history={{ itemType: 'gate_passes', itemId: 13 }}
            >
              <section>Reason</section>
            </DetailPage>
          </div>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const oneItem = within(screen.getByRole('region', { name: 'One item' }));
    expect(await oneItem.findByText('No changes made through the console yet.')).toBeTruthy();
    const notOneItem = within(screen.getByRole('region', { name: 'Not one item' }));
    expect(notOneItem.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(sent.map((request) => request.query.get('item_id'))).toEqual(['13']);
  });
});

import { ImportStatus, type ImportRow } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { endSession, startSession } from '../../core/session/session-store.ts';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { stubApi } from '../../../test-support/stub-api.ts';
import { ImportDialog } from './import-dialog.tsx';
import { uploadSheet } from './upload-sheet.ts';

// The import dialog (issue 25): once a sheet is chosen it names the sheet (the browser's input,
// emptied for the next choice, said "No file chosen"), and counts say their noun right.

vi.mock('./upload-sheet.ts', () => ({ uploadSheet: vi.fn() }));

const checked = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  id: 8,
  kind: 'cctv-dvr',
  title: 'recorders',
  title_one: 'recorder',
  file_name: 'recorders.csv',
  status: ImportStatus.Checked,
  columns: [],
  progress_done: 1,
  progress_total: 1,
  total_rows: 1,
  error_rows: 0,
  groups: [],
  failed_rows: [],
  fixed_rows: 0,
  imported_rows: 0,
  message: null,
  created_at: '2026-12-01T05:00:00.000Z',
  updated_at: '2026-12-01T05:00:00.000Z',
  ...overrides,
});

beforeEach(() => startSession(fakeLogin({ userId: 7 })));
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ImportDialog kind="cctv-dvr" title="Import recorders" onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the import dialog', { timeout: 30_000 }, () => {
  it('names the chosen sheet instead of "No file chosen", and says "1 recorder"', async () => {
    vi.mocked(uploadSheet).mockResolvedValue(checked());
    stubApi({ 'GET /api/import/8': checked() });
    renderDialog();
    expect(screen.getByTestId('chosen-sheet').textContent).toBe('No sheet chosen yet.');
    const input = screen.getByLabelText<HTMLInputElement>('Sheet to import (CSV or XLSX)');
    const sheet = new File(['name\nA'], 'recorders.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [sheet] } });
    expect(await screen.findByText('1 recorder ready to import.')).toBeTruthy();
    expect(screen.getByTestId('chosen-sheet').textContent).toBe('recorders.csv');
    expect(screen.getByRole('button', { name: 'Choose another sheet' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('No file chosen');
  });

  it('counts rows to fix with their nouns', async () => {
    const oneBad = checked({ error_rows: 1, total_rows: 1 });
    vi.mocked(uploadSheet).mockResolvedValue(oneBad);
    stubApi({ 'GET /api/import/8': oneBad });
    renderDialog();
    fireEvent.change(screen.getByLabelText('Sheet to import (CSV or XLSX)'), {
      target: { files: [new File(['x'], 'one.csv')] },
    });
    await waitFor(() => expect(document.body.textContent).toContain('1 of 1 row needs fixing.'));
  });
});

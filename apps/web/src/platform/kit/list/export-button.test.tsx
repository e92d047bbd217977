import { smsOutboxEndpoints } from '@console/contract';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../core/notify/notify.ts';
import { ExportButton } from './export-button.tsx';
import { downloadExport } from './export-download.ts';

// The export's toast counts its rows with the right noun (issue 25: "1 rows").

vi.mock('./export-download.ts', () => ({ downloadExport: vi.fn(), saveFile: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the export button', () => {
  it.each([
    [1, 'outbox.csv: 1 row.'],
    [1200, 'outbox.csv: 1,200 rows.'],
  ])('writes %i as "%s"', async (rows, text) => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.mocked(downloadExport).mockResolvedValue({ blob: new Blob(), fileName: 'outbox.csv', rows });
    const { getByRole } = render(
      <ExportButton endpoint={smsOutboxEndpoints.list} query={{}} fileName="outbox.csv" />,
    );
    fireEvent.click(getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Export ready', text));
  });
});

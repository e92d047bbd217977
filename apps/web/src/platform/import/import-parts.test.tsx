import type { ImportFailedRow } from '@console/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixRowsGrid } from './fix-rows-grid.tsx';
import { ImportErrorGroups } from './import-error-groups.tsx';

afterEach(cleanup);

const ROWS: ImportFailedRow[] = [
  {
    row_number: 3,
    cells: { name: 'Gate', model: 'Sony' },
    errors: { model: ['model must be one of Hikvision, CpPlus.'] },
  },
  {
    row_number: 5,
    cells: { name: '', model: 'Hikvision' },
    errors: { name: ['name is required.'] },
  },
];

describe('the errors', () => {
  it('name each group in the documents’ words with its columns and rows', () => {
    render(
      <ImportErrorGroups
        groups={[
          {
            group: 'required',
            message: 'Required fields missing for:',
            columns: [{ column: 'name', rows: [5], more: 0 }],
          },
          {
            group: 'accepted_values',
            message: 'Values not in accepted list for:',
            columns: [{ column: 'model', rows: [3, 8], more: 12 }],
          },
        ]}
      />,
    );
    const errors = screen.getByRole('region', { name: 'Errors' });
    expect(errors.textContent).toContain('Required fields missing for:name: row 5');
    expect(errors.textContent).toContain(
      'Values not in accepted list for:model: rows 3, 8 and 12 more',
    );
  });
});

describe('the grid of rows to fix', () => {
  it('marks each erring cell with its message and sends only the rows changed', () => {
    const onCheckAgain = vi.fn();
    render(
      <FixRowsGrid
        columns={['name', 'model']}
        rows={ROWS}
        busy={false}
        onCheckAgain={onCheckAgain}
      />,
    );
    const model = screen.getByLabelText('Row 3 model');
    expect(model.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(model.getAttribute('aria-describedby')!)!.textContent).toBe(
      'model must be one of Hikvision, CpPlus.',
    );
    const checkAgain = screen.getByRole('button', { name: /Check again/ });
    expect(checkAgain.hasAttribute('disabled')).toBe(true);
    fireEvent.change(model, { target: { value: 'CpPlus' } });
    expect(
      within(screen.getByRole('button', { name: /Check again/ })).getByText(/1 fixed/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Check again/ }));
    expect(onCheckAgain).toHaveBeenCalledWith([
      { row_number: 3, cells: { name: 'Gate', model: 'CpPlus' }, errors: ROWS[0]!.errors },
    ]);
  });
});

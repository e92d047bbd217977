import type { ImportFailedRow } from '@console/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixRowsGrid } from './fix-rows-grid.tsx';
import { ImportErrorGroups } from './import-error-groups.tsx';

afterEach(cleanup);

const COLUMNS = [
  { key: 'name', secret: false },
  { key: 'model', secret: false },
  { key: 'auth_password', secret: true },
];

const ROWS: ImportFailedRow[] = [
  {
    row_number: 3,
    cells: { name: 'Gate', model: 'Sony' },
    truncated: [],
    secrets_set: ['auth_password'],
    errors: { model: ['model must be one of Hikvision, CpPlus.'] },
  },
  {
    row_number: 5,
    cells: { name: `${'N'.repeat(199)}…`, model: 'Hikvision' },
    truncated: ['name'],
    secrets_set: [],
    errors: { auth_password: ['auth_password is required.'] },
  },
];

const renderGrid = (onCheckAgain = vi.fn()) =>
  render(<FixRowsGrid columns={COLUMNS} rows={ROWS} busy={false} onCheckAgain={onCheckAgain} />);

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
  it('marks each erring cell with its message and sends only the cells changed', () => {
    const onCheckAgain = vi.fn();
    renderGrid(onCheckAgain);
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
    expect(onCheckAgain).toHaveBeenCalledWith([{ row_number: 3, cells: { model: 'CpPlus' } }]);
  });

  it('shows a secret cell as set or not set, never its value, and replaces it by a password', () => {
    const onCheckAgain = vi.fn();
    renderGrid(onCheckAgain);
    const set = screen.getByLabelText<HTMLInputElement>('Row 3 auth_password');
    const unset = screen.getByLabelText<HTMLInputElement>('Row 5 auth_password');
    for (const input of [set, unset]) {
      expect(input.type).toBe('password');
      expect(input.value).toBe('');
    }
    expect(document.getElementById(set.getAttribute('aria-describedby')!)!.textContent).toBe('Set');
    expect(unset.getAttribute('aria-invalid')).toBe('true');
    expect(
      unset
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['Not set', 'auth_password is required.']);
    fireEvent.change(unset, { target: { value: 'New-Pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: /Check again/ }));
    expect(onCheckAgain).toHaveBeenCalledWith([
      { row_number: 5, cells: { auth_password: 'New-Pass-1' } },
    ]);
  });

  it('heads columns in people’s words and offers a column’s choices as a select', async () => {
    const onCheckAgain = vi.fn();
    render(
      <FixRowsGrid
        columns={[
          { key: 'name', label: 'Recorder name', secret: false },
          { key: 'model', label: 'Make', options: ['Hikvision', 'CpPlus'], secret: false },
          { key: 'auth_password', label: 'Password', secret: true },
        ]}
        rows={ROWS}
        busy={false}
        onCheckAgain={onCheckAgain}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Make' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'model' })).toBeNull();
    const make = screen.getByRole('combobox', { name: 'Row 3 Make' });
    expect(make.getAttribute('aria-invalid')).toBe('true');
    fireEvent.mouseDown(make);
    fireEvent.click(await screen.findByTitle('CpPlus'));
    fireEvent.click(screen.getByRole('button', { name: /Check again/ }));
    expect(onCheckAgain).toHaveBeenCalledWith([{ row_number: 3, cells: { model: 'CpPlus' } }]);
    // The password column is masked under its own header too.
    expect(screen.getByLabelText<HTMLInputElement>('Row 3 Password').type).toBe('password');
  });

  it('shows a cut cell with its ellipsis and a note, and sends it only when changed', () => {
    const onCheckAgain = vi.fn();
    renderGrid(onCheckAgain);
    const name = screen.getByLabelText<HTMLInputElement>('Row 5 name');
    expect(name.value).toBe(`${'N'.repeat(199)}…`);
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Cut to 200 characters here; the sheet holds more. Typing replaces the whole cell.',
    );
    fireEvent.change(screen.getByLabelText('Row 5 model'), { target: { value: 'CpPlus' } });
    fireEvent.click(screen.getByRole('button', { name: /Check again/ }));
    expect(onCheckAgain).toHaveBeenCalledWith([{ row_number: 5, cells: { model: 'CpPlus' } }]);
  });
});

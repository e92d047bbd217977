import {
  searchById,
  searchEmployeeNumbers,
  searchGlobalEmployeeIds,
  searchMobile,
  searchByValidNumber,
} from '@console/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchKey } from './list-config.ts';
import { SearchBox, validateSearch } from './search-box.tsx';

afterEach(cleanup);

const keys: SearchKey[] = [
  { key: 'search_by_id', label: 'ID', validator: searchById },
  { key: 'mobile', label: 'Mobile', validator: searchMobile },
];

describe('search validators (000 §5 messages)', () => {
  it.each([
    [searchById, '12a', 'Search input field must contain number.'],
    [
      searchGlobalEmployeeIds,
      'AB1,,C2',
      'Enter one or more valid Global Employee IDs, separated by commas.',
    ],
    [
      searchEmployeeNumbers,
      '2104517;1873402',
      'Search input field must contain numbers and comma characters only.',
    ],
    [searchMobile, '900000000', 'Enter a valid 10-digit mobile number.'],
    [searchByValidNumber, 'x', 'Search input field must contain a valid number.'],
  ])('shows the document message for an invalid value', (validator, text, message) => {
    expect(validateSearch({ key: 'k', label: 'K', validator }, text)).toBe(message);
  });

  it('accepts valid and empty values', () => {
    expect(validateSearch(keys[0]!, '42')).toBeNull();
    expect(validateSearch(keys[1]!, '9000000001')).toBeNull();
    expect(validateSearch(keys[1]!, '')).toBeNull();
  });
});

describe('SearchBox', () => {
  it('shows the message inline and does not search while the text is invalid', () => {
    const onSearch = vi.fn();
    render(<SearchBox keys={keys} applied={null} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search by ID' });
    fireEvent.change(input, { target: { value: '12a' } });
    expect(screen.getByRole('alert').textContent).toBe('Search input field must contain number.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    expect(onSearch).toHaveBeenCalledWith('search_by_id', '12');
  });
});

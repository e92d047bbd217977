import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainSearch } from './plain-search.tsx';
import { PlainSelect } from './plain-select.tsx';

// The native controls drawn as antd's on every page's shell (the header, home, the module menu).

afterEach(cleanup);

const YEARS = [
  { value: 19, label: "AY '24-'25" },
  { value: 20, label: "AY '25-'26" },
];

describe('PlainSelect', () => {
  it('hands back the chosen value with its own type', () => {
    const onChange = vi.fn();
    render(
      <PlainSelect aria-label="Academic year" value={20} options={YEARS} onChange={onChange} />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Academic year' });
    expect(select.selectedOptions[0]?.textContent).toBe("AY '25-'26");
    fireEvent.change(select, { target: { value: '0' } });
    expect(onChange).toHaveBeenCalledWith(19);
  });

  it('shows the placeholder while nothing is chosen, not as a choice', () => {
    render(
      <PlainSelect
        aria-label="Academic year"
        value={undefined}
        options={YEARS}
        onChange={() => undefined}
        placeholder="Select AY"
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Academic year' });
    expect(select.selectedOptions[0]?.textContent).toBe('Select AY');
    expect(select.selectedOptions[0]?.disabled).toBe(true);
    // Hidden: the list offers the years only.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      "AY '24-'25",
      "AY '25-'26",
    ]);
  });
});

function Search() {
  const [value, setValue] = useState('');
  return <PlainSearch aria-label="Search modules" value={value} onChange={setValue} />;
}

describe('PlainSearch', () => {
  it('offers Clear only with a text, which empties the field and keeps the cursor in it', () => {
    render(<Search />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search modules' });
    const clear = screen.getByRole('button', { name: 'Clear', hidden: true });
    expect(clear.className).toContain('plain-search-clear-hidden');
    fireEvent.change(field, { target: { value: 'gate' } });
    expect(clear.className).not.toContain('plain-search-clear-hidden');
    fireEvent.click(clear);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(clear.className).toContain('plain-search-clear-hidden');
  });
});

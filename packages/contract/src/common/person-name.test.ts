import { describe, expect, it } from 'vitest';
import { fullName } from './person-name.ts';

describe('fullName', () => {
  it('joins first and last name with one space', () => {
    expect(fullName({ first_name: 'Asha', last_name: 'Rao' })).toBe('Asha Rao');
  });

  it('leaves no space for an empty last name, and none around the name', () => {
    expect(fullName({ first_name: 'Asha', last_name: '' })).toBe('Asha');
    expect(fullName({ first_name: ' Asha', last_name: 'Rao ' })).toBe('Asha Rao');
    expect(fullName({ first_name: '', last_name: '' })).toBe('');
  });
});

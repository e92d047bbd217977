import { describe, expect, it } from 'vitest';
import { countOf } from './counts.ts';

describe('countOf', () => {
  it('says one noun for one and the plural for any other count', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(120000, 'row')).toBe('1,20,000 rows');
    expect(countOf(1, 'branch', 'branches')).toBe('1 branch');
    expect(countOf(3, 'branch', 'branches')).toBe('3 branches');
  });
});

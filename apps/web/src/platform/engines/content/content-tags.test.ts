import { describe, expect, it } from 'vitest';
import { readableTextColour } from './content-tags.tsx';

describe('readableTextColour', () => {
  it('takes the one of black and white that reads better on the category colour', () => {
    expect(readableTextColour('#a461d8')).toBe('#000'); // white would be 3.97:1
    expect(readableTextColour('#1d4ed8')).toBe('#fff');
    expect(readableTextColour('#ffe58f')).toBe('#000');
    expect(readableTextColour('not a colour')).toBe('#fff');
  });
});

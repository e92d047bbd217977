import { describe, expect, it } from 'vitest';
import { rejectionText } from './rejection-text.ts';

const REASONS = [
  { id: 1, name: 'Examination or test scheduled' },
  { id: 2, name: 'Other' },
];

describe('rejectionText', () => {
  it('names the chosen reason before the decider’s own words', () => {
    const pass = { rejection_reason: 'Unit test at 10 AM', rejection_reason_type: 1 };
    expect(rejectionText(pass, REASONS)).toBe('Examination or test scheduled: Unit test at 10 AM');
  });

  it('shows the reason once when no words were given (the server stored its name)', () => {
    const pass = { rejection_reason: 'Other', rejection_reason_type: 2 };
    expect(rejectionText(pass, REASONS)).toBe('Other');
  });

  it('shows the stored words alone for a retired reason, or before module info arrives', () => {
    const pass = { rejection_reason: 'Left early last week', rejection_reason_type: 9 };
    expect(rejectionText(pass, REASONS)).toBe('Left early last week');
    expect(rejectionText({ ...pass, rejection_reason_type: 1 }, undefined)).toBe(
      'Left early last week',
    );
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { smsSegmentSummary, SmsSegmentCounter, totalSegments } from './sms-segment-counter.tsx';

afterEach(cleanup);

describe('SMS length in segments', () => {
  it.each([
    ['', '0 characters · 0 segments (GSM-7)'],
    ['a'.repeat(160), '160 characters · 1 segment (GSM-7)'],
    ['a'.repeat(161), '161 characters · 2 segments (GSM-7)'],
    ['a'.repeat(306), '306 characters · 2 segments (GSM-7)'],
    ['a'.repeat(307), '307 characters · 3 segments (GSM-7)'],
    // An extension character (€) takes two septets.
    ['€'.repeat(80), '160 characters · 1 segment (GSM-7)'],
    ['€'.repeat(80) + 'a', '161 characters · 2 segments (GSM-7)'],
    ['न'.repeat(70), '70 characters · 1 segment (Unicode)'],
    ['न'.repeat(71), '71 characters · 2 segments (Unicode)'],
    ['न'.repeat(134), '134 characters · 2 segments (Unicode)'],
    ['न'.repeat(135), '135 characters · 3 segments (Unicode)'],
    // One character outside GSM-7 makes the whole text Unicode.
    ['a'.repeat(69) + '😀', '71 characters · 2 segments (Unicode)'],
  ])('%#: %s', (text, summary) => {
    expect(smsSegmentSummary(text)).toBe(summary);
  });

  it('multiplies the segments by the reach', () => {
    expect(totalSegments('a'.repeat(161), 1000)).toBe(2000);
    expect(totalSegments('न'.repeat(71), 3)).toBe(6);
  });

  it('shows both lines, and waits for the reach count', () => {
    const { rerender } = render(<SmsSegmentCounter text={'a'.repeat(161)} reach={undefined} />);
    const counter = screen.getByRole('status', { name: 'SMS length' });
    expect(counter.textContent).toContain('161 characters · 2 segments (GSM-7)');
    expect(counter.textContent).toContain('Total for the reach: counting recipients…');
    rerender(<SmsSegmentCounter text={'a'.repeat(161)} reach={12500} />);
    expect(
      screen.getByText('Total for the reach: 2 segments × 12,500 recipients = 25,000 segments'),
    ).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { parseCron } from './cron.ts';

const next = (expression: string, after: string) =>
  parseCron(expression).next(new Date(after)).toISOString();

describe('cron schedules', () => {
  it('finds the next tick strictly after the given time', () => {
    expect(next('* * * * *', '2026-11-24T10:15:30Z')).toBe('2026-11-24T10:16:00.000Z');
    expect(next('30 2 * * *', '2026-11-24T02:30:00Z')).toBe('2026-11-25T02:30:00.000Z');
    expect(next('30 2 * * *', '2026-11-24T02:29:59Z')).toBe('2026-11-24T02:30:00.000Z');
    expect(next('*/15 * * * *', '2026-11-24T10:16:00Z')).toBe('2026-11-24T10:30:00.000Z');
    expect(next('0 9-17/4 * * *', '2026-11-24T13:00:00Z')).toBe('2026-11-24T17:00:00.000Z');
  });

  it('reads weekdays (7 is Sunday), months, and either day field when both are set', () => {
    // 2026-11-24 is a Tuesday.
    expect(next('0 8 * * 1', '2026-11-24T00:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(next('0 8 * * 7', '2026-11-24T00:00:00Z')).toBe('2026-11-29T08:00:00.000Z');
    expect(next('0 0 1 1 *', '2026-11-24T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    expect(next('0 0 1 * 3', '2026-11-24T00:00:00Z')).toBe('2026-11-25T00:00:00.000Z');
  });

  it('refuses what it cannot read, naming the field', () => {
    expect(() => parseCron('* * * *')).toThrow('five fields');
    expect(() => parseCron('60 * * * *')).toThrow('minute');
    expect(() => parseCron('* 1-x * * *')).toThrow('hour');
    expect(() => parseCron('0 0 31 2 *').next(new Date())).toThrow('never matches');
  });
});

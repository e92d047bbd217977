import { describe, expect, it } from 'vitest';
import { calendarDate, isCalendarDate, isoDateTime, NOT_A_CALENDAR_DATE } from './dates.ts';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-04-30'])(
    '%s is a day',
    (text) => expect(isCalendarDate(text)).toBe(true),
  );

  it.each(['2026-13-45', '9999-99-99', '2026-02-30', '2025-02-29', '1900-02-29', '0000-01-01'])(
    '%s is not',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
      expect(calendarDate.safeParse(text).error?.issues.map((i) => i.message)).toEqual([
        NOT_A_CALENDAR_DATE,
      ]);
    },
  );

  it('text off the pattern gets the format message alone', () => {
    expect(calendarDate.safeParse('21/11/2026').error?.issues).toHaveLength(1);
  });

  it('date-times need a real day and a year PostgreSQL has', () => {
    expect(isoDateTime.safeParse('2024-02-29T09:30:00+05:30').success).toBe(true);
    expect(isoDateTime.safeParse('2026-02-30T09:30:00+05:30').success).toBe(false);
    expect(isoDateTime.safeParse('0000-06-01T00:00:00Z').success).toBe(false);
  });
});

import { z } from 'zod';

// Dates as the contract takes them: a pattern alone let 2026-02-30 and 9999-99-99 through to
// PostgreSQL, which refused them with an error the client saw as a 500.

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether YYYY-MM-DD text names a day of the calendar PostgreSQL keeps (years 1 to 9999). */
export function isCalendarDate(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const last = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= last;
}

/** A day text off the pattern: only a program sends one (the console's pickers cannot). */
export const DATE_FORMAT_MESSAGE = 'This is not a date.';
export const NOT_A_CALENDAR_DATE = 'This date is not on the calendar.';

/** A calendar day as YYYY-MM-DD: the pattern, then a day that exists (not 2026-02-30). */
export const calendarDate = z
  .string()
  .regex(DAY_PATTERN, DATE_FORMAT_MESSAGE)
  // Text that breaks the pattern already has its issue; one message per problem.
  .refine((text) => !DAY_PATTERN.test(text) || isCalendarDate(text), NOT_A_CALENDAR_DATE);

export const DATE_TIME_REQUIRED = 'Choose a date and time.';
export const NOT_A_DATE_TIME = 'This is not a date and time.';

/**
 * A moment as ISO 8601 with an offset. zod checks the day exists; year 0000, which PostgreSQL
 * does not have, is refused here too. The messages are a person's (issue 25): the format is the
 * API document's to say, not the form's.
 */
export const isoDateTime = z.iso
  .datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? DATE_TIME_REQUIRED
        : NOT_A_DATE_TIME,
  })
  .refine((text) => !text.startsWith('0000'), NOT_A_CALENDAR_DATE);

import dayjs, { type Dayjs } from 'dayjs';

// Placing rows on the days of a calendar: pure, so the rules are tested without drawing one.

const DAY = 'YYYY-MM-DD';

/** The day (YYYY-MM-DD, in the browser's zone) a row belongs to; rows without a date are left out. */
export function rowsByDay<Row>(
  rows: readonly Row[],
  dateOf: (row: Row) => string | null | undefined,
): Map<string, Row[]> {
  const days = new Map<string, Row[]>();
  for (const row of rows) {
    const date = dateOf(row);
    if (!date) continue;
    const parsed = dayjs(date);
    if (!parsed.isValid()) continue;
    const day = parsed.format(DAY);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return days;
}

/**
 * The days a month's calendar page shows (six weeks from the week the month starts in), with a
 * day of margin each side: the server filters by UTC days, the calendar places by local ones.
 */
export function calendarRange(month: Dayjs): { from: string; to: string } {
  const first = month.startOf('month').startOf('week');
  return {
    from: first.subtract(1, 'day').format(DAY),
    to: first.add(6 * 7, 'day').format(DAY),
  };
}

/** A month in the address (YYYY-MM), or the current month when absent or malformed. */
export function monthFromText(text: string | null | undefined, today: Dayjs = dayjs()): Dayjs {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return today.startOf('month');
  const month = dayjs(`${match[1]}-${match[2]}-01`);
  return month.isValid() && Number(match[2]) >= 1 && Number(match[2]) <= 12
    ? month
    : today.startOf('month');
}

export const monthText = (month: Dayjs) => month.format('YYYY-MM');

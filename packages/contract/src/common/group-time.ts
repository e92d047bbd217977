// The group's clock (issue 25): every moment a person reads outside the console's own screens
// (a server message, an exported file) is written as the console writes it, "05-Dec-2026
// 09:47 AM" (000 §9: day-Mon-year with 12-hour time), in the group's time zone. The group's
// branches are all in India, so that is one zone.

/** The group's time zone (an IANA name PostgreSQL's AT TIME ZONE and Intl both know). */
export const GROUP_TIME_ZONE = 'Asia/Kolkata';

/** The console's date-time format in PostgreSQL's to_char words ("05-Dec-2026 09:47 AM"). */
export const GROUP_DATE_TIME_SQL_FORMAT = 'DD-Mon-YYYY HH12:MI AM';
/** The console's date format in to_char words ("05-Dec-2026"). */
export const GROUP_DATE_SQL_FORMAT = 'DD-Mon-YYYY';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: GROUP_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** A moment as the console shows it, on the group's clock: "05-Dec-2026 09:47 AM". */
export function groupDateTime(moment: Date | string): string {
  const part = Object.fromEntries(
    parts.formatToParts(new Date(moment)).map((entry) => [entry.type, entry.value]),
  ) as Record<string, string>;
  const hour = part.hour === '00' ? '12' : part.hour;
  return `${part.day}-${part.month}-${part.year} ${hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}

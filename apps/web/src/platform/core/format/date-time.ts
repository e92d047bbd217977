import dayjs from 'dayjs';

// How the console shows a moment (000 §9: day-Mon-year with 12-hour time), everywhere.

export const DATE_TIME_FORMAT = 'DD-MMM-YYYY hh:mm A';

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '—';
}

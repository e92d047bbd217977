import { formatDateTime } from '../../core/format/date-time.ts';

// A date and time in a table cell on two lines ("02-Dec-2026" over "10:47 AM"): a third
// narrower than on one, so a list's dates fit beside its other columns at 1440 px.

export function DateTimeLines({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  const space = text.indexOf(' ');
  if (space < 0) return <>{text}</>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{text.slice(0, space)}</span>
      <span>{text.slice(space + 1)}</span>
    </span>
  );
}

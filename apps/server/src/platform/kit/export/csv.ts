import { formulaSafe } from './formula-safe.ts';

/**
 * One CSV field the way PostgreSQL's COPY … CSV writes it: NULL is empty, an empty string is "",
 * text with a comma, quote or line break is quoted. Cursor exports and COPY exports match. A
 * string that a spreadsheet would run as a formula is prefixed with ' (formula-safe.ts).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : typeof value === 'string'
          ? formulaSafe(value)
          : String(value);
  if (text === '' || /[",\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\n`;
}

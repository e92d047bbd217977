import {
  IMPORT_SHOWN_CELL_CHARS,
  holdsUnstorableText,
  isUnstorableAt,
  type ImportFailedRow,
} from '@console/contract';
import type { ImportColumn } from './importer.ts';

// A failed row's cells as an answer may show them and the imports table may keep them: a
// secret column's cell only as set or not, text PostgreSQL cannot keep replaced by U+FFFD, and
// a long cell cut with an ellipsis (the answer stays small whatever the sheet held).

/** The text with what PostgreSQL cannot keep replaced by U+FFFD. */
export function storable(text: string): string {
  if (!holdsUnstorableText(text)) return text;
  let kept = '';
  for (let at = 0; at < text.length; at++) kept += isUnstorableAt(text, at) ? '\uFFFD' : text[at];
  return kept;
}

/** The text cut to `most` characters, the last an ellipsis, never between a surrogate pair. */
export function shortened(text: string, most = 60): string {
  if (text.length <= most) return text;
  let end = most - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

export function shownCells(
  columns: readonly ImportColumn[],
  cells: Readonly<Record<string, string>>,
): Pick<ImportFailedRow, 'cells' | 'truncated' | 'secrets_set'> {
  const shown: Record<string, string> = {};
  const truncated: string[] = [];
  const secretsSet: string[] = [];
  for (const column of columns) {
    const text = cells[column.key];
    if (text === undefined) continue;
    if (column.secret) {
      if (text !== '') secretsSet.push(column.key);
      continue;
    }
    const clean = storable(text);
    shown[column.key] = shortened(clean, IMPORT_SHOWN_CELL_CHARS);
    if (clean.length > IMPORT_SHOWN_CELL_CHARS) truncated.push(column.key);
  }
  return { cells: shown, truncated, secrets_set: secretsSet };
}

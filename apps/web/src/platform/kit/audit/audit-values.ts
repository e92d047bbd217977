import type { AuditAction, AuditEntry } from '@console/contract';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../core/format/date-time.ts';

// How audit entries read in the console: the server's words (the modules' labels) as
// sentences, values as short text.

const LONGEST_VALUE = 120;

/** A timestamp as PostgreSQL writes it into the audit rows: 2026-11-26T08:13:58.512103+00:00. */
const STORED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)$/;

/**
 * A stored value as one short line: timestamps in the console's date format, yes/no for flags,
 * other text as it is, lists and objects as JSON, empty as '—'.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && STORED_TIMESTAMP.test(value)) {
    return dayjs(value).format(DATE_TIME_FORMAT);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The fields an entry changed, as the module labels them: before and after as text. */
export function fieldChanges(entry: Pick<AuditEntry, 'changes'>): FieldChange[] {
  return entry.changes.map((change) => ({
    field: change.field,
    label: change.label,
    before: valueText(change.before),
    after: valueText(change.after),
  }));
}

/** Who acted: their name, or 'User 12' when the account is gone. */
export const actorName = (entry: Pick<AuditEntry, 'user_name' | 'user_id'>): string =>
  entry.user_name || `User ${entry.user_id}`;

/** 'gate pass 2229'. */
export const itemWords = (entry: Pick<AuditEntry, 'item_name' | 'item_id'>): string =>
  `${entry.item_name} ${entry.item_id}`;

/** ' for Harika Reddy', ' · Staff review', or nothing when the item has no title. */
export const titleWords = (entry: Pick<AuditEntry, 'item_title' | 'title_join'>): string =>
  entry.item_title ? ` ${entry.title_join} ${entry.item_title}` : '';

/** 'Padmavathi Rao approved gate pass 2229 for Harika Reddy'. */
export const entrySentence = (entry: AuditEntry): string =>
  `${actorName(entry)} ${entry.verb} ${itemWords(entry)}${titleWords(entry)}`;

const CHILD_ACTIONS: Record<AuditAction, string> = {
  created: '',
  changed: ' changed',
  deleted: ' removed',
};

/** The child rows of the call: '24 invitees', '2 tags removed'. */
export const childrenWords = (entry: Pick<AuditEntry, 'children'>): string =>
  entry.children
    .map((child) => `${child.count} ${child.name}${CHILD_ACTIONS[child.action]}`)
    .join(', ');

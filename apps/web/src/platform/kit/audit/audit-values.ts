import { AUDIT_ACTION_LABELS, type AuditEntry } from '@console/contract';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../core/format/date-time.ts';

// How audit entries read in the console: field names as words, values as short text.

const LONGEST_VALUE = 120;

/** 'gate_pass_rejection_reason' → 'Gate pass rejection reason'. */
export function fieldLabel(field: string): string {
  const words = field.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
  before: string;
  after: string;
}

/** The fields an entry touched, in name order: before and after as text. */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields].sort().map((field) => ({
    field,
    before: valueText(entry.before?.[field]),
    after: valueText(entry.after?.[field]),
  }));
}

/** 'Changed by Asha Rao', 'Created by (user 12)' when the account is gone. */
export function entryTitle(entry: Pick<AuditEntry, 'action' | 'user_name' | 'user_id'>): string {
  const who = entry.user_name || `(user ${entry.user_id})`;
  return `${AUDIT_ACTION_LABELS[entry.action]} by ${who}`;
}

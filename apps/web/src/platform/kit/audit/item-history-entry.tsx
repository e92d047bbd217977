import type { AuditEntry } from '@console/contract';
import { Typography } from 'antd';
import { formatDateTime } from '../../core/format/date-time.ts';
import { actorName, childrenWords, fieldChanges } from './audit-values.ts';

/** One entry of an item's history: 'Asha Rao approved · 20-Nov-2026 03:00 PM', then what changed. */
export function ItemHistoryEntry({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry);
  const children = childrenWords(entry);
  return (
    <div>
      <Typography.Text strong>{`${actorName(entry)} ${entry.verb}`}</Typography.Text>
      <Typography.Text type="secondary">{` · ${formatDateTime(entry.changed_at)}`}</Typography.Text>
      {children && <div>{children}</div>}
      <FieldChangeList entry={entry} changes={changes} />
    </div>
  );
}

/** The fields an entry changed: 'Status: Waiting For Approval → Approved'. */
export function FieldChangeList({
  entry,
  changes = fieldChanges(entry),
}: {
  entry: AuditEntry;
  changes?: ReturnType<typeof fieldChanges>;
}) {
  if (entry.action !== 'changed' || changes.length === 0) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {changes.map((change) => (
        <li key={change.field}>
          {change.label}: {change.before} → {change.after}
        </li>
      ))}
    </ul>
  );
}

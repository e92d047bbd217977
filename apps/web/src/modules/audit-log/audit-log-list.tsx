import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_FILE,
  auditLogEndpoints,
  searchById,
  type AuditEntry,
} from '@console/contract';
import { Typography } from 'antd';
import { entryTitle, fieldChanges, fieldLabel } from '../../platform/kit/audit/audit-values.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';

// GET /audit_log as a list: every change made through the API, newest first, for superusers
// answering "who changed this, and when".

function ChangedFields({ entry }: { entry: AuditEntry }) {
  if (entry.action !== 'changed') {
    return <Typography.Text type="secondary">{AUDIT_ACTION_LABELS[entry.action]}</Typography.Text>;
  }
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {fieldChanges(entry).map((change) => (
        <li key={change.field}>
          {fieldLabel(change.field)}: {change.before} → {change.after}
        </li>
      ))}
    </ul>
  );
}

export const auditLogList: ListConfig<AuditEntry> = {
  endpoint: auditLogEndpoints.list,
  title: 'Audit log',
  rowKey: 'id',
  exportFileName: AUDIT_LOG_FILE,
  emptyText: 'No changes have been made through the console yet.',
  sortParams: { field: 'sort', order: 'order' },
  columns: [
    {
      key: 'changed_at',
      title: 'When',
      sortable: true,
      width: 190,
      render: (entry) => formatDateTime(entry.changed_at),
    },
    { key: 'user_name', title: 'What and who', width: 220, render: (entry) => entryTitle(entry) },
    {
      key: 'item_id',
      title: 'Item',
      width: 200,
      render: (entry) => `${entry.module} · ${entry.item_type} #${entry.item_id}`,
    },
    { key: 'before', title: 'Fields', render: (entry) => <ChangedFields entry={entry} /> },
    {
      key: 'request',
      title: 'Call',
      width: 260,
      render: (entry) => <Typography.Text code>{entry.request}</Typography.Text>,
    },
  ],
  filters: [
    {
      kind: 'select',
      key: 'action',
      label: 'Action',
      options: AUDIT_ACTIONS.map((action) => ({
        value: action,
        label: AUDIT_ACTION_LABELS[action],
      })),
    },
    { kind: 'text', key: 'module', label: 'Module', placeholder: 'e.g. gate-pass' },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Changed' },
  ],
  search: [
    { key: 'item_id', label: 'Item ID', validator: searchById },
    { key: 'user_id', label: 'User ID', validator: searchById },
  ],
};

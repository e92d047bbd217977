import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_FILE,
  auditLogEndpoints,
  searchById,
  type AuditEntry,
} from '@console/contract';
import { Typography } from 'antd';
import { Link } from 'react-router';
import {
  actorName,
  childrenWords,
  itemWords,
  titleWords,
} from '../../platform/kit/audit/audit-values.ts';
import { FieldChangeList } from '../../platform/kit/audit/item-history-entry.tsx';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';
import { AUDIT_LOG_PATH } from './audit-log-path.ts';

// GET /audit_log as a list: every action taken through the API, newest first, for superusers
// answering "who changed this, and when", in people's words: "Padmavathi Rao approved gate pass
// 2229 for Harika Reddy", the person a link to their actions, the item a link to its page.

/** This list filtered to one person's or one item's entries. */
const filtered = (params: Record<string, string>) =>
  `${AUDIT_LOG_PATH}?${new URLSearchParams(params).toString()}`;

function EntrySentence({ entry }: { entry: AuditEntry }) {
  const children = childrenWords(entry);
  return (
    <span>
      <Link to={filtered({ user_id: String(entry.user_id) })} title="Only this person’s actions">
        {actorName(entry)}
      </Link>{' '}
      {entry.verb}{' '}
      {entry.item_path ? <Link to={entry.item_path}>{itemWords(entry)}</Link> : itemWords(entry)}
      {titleWords(entry)}
      {children && <Typography.Text type="secondary">{` · ${children}`}</Typography.Text>}{' '}
      <Link
        to={filtered({ item_type: entry.item_type, item_id: entry.item_id })}
        aria-label={`Every change to ${itemWords(entry)}`}
      >
        (all changes)
      </Link>
    </span>
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
    {
      key: 'user_name',
      title: 'Who did what',
      width: 360,
      render: (entry) => <EntrySentence entry={entry} />,
    },
    {
      key: 'before',
      title: 'Changes',
      render: (entry) => <FieldChangeList entry={entry} />,
    },
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
    // Set by an entry's "(all changes)" link, with the item's id.
    { kind: 'text', key: 'item_type', label: 'Item type', placeholder: 'e.g. gate_passes' },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Changed' },
  ],
  search: [
    { key: 'item_id', label: 'Item ID', validator: searchById },
    { key: 'user_id', label: 'Person (user ID)', validator: searchById },
  ],
};

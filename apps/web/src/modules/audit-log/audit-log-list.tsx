import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_FILE,
  auditLogEndpoints,
  MODULES,
  searchById,
  type AuditEntry,
  type AuditItemType,
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
import './audit-entry-sentence.css';

// GET /audit_log as a list: every action taken through the API, newest first, for superusers
// answering "who changed this, and when", in people's words: "Padmavathi Rao approved gate pass
// 2229 for Harika Reddy", the person a link to their actions, the item a link to its page.

/** This list filtered to one person's or one item's entries. */
const filtered = (params: Record<string, string>) =>
  `${AUDIT_LOG_PATH}?${new URLSearchParams(params).toString()}`;

function EntrySentence({ entry }: { entry: AuditEntry }) {
  const children = childrenWords(entry);
  return (
    <span className="audit-entry-sentence">
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

/** A module's name in the filter: its menu title where its folder is a menu entry's id. */
export function moduleName(module: string): string {
  const entry = MODULES.find((candidate) => candidate.id === module);
  if (entry) return entry.title;
  const words = module.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The Module and Item filters' choices, in words, from what the log records. */
function recordedOptions(itemTypes: readonly AuditItemType[]) {
  const modules = [...new Set(itemTypes.map((type) => type.module))]
    .map((module) => ({ value: module, label: moduleName(module) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const items = itemTypes.map((type) => ({ value: type.item_type, label: type.name }));
  return { modules, items };
}

/**
 * The log as a list. Its Module and Item filters offer what the log records (GET
 * /audit_log/item_types), so nobody types a folder or table name.
 */
export function auditLogList(itemTypes: readonly AuditItemType[]): ListConfig<AuditEntry> {
  const { modules, items } = recordedOptions(itemTypes);
  return {
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
      { kind: 'select', key: 'module', label: 'Module', options: modules },
      // Also set by an entry's "(all changes)" link, with the item's id. The item and the days
      // stand in the bar (what people look for first); the action and the module wait behind
      // More filters.
      { kind: 'select', key: 'item_type', label: 'Item', options: items, primary: true },
      { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Changed', primary: true },
    ],
    search: [
      { key: 'user_name', label: 'Person', placeholder: 'Part of their name' },
      { key: 'item_id', label: 'Item ID', validator: searchById },
      { key: 'user_id', label: 'Person (user ID)', validator: searchById },
    ],
  };
}

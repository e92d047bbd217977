import { auditLogEndpoints, type AuditEntry } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { formatDateTime } from '../../core/format/date-time.ts';
import { entryTitle, fieldChanges, fieldLabel } from './audit-values.ts';

/**
 * An item's history on its detail page (DESIGN.md "DetailPage … the item's audit history"):
 * every change made through the API, newest first, with who made it and the fields before and
 * after. The server answers only those who may read the item.
 */
export function ItemHistory({
  itemType,
  itemId,
  version,
}: {
  itemType: string;
  itemId: number | string;
  /** Something that changes when the item does (its status, its updated_at): reloads the history. */
  version?: string | number | null;
}) {
  const history = useQuery({
    queryKey: ['audit-item', itemType, String(itemId), version ?? null],
    queryFn: ({ signal }) =>
      callEndpoint(auditLogEndpoints.itemHistory, {
        query: { item_type: itemType, item_id: String(itemId) },
        signal,
      }),
  });
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>History</h2>} size="small">
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : history.isError ? (
        <Alert type="warning" showIcon message="The history could not be loaded." />
      ) : history.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No changes made through the console yet."
        />
      ) : (
        <Timeline
          items={history.data.map((entry) => ({
            key: entry.id,
            content: <HistoryEntry entry={entry} />,
          }))}
        />
      )}
    </Card>
  );
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const changes = entry.action === 'changed' ? fieldChanges(entry) : [];
  return (
    <div>
      <Typography.Text strong>{entryTitle(entry)}</Typography.Text>{' '}
      <Typography.Text type="secondary">{formatDateTime(entry.changed_at)}</Typography.Text>
      {changes.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {changes.map((change) => (
            <li key={change.field}>
              {fieldLabel(change.field)}: {change.before} → {change.after}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { auditLogEndpoints } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Timeline } from 'antd';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { ItemHistoryEntry } from './item-history-entry.tsx';

/**
 * An item's history on its detail page (DESIGN.md "DetailPage … the item's audit history"):
 * every change made through the API, newest first, one entry per action in people's words (who
 * did what, the fields before and after, the child rows it wrote counted). The server answers only those who may read the item.
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
            content: <ItemHistoryEntry entry={entry} />,
          }))}
        />
      )}
    </Card>
  );
}

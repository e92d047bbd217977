import { ContentStatus, type ContentItem } from '@console/contract';
import { Flex, Progress, Statistic, Typography } from 'antd';
import { formatDateTime } from '../../core/format/date-time.ts';

// How a sent item's delivery went: recipients resolved at send time, delivered, failed and
// pending, with a progress bar while the send is running.

export function deliveryPercent(delivery: ContentItem['delivery']): number {
  if (delivery.recipients === 0) return 0;
  return Math.floor(((delivery.delivered + delivery.failed) / delivery.recipients) * 100);
}

export function DeliveryFigures({
  item,
}: {
  item: Pick<ContentItem, 'status' | 'delivery' | 'scheduled_at'>;
}) {
  const { delivery } = item;
  const channel =
    delivery.channel === 'sms' ? 'SMS, one per phone number' : 'push messages, one per recipient';
  const sending = item.status === ContentStatus.Active && delivery.pending > 0;
  const note =
    item.status === ContentStatus.Scheduled
      ? `Goes out on ${formatDateTime(item.scheduled_at)}.`
      : item.status === ContentStatus.Draft
        ? 'Not sent yet.'
        : delivery.finished_at
          ? `Finished on ${formatDateTime(delivery.finished_at)}.`
          : delivery.started_at
            ? `Started on ${formatDateTime(delivery.started_at)}.`
            : item.status === ContentStatus.Active
              ? 'Waiting for the sender to start.'
              : undefined;
  return (
    <Flex vertical gap={12} role="region" aria-label="Delivery">
      <Flex gap={32} wrap>
        <Statistic title="Recipients" value={delivery.recipients} />
        <Statistic title="Delivered" value={delivery.delivered} />
        <Statistic title="Failed" value={delivery.failed} />
        <Statistic title="Pending" value={delivery.pending} />
      </Flex>
      {(sending || delivery.recipients > 0) && (
        <Progress
          percent={deliveryPercent(delivery)}
          status={sending ? 'active' : delivery.failed > 0 ? 'exception' : 'success'}
          aria-label="Delivery progress"
        />
      )}
      <Typography.Text type="secondary">
        {note ? `${note} ` : ''}Sent as {channel}.
      </Typography.Text>
    </Flex>
  );
}

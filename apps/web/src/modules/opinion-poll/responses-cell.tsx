import type { PollItem } from '@console/contract';
import { Typography } from 'antd';
import { formatRate } from './poll-format.ts';

/** "412 (41.2%)": who answered, of the recipients the poll was sent to. */
export function ResponsesCell({ item }: { item: Pick<PollItem, 'responses_count' | 'delivery'> }) {
  const recipients = item.delivery.recipients;
  if (recipients === 0) return <>—</>;
  return (
    <Typography.Text>
      {item.responses_count.toLocaleString('en-IN')}
      <Typography.Text type="secondary">
        {` (${formatRate(item.responses_count / recipients)})`}
      </Typography.Text>
    </Typography.Text>
  );
}

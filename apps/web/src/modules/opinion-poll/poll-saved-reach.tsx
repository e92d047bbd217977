import type { PollItem } from '@console/contract';
import { Flex, Typography } from 'antd';
import {
  ReachError,
  ReachStatus,
  reachSummary,
} from '../../platform/kit/targeting/reach-count.tsx';
import { usePollSegmentsReach } from './poll-api.ts';

// A saved poll's reach as 002 §7 counts it (GET /opinion_poll/{id}/segments_reach_count): the
// whole audience, those with the app (who receive the poll and can answer), and each segment.

const format = (value: number) => value.toLocaleString('en-IN');

export function SavedPollReach({ poll }: { poll: Pick<PollItem, 'id' | 'academic_year_id'> }) {
  const reach = usePollSegmentsReach(poll);
  const { data } = reach;
  return (
    <ReachStatus loading={reach.isFetching}>
      {reach.isError ? (
        <ReachError error={reach.error} onRetry={() => void reach.refetch()} />
      ) : data ? (
        <Flex vertical aria-busy={reach.isFetching}>
          <Typography.Text strong>{reachSummary(data)}</Typography.Text>
          <Typography.Text type="secondary">
            {format(data.with_app)} with the app receive the poll and can answer · counted for the
            audience as saved
          </Typography.Text>
          {data.segments.length > 0 && (
            <Typography.Text type="secondary">
              {data.segments
                .map((segment) => `${segment.segment_name}: ${format(segment.count)}`)
                .join(' · ')}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <Typography.Text type="secondary">Counting recipients…</Typography.Text>
      )}
    </ReachStatus>
  );
}

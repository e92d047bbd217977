import type { SegmentTag as Segment } from '@console/contract';
import { Flex } from 'antd';
import { SegmentTag } from '../../platform/kit/tags/segment-tags.tsx';

// An event's segment tags in 001 §3's colours (its status is a StatusTag of EVENT_STATUSES).

export function EventSegmentTags({ tags }: { tags: readonly Segment[] }) {
  if (tags.length === 0) return null;
  return (
    <Flex gap={4} wrap>
      {tags.map((tag) => (
        <SegmentTag key={tag.id} name={tag.name} />
      ))}
    </Flex>
  );
}

import {
  EVENT_STATUS_META,
  eventStatusOrDraft,
  type SegmentTag as Segment,
} from '@console/contract';
import { Flex, Tag } from 'antd';
import { SegmentTag } from '../../platform/content/content-tags.tsx';

// An event's status in 001 §4's colours (Hidden grey, Active green, Scheduled yellow, Draft
// blue) and its segment tags in 001 §3's.

export function EventStatusTag({ status }: { status: number }) {
  const meta = EVENT_STATUS_META[eventStatusOrDraft(status)];
  return <Tag color={meta.colour}>{meta.label}</Tag>;
}

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

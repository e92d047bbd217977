import { EditOutlined, PictureOutlined } from '@ant-design/icons';
import { EVENT_STATUSES, type EventItem } from '@console/contract';
import { Card, Empty, Flex, Image, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { notify } from '../../platform/core/notify/notify.ts';
import { HueTag } from '../../platform/kit/tags/hue-tag.tsx';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { useRateEvent } from './api.ts';
import { EventRating } from './event-rating.tsx';
import { EventStatusMenu } from './event-status-menu.tsx';
import { EventSegmentTags } from './event-tags.tsx';

// One event in the gallery grid: its photos (the first as the cover; the preview walks through
// all of them), status, tags, who rated it, and the rating stars for permitted raters.

export interface EventCardProps {
  event: EventItem;
  userId: number | undefined;
  canRate: boolean;
  maxRating: number;
  canChange: boolean;
}

export function EventPhotos({ event, height }: { event: EventItem; height: number }) {
  const [cover] = event.attachments;
  if (!cover) {
    return (
      <Flex align="center" justify="center" style={{ height, background: '#fafafa' }}>
        <Empty image={<PictureOutlined style={{ fontSize: 32 }} />} description="No photos yet" />
      </Flex>
    );
  }
  return (
    <Image.PreviewGroup items={event.attachments.map((photo) => photo.url)}>
      <Image
        src={cover.url}
        alt={`${event.title}: ${cover.file_name}`}
        width="100%"
        height={height}
        style={{ objectFit: 'cover' }}
      />
    </Image.PreviewGroup>
  );
}

export function EventCard({ event, userId, canRate, maxRating, canChange }: EventCardProps) {
  const rate = useRateEvent();
  return (
    <Card
      cover={<EventPhotos event={event} height={170} />}
      actions={
        canChange
          ? [
              <EventStatusMenu key="status" event={event} size="small" />,
              <Link
                key="edit"
                to={`/event-gallery/form?id=${event.id}`}
                aria-label={`Edit ${event.title}`}
              >
                <EditOutlined /> Edit
              </Link>,
            ]
          : undefined
      }
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="start" gap={8}>
          <Link to={`/event-gallery/${event.id}`}>
            <Typography.Text strong>{event.title}</Typography.Text>
          </Link>
          <StatusTag codes={EVENT_STATUSES} code={event.status} />
        </Flex>
        <Typography.Text type="secondary">
          {dayjs(event.event_date).format('DD-MMM-YYYY')} · {event.branch_name}
        </Typography.Text>
        <EventSegmentTags tags={event.segment_tag_list} />
        <Flex gap={4} wrap>
          <Tag>{event.image_count} photos</Tag>
          {event.rated_by_zc && <HueTag hue="blue">Rated by ZC</HueTag>}
          {event.rated_by_rd && <HueTag hue="magenta">Rated by R&amp;D</HueTag>}
        </Flex>
        <EventRating
          ratings={event.ratings}
          userId={userId}
          canRate={canRate && event.status === 1 && event.image_count > 0}
          max={maxRating}
          busy={rate.isPending}
          label={`Rate ${event.title}`}
          onRate={(rating) =>
            rate.mutate(
              { eventId: event.id, rating },
              {
                onSuccess: () => notify.success('Rating saved.'),
                onError: (error) => notify.error('The rating was not saved', apiErrorText(error)),
              },
            )
          }
        />
      </Flex>
    </Card>
  );
}

import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { EVENT_STATUSES } from '@console/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Image,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';
import dayjs from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../platform/core/api/api-client.ts';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { useMe } from '../../platform/core/me/use-me.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { useDeleteEvent, useEvent, useModuleInputs, useRateEvent, useRateImage } from './api.ts';
import { EventRating } from './event-rating.tsx';
import { mayChangeEvent } from './event-rights.ts';
import { EventStatusMenu } from './event-status-menu.tsx';
import { EventSegmentTags } from './event-tags.tsx';

// /event-gallery/{id}: one event with every photo (preview and, for permitted raters, a rating
// per photo), the event's own rating, its status actions, edit and delete.

export default function EventDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const event = useEvent(valid ? id : null);
  const me = useMe().data;
  const inputs = useModuleInputs().data;
  const rateEvent = useRateEvent();
  const rateImage = useRateImage();
  const remove = useDeleteEvent();
  const navigate = useNavigate();

  if (!valid || (event.error instanceof ApiError && event.error.status === 404)) {
    return (
      <Result
        status="404"
        title="This event could not be found"
        subTitle="It may have been deleted, or it belongs to a branch outside your access."
        extra={
          <LinkButton to="/event-gallery" type="primary">
            Back to the gallery
          </LinkButton>
        }
      />
    );
  }
  if (event.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The event could not be loaded"
        description={event.error.message}
      />
    );
  }
  if (!event.data) return <Skeleton active />;
  const item = event.data;
  const canChange = mayChangeEvent(me, item);
  const canRate = (inputs?.can_rate ?? false) && item.status === 1;
  const max = inputs?.max_rating ?? 5;
  const saved = { onSuccess: () => notify.success('Rating saved.') };
  const failed = (error: Error) => notify.error('The rating was not saved', apiErrorText(error));

  return (
    <DetailPage
      back={{ to: '/event-gallery', label: 'Event Gallery' }}
      title={item.title}
      status={<StatusTag codes={EVENT_STATUSES} code={item.status} />}
      history={{ itemType: 'event_gallery_items', itemId: item.id, version: item.updated_at }}
      maxWidth="none"
      actions={
        canChange && (
          <Flex gap={8}>
            <EventStatusMenu event={item} />
            <LinkButton to={`/event-gallery/form?id=${item.id}`} icon={<EditOutlined />}>
              Edit
            </LinkButton>
            <Popconfirm
              title="Delete this event?"
              description="It leaves the gallery for everyone."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    notify.success(`${item.title} deleted`);
                    void navigate('/event-gallery');
                  },
                  onError: (error) =>
                    notify.error('The event was not deleted', apiErrorText(error)),
                })
              }
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                Delete
              </Button>
            </Popconfirm>
          </Flex>
        )
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Event date">
          {dayjs(item.event_date).format('DD-MMM-YYYY')}
        </Descriptions.Item>
        <Descriptions.Item label="Branch">
          {item.branch_name} <Tag>{item.is_cbse ? 'CBSE' : 'Non-CBSE'}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Event type">{item.event_type_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Schedule">{item.event_schedule_id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Segments">
          <EventSegmentTags tags={item.segment_tag_list} />
        </Descriptions.Item>
        {item.status === 2 && (
          <Descriptions.Item label="Shown from">
            {formatDateTime(item.scheduled_at)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Created">
          {item.created_by_user.name}, {formatDateTime(item.created_at)}
        </Descriptions.Item>
        {item.updated_by_user && (
          <Descriptions.Item label="Last changed">
            {item.updated_by_user.name}, {formatDateTime(item.updated_at)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Event rating" span={2}>
          <EventRating
            ratings={item.ratings}
            userId={me?.id}
            canRate={canRate && item.image_count > 0}
            max={max}
            busy={rateEvent.isPending}
            label={`Rate ${item.title}`}
            onRate={(rating) =>
              rateEvent.mutate({ eventId: item.id, rating }, { ...saved, onError: failed })
            }
          />
        </Descriptions.Item>
      </Descriptions>
      {item.description && <Typography.Paragraph>{item.description}</Typography.Paragraph>}

      <Typography.Title level={5} style={{ margin: 0 }}>
        Photos ({item.image_count})
      </Typography.Title>
      {item.attachments.length === 0 ? (
        <Typography.Text type="secondary">No photos have been uploaded yet.</Typography.Text>
      ) : (
        <Image.PreviewGroup>
          <Row gutter={[16, 16]}>
            {item.attachments.map((photo) => (
              <Col key={photo.id} xs={24} sm={12} lg={8}>
                <Card
                  size="small"
                  cover={
                    <Image
                      src={photo.url}
                      alt={photo.file_name}
                      height={200}
                      style={{ objectFit: 'cover' }}
                    />
                  }
                >
                  <EventRating
                    ratings={photo.image_ratings}
                    userId={me?.id}
                    canRate={canRate}
                    max={max}
                    busy={rateImage.isPending}
                    label={`Rate ${photo.file_name}`}
                    onRate={(rating) =>
                      rateImage.mutate(
                        { eventId: item.id, mediaId: photo.id, rating },
                        { ...saved, onError: failed },
                      )
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </Image.PreviewGroup>
      )}
    </DetailPage>
  );
}

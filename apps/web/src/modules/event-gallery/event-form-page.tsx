import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BOARD_TYPE_FILTER,
  EVENT_BOARD_LABELS,
  EVENT_IMAGE_EXTENSIONS,
  EVENT_IMAGES_MAX,
  EVENT_STATUSES,
  EventGalleryMessages,
  EventStatus,
  GlobalModule,
  SEGMENTS,
  eventStatusOrDraft,
  type EventBody,
  type EventItem,
} from '@console/contract';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Skeleton,
  Upload,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAcademicYear } from '../../platform/academic-year/use-academic-year.ts';
import { apiErrorText, apiFieldErrors } from '../../platform/content/api-errors.ts';
import { DATE_TIME_FORMAT } from '../../platform/content/content-tags.tsx';
import { SchedulePicker } from '../../platform/content/schedule-picker.tsx';
import { uploadMedia } from '../../platform/media/upload-media.ts';
import { notify } from '../../platform/notify/notify.ts';
import { useTargetAsset } from '../../platform/targeting/targeting-assets.ts';
import { useEvent, useModuleInputs, useSaveEvent, useScheduleWindow } from './api.ts';
import { eventScheduleError, statusMoves } from './event-status-menu.tsx';
import { PageHeading } from '../../platform/layout/page-heading.tsx';

// /event-gallery/form (create) and /event-gallery/form?id={id} (edit): title, description, date,
// branch, segments, type or schedule, photos (uploaded through POST /media first; the form
// sends their ids) and status.

interface FormValues {
  title: string;
  description?: string;
  event_date?: Dayjs;
  branch_id?: number;
  segment_tag_id_list: number[];
  event_type_id?: number | null;
  event_schedule_id?: number | null;
  status: number;
  scheduled_at?: Dayjs | null;
}

const ACCEPT = EVENT_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Uploaded photos as the Upload control lists them (their media id is the uid). */
const photosOf = (event: EventItem | undefined): UploadFile[] =>
  (event?.attachments ?? []).map((photo) => ({
    uid: String(photo.id),
    name: photo.file_name,
    status: 'done',
    url: photo.url,
    thumbUrl: photo.url,
    response: { id: photo.id },
  }));

export default function EventFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const existing = useEvent(id);
  if (id !== null && !existing.data) {
    if (existing.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title="The event could not be loaded"
          description={existing.error.message}
        />
      );
    }
    return <Skeleton active />;
  }
  return <EventForm key={id ?? 'new'} event={existing.data} />;
}

function EventForm({ event }: { event: EventItem | undefined }) {
  const [form] = Form.useForm<FormValues>();
  const [academicYearId] = useAcademicYear();
  const navigate = useNavigate();
  const save = useSaveEvent();
  const inputs = useModuleInputs().data;
  const schedules = useScheduleWindow(6).data ?? [];
  const branches =
    useTargetAsset('branch', { globalModuleId: GlobalModule.events, academicYearId }).data ?? [];
  const [photos, setPhotos] = useState<UploadFile[]>(() => photosOf(event));
  const status = Form.useWatch('status', form);

  useEffect(() => {
    form.setFieldsValue({
      title: event?.title ?? '',
      description: event?.description ?? '',
      event_date: event ? dayjs(event.event_date) : undefined,
      branch_id: event?.branch_id,
      segment_tag_id_list: event?.segment_tag_id_list ?? [],
      event_type_id: event?.event_type_id ?? null,
      event_schedule_id: event?.event_schedule_id ?? null,
      status: event ? eventStatusOrDraft(event.status) : EventStatus.Draft,
      scheduled_at: event?.scheduled_at ? dayjs(event.scheduled_at) : null,
    });
  }, [event, form]);

  const statusOptions = useMemo(() => {
    const codes: number[] = event
      ? [eventStatusOrDraft(event.status), ...statusMoves(event.status).map((m) => m.to)]
      : [EventStatus.Active, EventStatus.Scheduled, EventStatus.Draft];
    return EVENT_STATUSES.options([...new Set(codes.map(eventStatusOrDraft))]);
  }, [event]);

  const submit = (values: FormValues) => {
    const attachments = photos.flatMap((photo) => {
      const mediaId = (photo.response as { id?: number } | undefined)?.id;
      return photo.status === 'done' && mediaId ? [mediaId] : [];
    });
    const body: EventBody & { status: number } = {
      title: values.title,
      description: values.description ?? '',
      event_date: values.event_date?.format('YYYY-MM-DD') ?? '',
      branch_id: values.branch_id!,
      segment_tag_id_list: values.segment_tag_id_list,
      attachments,
      event_type_id: values.event_type_id ?? null,
      event_schedule_id: values.event_schedule_id ?? null,
      status: values.status,
      scheduled_at:
        values.status === EventStatus.Scheduled ? values.scheduled_at?.toISOString() : null,
      academic_year_id: event?.academic_year_id ?? academicYearId,
    };
    save.mutate(
      { id: event?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notify.success(event ? 'Event saved.' : 'Event created.');
          void navigate(`/event-gallery/${saved.id}`);
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          if (fields.length > 0) {
            form.setFields(
              fields
                .filter((f) => f.field !== 'attachments')
                .map((f) => ({ name: f.field as keyof FormValues, errors: [f.message] })),
            );
          }
          notify.error('The event was not saved', apiErrorText(error));
        },
      },
    );
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Link to={event ? `/event-gallery/${event.id}` : '/event-gallery'}>
        <ArrowLeftOutlined /> {event ? event.title : 'Event Gallery'}
      </Link>
      <PageHeading>{event ? 'Edit event' : 'Create event'}</PageHeading>
      <Form<FormValues> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="title"
          label="Title"
          rules={[
            { required: true, whitespace: true, message: EventGalleryMessages.titleRequired },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="event_date"
            label="Event date"
            rules={[{ required: true, message: EventGalleryMessages.eventDateRequired }]}
          >
            <DatePicker format="DD-MMM-YYYY" />
          </Form.Item>
          <Form.Item
            name="branch_id"
            label="Branch"
            style={{ minWidth: 320, flex: 1 }}
            rules={[{ required: true, message: EventGalleryMessages.branchRequired }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="The branch the event took place at"
              options={branches.map((b) => ({ value: b.id, label: b.name }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="segment_tag_id_list" label="Segments">
          <Select
            mode="multiple"
            placeholder="Segments the event was for"
            options={SEGMENTS.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="event_schedule_id" label="Schedule" style={{ minWidth: 320, flex: 1 }}>
            <Select
              allowClear
              placeholder="The schedule this event answers, if any"
              options={schedules.map((s) => ({
                value: s.id,
                label: `${s.event_type_name} · ${dayjs(s.scheduled_at).format(DATE_TIME_FORMAT)} · ${EVENT_BOARD_LABELS[BOARD_TYPE_FILTER[s.board_type] ?? 'All']}`,
              }))}
              onChange={(scheduleId: number | undefined) => {
                const schedule = schedules.find((s) => s.id === scheduleId);
                if (schedule) form.setFieldValue('event_type_id', schedule.event_type_id);
              }}
            />
          </Form.Item>
          <Form.Item name="event_type_id" label="Event type" style={{ minWidth: 240 }}>
            <Select
              allowClear
              placeholder="Event type"
              options={(inputs?.event_types ?? []).map((t) => ({ value: t.id, label: t.name }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item label={`Photos (up to ${EVENT_IMAGES_MAX})`}>
          <Upload
            listType="picture-card"
            accept={ACCEPT}
            multiple
            fileList={photos}
            onChange={({ fileList }) => setPhotos(fileList)}
            customRequest={({ file, onSuccess, onError }) => {
              uploadMedia(file as File).then(
                (media) => onSuccess?.({ id: media.id, url: media.url }),
                (error: Error) => {
                  notify.error(`${(file as File).name} was not uploaded`, error.message);
                  onError?.(error);
                },
              );
            }}
          >
            {photos.length >= EVENT_IMAGES_MAX ? null : (
              <button type="button" style={{ border: 0, background: 'none' }}>
                <PlusOutlined />
                <div style={{ marginTop: 8 }}>Add photo</div>
              </button>
            )}
          </Upload>
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Radio.Group optionType="button" options={statusOptions} />
        </Form.Item>
        {status === EventStatus.Scheduled && (
          <Form.Item
            name="scheduled_at"
            label="Show from"
            rules={[
              {
                validator: (_rule, value: Dayjs | null) => {
                  const problem = eventScheduleError(value ?? null);
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <SchedulePicker />
          </Form.Item>
        )}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {event ? 'Save' : 'Create'}
          </Button>
          <Link to={event ? `/event-gallery/${event.id}` : '/event-gallery'}>
            <Button>Cancel</Button>
          </Link>
        </Flex>
      </Form>
    </Flex>
  );
}

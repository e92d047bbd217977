import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { PlusOutlined } from '@ant-design/icons';
import {
  BOARD_TYPE_FILTER,
  EVENT_BOARD_LABELS,
  EVENT_IMAGE_EXTENSIONS,
  EVENT_IMAGES_MAX,
  EVENT_STATUSES,
  EventStatus,
  GlobalModule,
  SEGMENTS,
  eventGalleryEndpoints,
  eventStatusOrDraft,
  type EventItem,
  type EventUpdateBody,
  type ShownEventStatus,
} from '@console/contract';
import {
  Alert,
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
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { DATE_TIME_FORMAT } from '../../platform/core/format/date-time.ts';
import { SchedulePicker } from '../../platform/engines/content/schedule-picker.tsx';
import { ContractField } from '../../platform/kit/form/contract-field.tsx';
import { ContractForm } from '../../platform/kit/form/contract-form.tsx';
import { formTarget, type FormDraft } from '../../platform/kit/form/form-target.ts';
import { uploadMedia } from '../../platform/kit/media/upload-media.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
import { useEvent, useModuleInputs, useSaveEvent, useScheduleWindow } from './api.ts';
import { eventScheduleError, statusMoves } from './event-status-menu.tsx';
import { FormPageHeading } from '../../platform/kit/form/form-page-heading.tsx';

// /event-gallery/form (create) and /event-gallery/form?id={id} (edit): title, description, date,
// branch, segments, type or schedule, photos (uploaded through POST /media first; the form
// sends their ids) and status. A ContractForm: checked with the create or update call's schema.

interface FormValues {
  title: string;
  description?: string;
  event_date?: Dayjs;
  branch_id?: number;
  segment_tag_id_list: number[];
  event_type_id?: number | null;
  event_schedule_id?: number | null;
  /** The photos as the Upload control lists them; their media ids go in the body. */
  attachments?: UploadFile[];
  status: ShownEventStatus;
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
  const status = Form.useWatch('status', form);
  const photos = Form.useWatch('attachments', form) ?? [];
  const back = event ? `/event-gallery/${event.id}` : '/event-gallery';

  const initialValues = useMemo<FormValues>(
    () => ({
      title: event?.title ?? '',
      description: event?.description ?? '',
      event_date: event ? dayjs(event.event_date) : undefined,
      branch_id: event?.branch_id,
      segment_tag_id_list: event?.segment_tag_id_list ?? [],
      event_type_id: event?.event_type_id ?? null,
      event_schedule_id: event?.event_schedule_id ?? null,
      attachments: photosOf(event),
      status: event ? eventStatusOrDraft(event.status) : EventStatus.Draft,
      scheduled_at: event?.scheduled_at ? dayjs(event.scheduled_at) : null,
    }),
    [event],
  );

  const statusOptions = useMemo(() => {
    const codes: number[] = event
      ? [eventStatusOrDraft(event.status), ...statusMoves(event.status).map((m) => m.to)]
      : [EventStatus.Active, EventStatus.Scheduled, EventStatus.Draft];
    return EVENT_STATUSES.options([...new Set(codes.map(eventStatusOrDraft))]);
  }, [event]);

  // A new event is checked by the create call's schema, a change by the update call's.
  const target = event
    ? formTarget(eventGalleryEndpoints.update, (body) => save.mutateAsync({ id: event.id, body }))
    : formTarget(eventGalleryEndpoints.create, (body) => save.mutateAsync({ id: null, body }));

  const toBody = (values: FormValues): FormDraft<EventUpdateBody> => ({
    title: values.title,
    description: values.description ?? '',
    event_date: values.event_date?.format('YYYY-MM-DD'),
    branch_id: values.branch_id,
    segment_tag_id_list: values.segment_tag_id_list,
    // Photos still uploading or failed are left out; the server is sent their media ids.
    attachments: (values.attachments ?? []).flatMap((photo) => {
      const mediaId = (photo.response as { id?: number } | undefined)?.id;
      return photo.status === 'done' && mediaId ? [mediaId] : [];
    }),
    event_type_id: values.event_type_id ?? null,
    event_schedule_id: values.event_schedule_id ?? null,
    status: values.status,
    scheduled_at:
      values.status === EventStatus.Scheduled ? values.scheduled_at?.toISOString() : null,
    academic_year_id: event?.academic_year_id ?? academicYearId,
  });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <FormPageHeading from={{ to: back, label: event ? event.title : 'Event Gallery' }}>
        {event ? 'Edit event' : 'Create event'}
      </FormPageHeading>
      <ContractForm
        form={form}
        target={target}
        toBody={toBody}
        initialValues={initialValues}
        submitText={event ? 'Save' : 'Create'}
        actions={<LinkButton to={back}>Cancel</LinkButton>}
        onSaved={(saved) => {
          notify.success(event ? 'Event saved.' : 'Event created.');
          void navigate(`/event-gallery/${saved.id}`);
        }}
      >
        <ContractField name="title" label="Title">
          <Input />
        </ContractField>
        <ContractField name="description" label="Description">
          <Input.TextArea rows={3} />
        </ContractField>
        <Flex gap={16} wrap>
          <ContractField name="event_date" label="Event date">
            <DatePicker format="DD-MMM-YYYY" />
          </ContractField>
          <ContractField name="branch_id" label="Branch" style={{ minWidth: 320, flex: 1 }}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="The branch the event took place at"
              options={branches.map((b) => ({ value: b.id, label: b.name }))}
            />
          </ContractField>
        </Flex>
        <ContractField name="segment_tag_id_list" label="Segments">
          <Select
            mode="multiple"
            placeholder="Segments the event was for"
            options={SEGMENTS.map((s) => ({ value: s.id, label: s.name }))}
          />
        </ContractField>
        <Flex gap={16} wrap>
          <ContractField
            name="event_schedule_id"
            label="Schedule"
            style={{ minWidth: 320, flex: 1 }}
          >
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
          </ContractField>
          <ContractField name="event_type_id" label="Event type" style={{ minWidth: 240 }}>
            <Select
              allowClear
              placeholder="Event type"
              options={(inputs?.event_types ?? []).map((t) => ({ value: t.id, label: t.name }))}
            />
          </ContractField>
        </Flex>
        <ContractField
          name="attachments"
          label={`Photos (up to ${EVENT_IMAGES_MAX})`}
          valuePropName="fileList"
          getValueFromEvent={({ fileList }: { fileList: UploadFile[] }) => fileList}
        >
          <Upload
            listType="picture-card"
            accept={ACCEPT}
            multiple
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
        </ContractField>
        <ContractField name="status" label="Status">
          <Radio.Group optionType="button" options={statusOptions} />
        </ContractField>
        {status === EventStatus.Scheduled && (
          <ContractField
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
          </ContractField>
        )}
      </ContractForm>
    </Flex>
  );
}

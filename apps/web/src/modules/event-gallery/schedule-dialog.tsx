import {
  BOARD_TYPE_FILTER,
  BoardType,
  EVENT_BOARD_LABELS,
  EventGalleryMessages,
  type EventModuleInputs,
  type EventSchedule,
  type EventScheduleInput,
} from '@console/contract';
import { DatePicker, Form, Modal, Select, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useCreateSchedules, useUpdateSchedule, useUpdateSchedules } from './api.ts';

// Adding schedules (one per chosen date, all in one call), editing one, and editing several at
// once (only the fields filled in change).

export type ScheduleDialogMode =
  { kind: 'create' } | { kind: 'edit'; schedule: EventSchedule } | { kind: 'bulk'; ids: number[] };

interface Values {
  dates?: Dayjs[];
  date?: Dayjs;
  time?: Dayjs;
  event_type_id?: number;
  board_type?: number;
  subject_id?: number | null;
  course_id_list?: number[];
}

export const BOARD_CHOICES = [BoardType.All, BoardType.Cbse, BoardType.NonCbse].map((id) => ({
  value: id,
  label: EVENT_BOARD_LABELS[BOARD_TYPE_FILTER[id]!],
}));

/** A day and a time of day as one ISO instant. */
const at = (day: Dayjs, time: Dayjs | undefined) =>
  day
    .hour(time?.hour() ?? 10)
    .minute(time?.minute() ?? 0)
    .second(0)
    .millisecond(0)
    .toISOString();

export function ScheduleDialog({
  mode,
  inputs,
  onClose,
}: {
  mode: ScheduleDialogMode | null;
  inputs: EventModuleInputs | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const create = useCreateSchedules();
  const update = useUpdateSchedule();
  const bulk = useUpdateSchedules();
  const pending = create.isPending || update.isPending || bulk.isPending;

  useEffect(() => {
    form.resetFields();
    if (mode?.kind === 'edit') {
      const when = dayjs(mode.schedule.scheduled_at);
      form.setFieldsValue({
        date: when,
        time: when,
        event_type_id: mode.schedule.event_type_id,
        board_type: mode.schedule.board_type,
        subject_id: mode.schedule.subject_id,
        course_id_list: mode.schedule.course_id_list,
      });
    } else if (mode?.kind === 'create') {
      form.setFieldsValue({ board_type: BoardType.All, course_id_list: [] });
    }
  }, [mode, form]);

  if (!mode) return null;
  const required = mode.kind !== 'bulk';
  const done = (message: string) => () => {
    notify.success(message);
    onClose();
  };
  const failed = (error: Error) =>
    notify.error('The schedules were not saved', apiErrorText(error));

  const submit = (values: Values) => {
    const fields = {
      board_type: values.board_type,
      subject_id: values.subject_id ?? null,
      course_id_list: values.course_id_list ?? [],
    };
    if (mode.kind === 'create') {
      const schedules: EventScheduleInput[] = (values.dates ?? []).map((day) => ({
        ...fields,
        scheduled_at: at(day, values.time),
        event_type_id: values.event_type_id!,
      }));
      create.mutate(schedules, {
        onSuccess: done(`${schedules.length} schedule${schedules.length === 1 ? '' : 's'} added.`),
        onError: failed,
      });
    } else if (mode.kind === 'edit') {
      update.mutate(
        {
          id: mode.schedule.id,
          body: {
            ...fields,
            scheduled_at: at(values.date!, values.time),
            event_type_id: values.event_type_id!,
          },
        },
        { onSuccess: done('Schedule saved.'), onError: failed },
      );
    } else {
      // Only what was filled in changes.
      const changes: Partial<EventScheduleInput> = {};
      if (values.date) changes.scheduled_at = at(values.date, values.time);
      if (values.event_type_id !== undefined) changes.event_type_id = values.event_type_id;
      if (values.board_type !== undefined) changes.board_type = values.board_type;
      if (values.subject_id !== undefined) changes.subject_id = values.subject_id;
      if (values.course_id_list && values.course_id_list.length > 0) {
        changes.course_id_list = values.course_id_list;
      }
      if (Object.keys(changes).length === 0) {
        form.setFields([{ name: 'event_type_id', errors: [EventGalleryMessages.nothingToChange] }]);
        return;
      }
      bulk.mutate(
        { ids: mode.ids, ...changes },
        { onSuccess: done(`${mode.ids.length} schedules changed.`), onError: failed },
      );
    }
  };

  const title =
    mode.kind === 'create'
      ? 'Add schedules'
      : mode.kind === 'edit'
        ? 'Edit schedule'
        : `Edit ${mode.ids.length} schedules`;
  return (
    <Modal
      open
      title={title}
      okText="Save"
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {mode.kind === 'bulk' && (
        <Typography.Paragraph type="secondary">
          Fill in only what should change on every selected schedule.
        </Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        {mode.kind === 'create' ? (
          <Form.Item
            name="dates"
            label="Dates (one schedule each)"
            rules={[{ required: true, message: EventGalleryMessages.scheduledAtRequired }]}
          >
            <DatePicker multiple format="DD-MMM-YYYY" style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item
            name="date"
            label="Date"
            rules={
              required
                ? [{ required: true, message: EventGalleryMessages.scheduledAtRequired }]
                : []
            }
          >
            <DatePicker format="DD-MMM-YYYY" />
          </Form.Item>
        )}
        <Form.Item name="time" label="Time">
          <TimePicker format="hh:mm A" use12Hours minuteStep={5} />
        </Form.Item>
        <Form.Item
          name="event_type_id"
          label="Event type"
          rules={
            required ? [{ required: true, message: EventGalleryMessages.eventTypeRequired }] : []
          }
        >
          <Select
            allowClear={!required}
            showSearch
            optionFilterProp="label"
            options={(inputs?.event_types ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item name="board_type" label="Board">
          <Select allowClear={!required} options={BOARD_CHOICES} />
        </Form.Item>
        <Form.Item name="subject_id" label="Subject">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={(inputs?.subjects ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="course_id_list" label="Courses (none: every course)">
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={(inputs?.courses ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { DownOutlined } from '@ant-design/icons';
import {
  EVENT_STATUSES,
  EVENT_STATUS_MACHINE,
  EventGalleryMessages,
  EventStatus,
  eventStatusOrDraft,
  type EventItem,
  type ShownEventStatus,
} from '@console/contract';
import { Button, Dropdown, Flex, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { SchedulePicker } from '../../platform/engines/content/schedule-picker.tsx';
import { notify } from '../../platform/core/notify/notify.ts';
import { useChangeStatus } from './api.ts';

// The status call (001 §4) as a menu: only the moves EVENT_STATUS_MACHINE allows from the
// event's status are offered (the server refuses the others anyway); scheduling asks for a date.

type Status = ShownEventStatus;

/** Why a schedule date cannot be used, or null. */
export function eventScheduleError(value: Dayjs | null, now: Dayjs = dayjs()): string | null {
  if (!value) return EventGalleryMessages.scheduleRequired;
  if (!value.isAfter(now)) return EventGalleryMessages.scheduleInPast;
  return null;
}

/** The moves offered from a status, with their buttons' words. */
export function statusMoves(status: number): { to: Status; label: string }[] {
  const from = eventStatusOrDraft(status);
  return EVENT_STATUS_MACHINE.nextStatuses(from)
    .filter((to) => to !== from || to === EventStatus.Scheduled)
    .map((to) => ({
      to,
      label: to === from ? 'Reschedule' : EVENT_STATUSES.of(to).action,
    }));
}

export function EventStatusMenu({ event, size }: { event: EventItem; size?: 'small' }) {
  const change = useChangeStatus();
  const [scheduling, setScheduling] = useState(false);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const moves = statusMoves(event.status);
  if (moves.length === 0) return null;

  const move = (to: Status, scheduledAt?: string) =>
    change.mutate(
      { id: event.id, status: to, scheduledAt },
      {
        onSuccess: (changed) => {
          setScheduling(false);
          notify.success(`${event.title}: ${EVENT_STATUSES.label(changed.status)}`);
        },
        onError: (error) => notify.error('The status could not be changed', apiErrorText(error)),
      },
    );

  return (
    <>
      <Dropdown
        menu={{
          items: moves.map((m) => ({ key: String(m.to), label: m.label })),
          onClick: ({ key }) => {
            const to = Number(key) as Status;
            if (to === EventStatus.Scheduled) {
              setDate(event.scheduled_at ? dayjs(event.scheduled_at) : null);
              setDateError(null);
              setScheduling(true);
            } else move(to);
          },
        }}
      >
        <Button
          size={size}
          loading={change.isPending}
          aria-label={`Change status of ${event.title}`}
        >
          Status <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={scheduling}
        title={`Schedule “${event.title}”`}
        okText="Schedule"
        confirmLoading={change.isPending}
        onCancel={() => setScheduling(false)}
        onOk={() => {
          const problem = eventScheduleError(date);
          setDateError(problem);
          if (!problem && date) move(EventStatus.Scheduled, date.toISOString());
        }}
      >
        <Flex vertical gap={8}>
          <Typography.Text>The event is shown from this date and time on.</Typography.Text>
          <SchedulePicker
            value={date}
            onChange={setDate}
            status={dateError ? 'error' : undefined}
          />
          {dateError && <Typography.Text type="danger">{dateError}</Typography.Text>}
        </Flex>
      </Modal>
    </>
  );
}

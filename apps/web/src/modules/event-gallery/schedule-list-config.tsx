import { EditOutlined } from '@ant-design/icons';
import {
  BOARD_TYPE_FILTER,
  EVENT_BOARD_LABELS,
  EventGalleryMessages,
  MAX_PAGE_SIZE,
  eventGalleryEndpoints,
  type EventModuleInputs,
  type EventSchedule,
} from '@console/contract';
import { Badge, Button, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { defineBulkAction, type BulkResult } from '../../platform/kit/list/bulk-action.ts';
import { calendarRange } from '../../platform/kit/list/calendar-days.ts';
import type { ListColumn, ListConfig, ListFilter } from '../../platform/kit/list/list-config.ts';
import type { ScheduleDialogMode } from './schedule-dialog.tsx';
import { BOARD_CHOICES } from './schedule-dialog.tsx';

// The schedules (GET event_schedule_v2) as list configuration for its two views. The table:
// paged, sorted by date, with bulk delete (and bulk edit beside it) for schedule managers. The
// calendar: the same filters but the date range, which the month shown replaces, in one page.

export type ScheduleView = 'table' | 'calendar';

const boardLabel = (board: number) => EVENT_BOARD_LABELS[BOARD_TYPE_FILTER[board] ?? 'All'];

interface ScheduleListInputs {
  view: ScheduleView;
  /** The calendar's month. */
  month: Dayjs;
  inputs: EventModuleInputs | undefined;
  academicYearId: number;
  /** The user may add, edit and delete schedules. */
  manage: boolean;
  onEdit: (mode: ScheduleDialogMode) => void;
  deleteSchedules: (ids: number[]) => Promise<{ deleted: number }>;
}

export function scheduleListConfig(options: ScheduleListInputs): ListConfig<EventSchedule> {
  const { view, month, inputs, academicYearId, manage } = options;
  const dateRange: ListFilter = {
    kind: 'date-range',
    key: 'from_date',
    toKey: 'to_date',
    label: 'Scheduled between',
  };
  const filters: ListFilter[] = [
    ...(view === 'table' ? [dateRange] : []),
    {
      kind: 'select',
      key: 'event_type_id',
      label: 'Event type',
      options: (inputs?.event_types ?? []).map((t) => ({ value: String(t.id), label: t.name })),
    },
    {
      kind: 'select',
      key: 'board_type',
      label: 'Board',
      options: BOARD_CHOICES.map((b) => ({ value: String(b.value), label: b.label })),
    },
  ];
  const base = {
    endpoint: eventGalleryEndpoints.schedulePage,
    title: 'Event schedules',
    rowKey: 'id' as const,
    filters,
    emptyText: 'No schedules yet.',
    // The view and the calendar's month are the page's, not the list call's.
    pageParams: ['view', 'month'],
  };
  if (view === 'calendar') {
    const range = calendarRange(month);
    return {
      ...base,
      columns: [],
      // Every schedule the month's page shows, in date order (a month is far below the cap).
      fixedQuery: {
        academic_year_id: academicYearId,
        from_date: range.from,
        to_date: range.to,
        page: 1,
        limit: MAX_PAGE_SIZE,
        sort: 'scheduled_at',
        order: 'asc',
      },
    };
  }
  return {
    ...base,
    columns: scheduleColumns(manage, options.onEdit),
    sortParams: { field: 'sort', order: 'order' },
    fixedQuery: { academic_year_id: academicYearId },
    rowLabel: (row) => `schedule ${row.id}`,
    ...(manage ? { bulkActions: [deleteSchedulesAction(options.deleteSchedules)] } : {}),
  };
}

function scheduleColumns(
  manage: boolean,
  onEdit: (mode: ScheduleDialogMode) => void,
): ListColumn<EventSchedule>[] {
  const columns: ListColumn<EventSchedule>[] = [
    {
      key: 'scheduled_at',
      title: 'Scheduled at',
      sortable: true,
      render: (row) => formatDateTime(row.scheduled_at),
    },
    { key: 'type', title: 'Event type', render: (row) => row.event_type_name },
    { key: 'board', title: 'Board', render: (row) => boardLabel(row.board_type) },
    { key: 'subject', title: 'Subject', render: (row) => row.subject_name ?? '—' },
    {
      key: 'courses',
      title: 'Courses',
      render: (row) =>
        row.course_names.length === 0
          ? 'All'
          : row.course_names.map((course) => <Tag key={course}>{course}</Tag>),
    },
    {
      key: 'events',
      title: 'Events uploaded',
      render: (row) => (
        <Link to={`/event-gallery?event_schedule_id=${row.id}`}>{row.event_count}</Link>
      ),
    },
    {
      key: 'by',
      title: 'Last changed by',
      render: (row) => (row.updated_by_user ?? row.created_by_user).name,
    },
  ];
  if (manage) {
    columns.push({
      key: 'edit',
      title: '',
      render: (row) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit schedule ${row.id}`}
          onClick={() => onEdit({ kind: 'edit', schedule: row })}
        />
      ),
    });
  }
  return columns;
}

/** PUT …/delete deletes every schedule named or none; events uploaded for them stay. */
function deleteSchedulesAction(deleteSchedules: ScheduleListInputs['deleteSchedules']) {
  return defineBulkAction<EventSchedule, BulkResult>({
    key: 'delete',
    label: 'Delete',
    danger: true,
    confirm: (count) => `Delete ${count} schedule${count === 1 ? '' : 's'}?`,
    description: 'Events already uploaded for them stay in the gallery.',
    doneText: (count) => EventGalleryMessages.schedulesDeleted(count),
    run: async (keys) => {
      const answer = await deleteSchedules(keys.map(Number));
      return { succeeded: answer.deleted, failed: keys.length - answer.deleted };
    },
  });
}

/** A schedule on its calendar day: done (green) or to come (blue), opening its events. */
export function ScheduleOnDay({ schedule }: { schedule: EventSchedule }) {
  return (
    <Link to={`/event-gallery?event_schedule_id=${schedule.id}`}>
      <Badge
        status={dayjs(schedule.scheduled_at).isBefore(dayjs()) ? 'success' : 'processing'}
        text={`${schedule.event_type_name} (${boardLabel(schedule.board_type)}, ${schedule.event_count})`}
      />
    </Link>
  );
}

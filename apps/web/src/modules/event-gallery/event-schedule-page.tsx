import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BOARD_TYPE_FILTER,
  EVENT_BOARD_LABELS,
  EVENT_SCHEDULE_EXPORT_FILE,
  EVENT_SCHEDULE_PAST_MONTHS,
  eventGalleryEndpoints,
  type EventSchedule,
} from '@console/contract';
import {
  Alert,
  Badge,
  Button,
  Calendar,
  Flex,
  InputNumber,
  Popconfirm,
  Segmented,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAcademicYear } from '../../platform/academic-year/use-academic-year.ts';
import { apiErrorText } from '../../platform/content/api-errors.ts';
import { formatDateTime } from '../../platform/content/content-tags.tsx';
import { ExportButton } from '../../platform/list/export-button.tsx';
import { listPath, type ListConfig } from '../../platform/list/list-config.ts';
import { FilterControl } from '../../platform/list/list-filters.tsx';
import { listApiQuery, withValues } from '../../platform/list/list-state.ts';
import { useListState } from '../../platform/list/use-list-state.ts';
import { useMe } from '../../platform/me/use-me.ts';
import { notify } from '../../platform/notify/notify.ts';
import { useDeleteSchedules, useModuleInputs, useSchedulePage, useScheduleWindow } from './api.ts';
import { mayManageSchedules } from './event-rights.ts';
import { BOARD_CHOICES, ScheduleDialog, type ScheduleDialogMode } from './schedule-dialog.tsx';

// /event-gallery/event-schedule: the schedules as a paged table (GET event_schedule_v2) with
// bulk add, edit and delete, or as a calendar of the last months and what is coming (GET
// event_schedule, 6 months back by default).

const boardLabel = (board: number) => EVENT_BOARD_LABELS[BOARD_TYPE_FILTER[board] ?? 'All'];

export default function EventSchedulePage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'table';
  const me = useMe().data;
  const inputs = useModuleInputs().data;
  const manage = mayManageSchedules(me);
  const [dialog, setDialog] = useState<ScheduleDialogMode | null>(null);

  return (
    <Flex vertical gap={16}>
      <Link to="/event-gallery">
        <ArrowLeftOutlined /> Event Gallery
      </Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Event schedules
        </Typography.Title>
        <Flex gap={8} align="center">
          <Segmented
            aria-label="View"
            value={view}
            options={[
              { value: 'table', label: 'Table' },
              { value: 'calendar', label: 'Calendar' },
            ]}
            onChange={(next) => {
              const copy = new URLSearchParams(params);
              if (next === 'calendar') copy.set('view', 'calendar');
              else copy.delete('view');
              setParams(copy);
            }}
          />
          {manage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              Add schedules
            </Button>
          )}
        </Flex>
      </Flex>
      {view === 'table' ? (
        <ScheduleTable manage={manage} onEdit={setDialog} />
      ) : (
        <ScheduleCalendar />
      )}
      <ScheduleDialog mode={dialog} inputs={inputs} onClose={() => setDialog(null)} />
    </Flex>
  );
}

function ScheduleTable({
  manage,
  onEdit,
}: {
  manage: boolean;
  onEdit: (mode: ScheduleDialogMode) => void;
}) {
  const [academicYearId] = useAcademicYear();
  const inputs = useModuleInputs().data;
  const config = useMemo<ListConfig<EventSchedule>>(
    () => ({
      endpoint: eventGalleryEndpoints.schedulePage,
      title: 'Event schedules',
      rowKey: 'id',
      columns: [],
      filters: [
        { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Scheduled between' },
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
      ],
      sortParams: { field: 'sort', order: 'order' },
      fixedQuery: { academic_year_id: academicYearId },
    }),
    [inputs, academicYearId],
  );
  const [state, setState] = useListState(config);
  const query = useMemo(() => listApiQuery(state, config), [state, config]);
  const list = useSchedulePage(query);
  const remove = useDeleteSchedules();
  const [selected, setSelected] = useState<number[]>([]);

  const deleteSelected = () =>
    remove.mutate(selected, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setSelected([]);
      },
      onError: (error) => notify.error('The schedules were not deleted', apiErrorText(error)),
    });

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" role="search" aria-label="Schedule filters">
        {(config.filters ?? []).map((filter) => (
          <FilterControl
            key={filter.key}
            filter={filter}
            values={state.values}
            onChange={(changes) => setState(withValues(state, changes))}
          />
        ))}
        <div style={{ marginLeft: 'auto' }} />
        {manage && selected.length > 0 && (
          <>
            <Button icon={<EditOutlined />} onClick={() => onEdit({ kind: 'bulk', ids: selected })}>
              Edit {selected.length} selected
            </Button>
            <Popconfirm
              title={`Delete ${selected.length} schedule${selected.length === 1 ? '' : 's'}?`}
              description="Events already uploaded for them stay in the gallery."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={deleteSelected}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                Delete {selected.length} selected
              </Button>
            </Popconfirm>
          </>
        )}
        <ExportButton
          path={listPath(config)}
          query={query}
          fileName={EVENT_SCHEDULE_EXPORT_FILE}
          disabled={list.isError || list.data?.total === 0}
        />
      </Flex>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title="The schedules could not be loaded"
          description={list.error.message}
        />
      ) : (
        <Table<EventSchedule>
          aria-label="Event schedules"
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.rows ?? []}
          rowSelection={
            manage
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
              : undefined
          }
          columns={[
            {
              key: 'scheduled_at',
              title: 'Scheduled at',
              sorter: true,
              sortOrder:
                state.sort?.field === 'scheduled_at'
                  ? state.sort.order === 'asc'
                    ? 'ascend'
                    : 'descend'
                  : null,
              render: (_v, row) => formatDateTime(row.scheduled_at),
            },
            { key: 'type', title: 'Event type', dataIndex: 'event_type_name' },
            { key: 'board', title: 'Board', render: (_v, row) => boardLabel(row.board_type) },
            { key: 'subject', title: 'Subject', render: (_v, row) => row.subject_name ?? '—' },
            {
              key: 'courses',
              title: 'Courses',
              render: (_v, row) =>
                row.course_names.length === 0
                  ? 'All'
                  : row.course_names.map((c) => <Tag key={c}>{c}</Tag>),
            },
            {
              key: 'events',
              title: 'Events uploaded',
              render: (_v, row) => (
                <Link to={`/event-gallery?event_schedule_id=${row.id}`}>{row.event_count}</Link>
              ),
            },
            {
              key: 'by',
              title: 'Last changed by',
              render: (_v, row) => (row.updated_by_user ?? row.created_by_user).name,
            },
            ...(manage
              ? [
                  {
                    key: 'edit',
                    title: '',
                    render: (_v: unknown, row: EventSchedule) => (
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={`Edit schedule ${row.id}`}
                        onClick={() => onEdit({ kind: 'edit', schedule: row })}
                      />
                    ),
                  },
                ]
              : []),
          ]}
          pagination={{
            current: state.page,
            pageSize: state.limit,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `${total.toLocaleString()} schedules`,
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort' && !Array.isArray(sorter)) {
              setState({
                ...state,
                page: 1,
                sort: sorter.order
                  ? { field: 'scheduled_at', order: sorter.order === 'ascend' ? 'asc' : 'desc' }
                  : undefined,
              });
              return;
            }
            const limit = pagination.pageSize ?? state.limit;
            setState({
              ...state,
              limit,
              page: limit !== state.limit ? 1 : (pagination.current ?? 1),
            });
          }}
        />
      )}
    </Flex>
  );
}

function ScheduleCalendar() {
  const [months, setMonths] = useState<number>(EVENT_SCHEDULE_PAST_MONTHS);
  const window = useScheduleWindow(months);
  const byDay = useMemo(() => {
    const days = new Map<string, EventSchedule[]>();
    for (const schedule of window.data ?? []) {
      const day = dayjs(schedule.scheduled_at).format('YYYY-MM-DD');
      days.set(day, [...(days.get(day) ?? []), schedule]);
    }
    return days;
  }, [window.data]);

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Typography.Text>Months back</Typography.Text>
        <InputNumber
          aria-label="Months back"
          min={0}
          max={120}
          value={months}
          onChange={(value) => setMonths(value ?? EVENT_SCHEDULE_PAST_MONTHS)}
        />
      </Flex>
      {window.isError && (
        <Alert
          type="error"
          showIcon
          title="The schedules could not be loaded"
          description={window.error.message}
        />
      )}
      <Calendar
        cellRender={(day, info) => {
          if (info.type !== 'date') return info.originNode;
          return (
            <Flex vertical gap={2}>
              {(byDay.get(day.format('YYYY-MM-DD')) ?? []).map((schedule) => (
                <Link key={schedule.id} to={`/event-gallery?event_schedule_id=${schedule.id}`}>
                  <Badge
                    status={
                      dayjs(schedule.scheduled_at).isBefore(dayjs()) ? 'success' : 'processing'
                    }
                    text={`${schedule.event_type_name} (${boardLabel(schedule.board_type)}, ${schedule.event_count})`}
                  />
                </Link>
              ))}
            </Flex>
          );
        }}
      />
    </Flex>
  );
}

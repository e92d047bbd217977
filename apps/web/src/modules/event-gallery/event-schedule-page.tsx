import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageTrail } from '../../platform/kit/layout/breadcrumbs.tsx';
import { EVENT_SCHEDULE_EXPORT_FILE, type EventSchedule } from '@console/contract';
import { Button, Flex, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { monthFromText, monthText } from '../../platform/kit/list/calendar-days.ts';
import { CalendarView } from '../../platform/kit/list/calendar-view.tsx';
import { ExportButton } from '../../platform/kit/list/export-button.tsx';
import { ListFilterBar } from '../../platform/kit/list/list-filter-bar.tsx';
import { TableView } from '../../platform/kit/list/table-view.tsx';
import { useListController } from '../../platform/kit/list/use-list-controller.ts';
import { useMe } from '../../platform/core/me/use-me.ts';
import { useDeleteSchedules, useModuleInputs } from './api.ts';
import { mayManageSchedules } from './event-rights.ts';
import { ScheduleDialog, type ScheduleDialogMode } from './schedule-dialog.tsx';
import { ScheduleOnDay, scheduleListConfig, type ScheduleView } from './schedule-list-config.tsx';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';

// /event-gallery/event-schedule: the schedules (GET event_schedule_v2) through one list
// controller, as a paged table with bulk add, edit and delete, or as a month calendar; the view
// and the month are in the address (`view=calendar`, `month=2026-11`) beside the filters.

const scheduledAt = (schedule: EventSchedule) => schedule.scheduled_at;
const renderOnDay = (schedule: EventSchedule) => <ScheduleOnDay schedule={schedule} />;

export default function EventSchedulePage() {
  const [params, setParams] = useSearchParams();
  const view: ScheduleView = params.get('view') === 'calendar' ? 'calendar' : 'table';
  const month = monthFromText(params.get('month'));
  const [academicYearId] = useAcademicYear();
  const me = useMe().data;
  const inputs = useModuleInputs().data;
  const manage = mayManageSchedules(me);
  const [dialog, setDialog] = useState<ScheduleDialogMode | null>(null);
  const deleteSchedules = useDeleteSchedules().mutateAsync;
  const monthKey = monthText(month);
  const config = useMemo(
    () =>
      scheduleListConfig({
        view,
        month: monthFromText(monthKey),
        inputs,
        academicYearId,
        manage,
        onEdit: setDialog,
        deleteSchedules,
      }),
    [view, monthKey, inputs, academicYearId, manage, deleteSchedules],
  );
  const controller = useListController(config);

  const changeParam = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(key);
      else next.set(key, value);
      return next;
    });

  return (
    <Flex vertical gap={16}>
      <PageTrail list={{ to: '/event-gallery', label: 'Event Gallery' }} page="Event schedules" />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading>Event schedules</PageHeading>
        <Flex gap={8} align="center">
          <Segmented
            aria-label="View"
            value={view}
            options={[
              { value: 'table', label: 'Table' },
              { value: 'calendar', label: 'Calendar' },
            ]}
            onChange={(next) => changeParam('view', next === 'calendar' ? 'calendar' : undefined)}
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
      <ListFilterBar
        controller={controller}
        label="Schedule filters"
        presets={false}
        tableSettings={view === 'table'}
      >
        {view === 'table' && (
          <ExportButton
            endpoint={config.endpoint}
            query={controller.query}
            fileName={EVENT_SCHEDULE_EXPORT_FILE}
            disabled={controller.error !== null || (controller.loaded && controller.total === 0)}
          />
        )}
      </ListFilterBar>
      {view === 'table' ? (
        <TableView
          controller={controller}
          showTotal={(total) => `${total.toLocaleString()} schedules`}
          bulkExtra={
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() =>
                setDialog({ kind: 'bulk', ids: controller.selection.keys.map(Number) })
              }
            >
              Edit {controller.selection.count} selected
            </Button>
          }
        />
      ) : (
        <CalendarView
          controller={controller}
          label="Event schedules calendar"
          dateOf={scheduledAt}
          renderItem={renderOnDay}
          month={month}
          onMonthChange={(next: Dayjs) => changeParam('month', monthText(next))}
        />
      )}
      <ScheduleDialog mode={dialog} inputs={inputs} onClose={() => setDialog(null)} />
    </Flex>
  );
}

import { Alert, Calendar, Flex, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { rowsByDay } from './calendar-days.ts';
import { ListError } from './list-error.tsx';
import type { ListController } from './use-list-controller.ts';

// The list as a month calendar: each row placed on the day of its date field. The page owns the
// month (e.g. in the address) and asks the controller for that month's rows, typically with
// calendarRange() as the list call's date range and a page large enough for a month.

interface CalendarViewProps<Row> {
  controller: ListController<Row>;
  /** The date or date-time that places a row; rows without one are not shown. */
  dateOf: (row: Row) => string | null | undefined;
  renderItem: (row: Row) => ReactNode;
  month: Dayjs;
  onMonthChange: (month: Dayjs) => void;
  /** The calendar's name for assistive technology, e.g. "Event schedules calendar". */
  label: string;
}

export function CalendarView<Row>({
  controller,
  dateOf,
  renderItem,
  month,
  onMonthChange,
  label,
}: CalendarViewProps<Row>) {
  const byDay = useMemo(() => rowsByDay(controller.rows, dateOf), [controller.rows, dateOf]);
  if (controller.error) {
    return (
      <ListError
        title={`${controller.config.title} could not be loaded`}
        error={controller.error}
        onRetry={() => void controller.refresh()}
      />
    );
  }
  const changeMonth = (date: Dayjs) => {
    if (!date.isSame(month, 'month')) onMonthChange(date.startOf('month'));
  };
  return (
    <Flex vertical gap={8}>
      {controller.total > controller.rows.length && (
        <Alert
          type="info"
          showIcon
          title={`Showing the first ${controller.rows.length.toLocaleString()} of ${controller.total.toLocaleString()}. Narrow the filters to see the rest.`}
        />
      )}
      <Spin spinning={controller.loading}>
        <section aria-label={label}>
          <Calendar
            value={month}
            onPanelChange={(date, mode) => {
              if (mode === 'month') changeMonth(date);
            }}
            onSelect={(date, { source }) => {
              if (source === 'date') changeMonth(date);
            }}
            cellRender={(day, info) => {
              if (info.type !== 'date') return info.originNode;
              const rows = byDay.get(day.format('YYYY-MM-DD')) ?? [];
              return (
                <Flex vertical gap={2}>
                  {rows.map((row) => (
                    <div key={controller.keyOf(row)}>{renderItem(row)}</div>
                  ))}
                </Flex>
              );
            }}
          />
        </section>
      </Spin>
    </Flex>
  );
}

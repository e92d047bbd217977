import { ContentMessages } from '@console/contract';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '../../core/format/date-time.ts';

// The schedule date of a message: a date and time in the future (000 §4 "Schedule").

/** Why a schedule date cannot be used, or null. */
export function scheduleError(
  value: Dayjs | null | undefined,
  now: Dayjs = dayjs(),
): string | null {
  if (!value) return ContentMessages.scheduleRequired;
  if (!value.isAfter(now)) return ContentMessages.scheduleInPast;
  return null;
}

interface SchedulePickerProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  status?: 'error';
  'aria-label'?: string;
}

export function SchedulePicker({ id, value, onChange, status, ...rest }: SchedulePickerProps) {
  return (
    <DatePicker
      id={id}
      aria-label={rest['aria-label'] ?? 'Schedule date'}
      showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5 }}
      format={DATE_TIME_FORMAT}
      placeholder="Schedule date and time"
      needConfirm={false}
      status={status}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      // Days before today cannot be chosen; a time earlier today is refused on submit.
      disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
      style={{ minWidth: 240 }}
    />
  );
}

import { Messages } from '@console/contract';
import { Button, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useState } from 'react';

// The announcement side menu's date filter (000 §2, §5): a from and a to date, an error line and
// a submit button. At least one date is needed, and from may not be after to.

const DAY = 'YYYY-MM-DD';

export interface DateRange {
  from_date?: string;
  to_date?: string;
}

/** The 000 §5 message for a range, or null when it can be applied. */
export function dateRangeError(from: Dayjs | null, to: Dayjs | null): string | null {
  if (!from && !to) return Messages.enterAtLeastOneDate;
  if (from && to && from.isAfter(to, 'day')) return Messages.fromDateAfterToDate;
  return null;
}

interface DateRangeFilterProps {
  /** The range applied now (from the list's address). */
  applied: DateRange;
  onApply: (range: DateRange) => void;
}

export function DateRangeFilter({ applied, onApply }: DateRangeFilterProps) {
  const ids = useId();
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Follow the address: the list's own date filter and the back button change it too.
  useEffect(() => {
    setFrom(applied.from_date ? dayjs(applied.from_date) : null);
    setTo(applied.to_date ? dayjs(applied.to_date) : null);
    setError(null);
  }, [applied.from_date, applied.to_date]);

  const submit = () => {
    const problem = dateRangeError(from, to);
    setError(problem);
    if (problem) return;
    onApply({ from_date: from?.format(DAY), to_date: to?.format(DAY) });
  };

  return (
    <form
      aria-label="Date filter"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex vertical gap={8}>
        <label htmlFor={`${ids}-from`}>From date</label>
        <DatePicker
          id={`${ids}-from`}
          format="DD-MMM-YYYY"
          value={from}
          status={error ? 'error' : undefined}
          onChange={(value) => {
            setFrom(value ?? null);
            setError(null);
          }}
        />
        <label htmlFor={`${ids}-to`}>To date</label>
        <DatePicker
          id={`${ids}-to`}
          format="DD-MMM-YYYY"
          value={to}
          status={error ? 'error' : undefined}
          onChange={(value) => {
            setTo(value ?? null);
            setError(null);
          }}
        />
        {/* The error line keeps its place, so the button does not jump. */}
        <div style={{ minHeight: 22 }}>
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </div>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            Submit
          </Button>
          {(applied.from_date || applied.to_date) && (
            <Button onClick={() => onApply({})}>Clear</Button>
          )}
        </Flex>
      </Flex>
    </form>
  );
}

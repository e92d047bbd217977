import { DatePicker, Flex, Input, Select, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { chosenValues, pluralOf } from '../form/chosen-values.ts';
import type { ListFilter } from './list-config.ts';
import type { FilterValues } from './list-state.ts';

// One control per configured filter. Selections apply at once; free text applies on Enter or
// blur once it passes its validator.

const DATE = 'YYYY-MM-DD';

interface FilterControlProps {
  filter: ListFilter;
  values: FilterValues;
  onChange: (changes: Record<string, string | string[] | undefined>) => void;
  /** Takes the whole width (in the "More filters" drawer) rather than the bar's fixed one. */
  block?: boolean;
}

export function FilterControl({ filter, values, onChange, block }: FilterControlProps) {
  const width = (inBar: number) => (block ? { width: '100%' } : { minWidth: inBar });
  const value = values[filter.key];
  const single = typeof value === 'string' ? value : undefined;
  const several = Array.isArray(value) ? value : [];
  switch (filter.kind) {
    case 'select':
      return (
        <Select
          aria-label={filter.label}
          placeholder={filter.placeholder ?? filter.label}
          allowClear
          style={width(160)}
          value={single}
          options={filter.options.map((option) => ({ ...option }))}
          onChange={(next: string | undefined) => onChange({ [filter.key]: next })}
        />
      );
    case 'multi-select':
      return (
        <Select
          aria-label={filter.label}
          placeholder={filter.placeholder ?? filter.label}
          mode="multiple"
          allowClear
          // The choices by name ("Waiting For Approval", "3 statuses: …"), never "+ 1 …".
          {...chosenValues(pluralOf(filter.label))}
          optionFilterProp="label"
          style={width(200)}
          value={several}
          options={filter.options.map((option) => ({ ...option }))}
          onChange={(next: string[]) => onChange({ [filter.key]: next })}
        />
      );
    case 'text':
      return <TextFilter filter={filter} values={values} onChange={onChange} block={block} />;
    case 'switch':
      return (
        <label>
          <Flex align="center" gap={8} style={{ minHeight: 32, cursor: 'pointer' }}>
            <Switch
              aria-label={filter.label}
              checked={single === 'true'}
              onChange={(on) => onChange({ [filter.key]: on ? 'true' : undefined })}
            />
            <Typography.Text aria-hidden>{filter.label}</Typography.Text>
          </Flex>
        </label>
      );
    case 'date-range': {
      const to = values[filter.toKey];
      return (
        <DatePicker.RangePicker
          aria-label={filter.label}
          allowEmpty={[true, true]}
          placeholder={['From date', 'To date']}
          style={block ? { width: '100%' } : undefined}
          format="DD-MMM-YYYY"
          value={[single ? dayjs(single) : null, typeof to === 'string' ? dayjs(to) : null]}
          onChange={(range) =>
            onChange({
              [filter.key]: range?.[0]?.format(DATE),
              [filter.toKey]: range?.[1]?.format(DATE),
            })
          }
        />
      );
    }
  }
}

function TextFilter({
  filter,
  values,
  onChange,
  block,
}: FilterControlProps & { filter: Extract<ListFilter, { kind: 'text' }> }) {
  const applied = typeof values[filter.key] === 'string' ? (values[filter.key] as string) : '';
  const [text, setText] = useState(applied);
  const messageId = useId();
  useEffect(() => setText(applied), [applied]);
  const check = filter.validator && text.trim() !== '' ? filter.validator.safeParse(text) : null;
  const error =
    check && !check.success ? (check.error.issues[0]?.message ?? 'Invalid value') : null;
  const apply = () => {
    if (!error && text.trim() !== applied) onChange({ [filter.key]: text });
  };
  return (
    <div>
      <Input
        aria-label={filter.label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        placeholder={filter.placeholder ?? filter.label}
        allowClear
        status={error ? 'error' : undefined}
        style={{ width: block ? '100%' : 200 }}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && applied) onChange({ [filter.key]: undefined });
        }}
        onPressEnter={apply}
        onBlur={apply}
      />
      {error && (
        <Typography.Text type="danger" id={messageId} role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

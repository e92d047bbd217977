import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import type { ListFilter } from './list-config.ts';
import { appliedCount } from './list-filter-split.ts';
import { FilterControl } from './list-filters.tsx';
import type { FilterValues } from './list-state.ts';

// "More filters (n)": the filters that do not stand in the bar's row, in a drawer, each under a
// visible label; n counts those of them applied, so a filter out of sight is never forgotten.
// Each change applies at once, through the controller to the URL, as in the bar.

interface MoreFiltersProps {
  filters: readonly ListFilter[];
  values: FilterValues;
  onChange: (changes: Record<string, string | string[] | undefined>) => void;
  /** Clears every filter and the search of the list. */
  onClearAll: () => void;
  /** Some filter or search of the list is applied. */
  filtered: boolean;
}

export function MoreFilters({ filters, values, onChange, onClearAll, filtered }: MoreFiltersProps) {
  const [open, setOpen] = useState(false);
  const applied = appliedCount(filters, values);
  if (filters.length === 0) return null;
  return (
    <>
      <Button
        icon={<FilterOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {applied > 0 ? `More filters (${applied})` : 'More filters'}
      </Button>
      <Drawer
        title="More filters"
        open={open}
        onClose={() => setOpen(false)}
        size={360}
        footer={
          <Flex justify="space-between">
            <Button onClick={onClearAll} disabled={!filtered}>
              Clear all
            </Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={16}>
          {filters.map((filter) => (
            <LabelledFilter key={filter.key} filter={filter} values={values} onChange={onChange} />
          ))}
        </Flex>
      </Drawer>
    </>
  );
}

function LabelledFilter({
  filter,
  values,
  onChange,
}: Pick<MoreFiltersProps, 'values' | 'onChange'> & { filter: ListFilter }) {
  const labelId = useId();
  // A switch carries its label beside it; the others get one above.
  if (filter.kind === 'switch')
    return <FilterControl filter={filter} values={values} onChange={onChange} block />;
  return (
    <Flex vertical gap={4} role="group" aria-labelledby={labelId}>
      <Typography.Text id={labelId} strong>
        {filter.label}
      </Typography.Text>
      <FilterControl filter={filter} values={values} onChange={onChange} block />
    </Flex>
  );
}

import type { TargetingFilter } from '@console/contract';
import { Typography } from 'antd';

// What the targeting form's sections share: the props each is given and the way their pickers
// look, so every section's selects behave alike.

export interface TargetingSectionProps {
  value: TargetingFilter;
  /** Merges changes into the value and reports the compacted filter. */
  set: (changes: Partial<TargetingFilter>) => void;
  /** The form-unique id of a control, for its label and for tests. */
  id: (name: string) => string;
  disabled: boolean | undefined;
}

type Named = { id: number; name: string };
export const toOptions = (rows: readonly Named[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

const fullWidth = { width: '100%' };

export const multiSelect = (disabled: boolean | undefined) => ({
  mode: 'multiple' as const,
  allowClear: true,
  optionFilterProp: 'label',
  maxTagCount: 'responsive' as const,
  style: fullWidth,
  disabled,
});

export const singleSelect = (disabled: boolean | undefined) => ({ style: fullWidth, disabled });

export const loadError = (query: { isError: boolean }) =>
  query.isError ? (
    <Typography.Text type="danger">Could not load the list</Typography.Text>
  ) : undefined;

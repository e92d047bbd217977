import type { TargetingFilter } from '@console/contract';
import { Col, Select, Typography } from 'antd';
import { chosenValues, pluralOf } from '../form/chosen-values.ts';
import { TargetingField } from './targeting-field.tsx';

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

/** A picker of several: its choices shown by name ("3 branches: A, B, C"), never "+ 1 …". */
export const multiSelect = (disabled: boolean | undefined, label: string) => ({
  mode: 'multiple' as const,
  allowClear: true,
  optionFilterProp: 'label',
  ...chosenValues(pluralOf(label)),
  style: fullWidth,
  disabled,
});

export const singleSelect = (disabled: boolean | undefined) => ({ style: fullWidth, disabled });

export const loadError = (query: { isError: boolean }) =>
  query.isError ? (
    <Typography.Text type="danger">Could not load the list</Typography.Text>
  ) : undefined;

/** The filter's coded options, where 0 means "all" (000 §3 "Fixed option lists"). */
type CodedOption = 'transport' | 'hostel' | 'coaching_type' | 'gender' | 'coed' | 'hostel_campus';

/** One coded option as a column of the "Refine" row: a single select that shows "All" for 0. */
export function CodedOptionField({
  section: { value, set, id, disabled },
  option,
  name,
  label,
  options,
}: {
  section: TargetingSectionProps;
  option: CodedOption;
  /** The control's id suffix. */
  name: string;
  label: string;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <TargetingField id={id(name)} label={label}>
        <Select
          id={id(name)}
          {...singleSelect(disabled)}
          options={[...options]}
          value={value[option] ?? 0}
          onChange={(next: number) => set({ [option]: next } as Partial<TargetingFilter>)}
        />
      </TargetingField>
    </Col>
  );
}

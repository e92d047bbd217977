import { Col, Select } from 'antd';
import { useMemo } from 'react';
import {
  loadError,
  multiSelect,
  CodedOptionField,
  toOptions,
  type TargetingSectionProps,
} from './targeting-controls.tsx';
import { TargetingField } from './targeting-field.tsx';
import {
  appVersionOptions,
  COACHING_TYPE_OPTIONS,
  COED_OPTIONS,
  GENDER_OPTIONS,
  HOSTEL_CAMPUS_OPTIONS,
  LEVEL_LABELS,
} from './targeting-options.ts';
import type { TargetingAssets } from './use-targeting-assets.ts';

/** The refinements parents and staff share; columns of the form's "Refine" row. */
export function TargetingSharedRefinements({
  assets: { branches, segments },
  ...section
}: TargetingSectionProps & { assets: Pick<TargetingAssets, 'branches' | 'segments'> }) {
  const { value, set, id, disabled } = section;
  const allBranches = useMemo(() => branches.data ?? [], [branches.data]);
  // 000 §6: the levels a sender may target are the levels of the branches they reach.
  const levelOptions = useMemo(
    () =>
      [...new Set(allBranches.map((branch) => branch.level))]
        .filter((level) => level in LEVEL_LABELS)
        .sort()
        .map((level) => ({ value: level, label: LEVEL_LABELS[level]! })),
    [allBranches],
  );
  const multi = multiSelect(disabled);

  return (
    <>
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('levels')} label="Levels">
          <Select
            id={id('levels')}
            {...multi}
            placeholder="All levels"
            options={levelOptions}
            value={value.levels ?? []}
            onChange={(next: (1 | 2 | 3)[]) => set({ levels: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('segments')} label="Segments" hint={loadError(segments)}>
          <Select
            id={id('segments')}
            {...multi}
            placeholder="All segments"
            loading={segments.isLoading}
            options={toOptions(segments.data)}
            value={value.segment_ids ?? []}
            onChange={(next: number[]) => set({ segment_ids: next })}
          />
        </TargetingField>
      </Col>
      <CodedOptionField
        section={section}
        option="coaching_type"
        name="coaching"
        label="Coaching type"
        options={COACHING_TYPE_OPTIONS}
      />
      <CodedOptionField
        section={section}
        option="gender"
        name="gender"
        label="Gender"
        options={GENDER_OPTIONS}
      />
      <CodedOptionField
        section={section}
        option="coed"
        name="coed"
        label="Co-ed"
        options={COED_OPTIONS}
      />
      <CodedOptionField
        section={section}
        option="hostel_campus"
        name="hostel-campus"
        label="Campus"
        options={HOSTEL_CAMPUS_OPTIONS}
      />
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('app-versions')} label="App versions">
          <Select
            id={id('app-versions')}
            {...multi}
            placeholder="Any version"
            options={appVersionOptions(value.user_type)}
            value={value.app_versions ?? []}
            onChange={(next: string[]) => set({ app_versions: next })}
          />
        </TargetingField>
      </Col>
    </>
  );
}

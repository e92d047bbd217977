import { Col, Select } from 'antd';
import { useMemo } from 'react';
import {
  loadError,
  multiSelect,
  singleSelect,
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
  value,
  set,
  id,
  disabled,
  assets: { branches, segments },
}: TargetingSectionProps & { assets: Pick<TargetingAssets, 'branches' | 'segments'> }) {
  const allBranches = branches.data ?? [];
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
  const single = singleSelect(disabled);

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
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('coaching')} label="Coaching type">
          <Select
            id={id('coaching')}
            {...single}
            options={COACHING_TYPE_OPTIONS}
            value={value.coaching_type ?? 0}
            onChange={(next: 0 | 1 | 2) => set({ coaching_type: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('gender')} label="Gender">
          <Select
            id={id('gender')}
            {...single}
            options={GENDER_OPTIONS}
            value={value.gender ?? 0}
            onChange={(next: 0 | 1 | 2) => set({ gender: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('coed')} label="Co-ed">
          <Select
            id={id('coed')}
            {...single}
            options={COED_OPTIONS}
            value={value.coed ?? 0}
            onChange={(next: 0 | 1 | 2 | 3) => set({ coed: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('hostel-campus')} label="Campus">
          <Select
            id={id('hostel-campus')}
            {...single}
            options={HOSTEL_CAMPUS_OPTIONS}
            value={value.hostel_campus ?? 0}
            onChange={(next: 0 | 1 | 2 | 3) => set({ hostel_campus: next })}
          />
        </TargetingField>
      </Col>
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

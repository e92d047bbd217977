import { Col, Select } from 'antd';
import { useMemo } from 'react';
import {
  multiSelect,
  CodedOptionField,
  type TargetingSectionProps,
} from './targeting-controls.tsx';
import { TargetingField } from './targeting-field.tsx';
import { appVersionOptions, GENDER_OPTIONS, LEVEL_LABELS } from './targeting-options.ts';
import type { TargetingAssets } from './use-targeting-assets.ts';

/**
 * The refinements parents and staff share; columns of the form's "Refine" row. App versions are
 * offered where the audience is to receive a message (`appVersionChoice`): they narrow to
 * those with that app, which says nothing about who attends a meeting.
 */
export function TargetingSharedRefinements({
  assets: { branches },
  appVersionChoice,
  ...section
}: TargetingSectionProps & {
  assets: Pick<TargetingAssets, 'branches'>;
  appVersionChoice: boolean;
}) {
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

  return (
    <>
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('levels')} label="Levels">
          <Select
            id={id('levels')}
            {...multiSelect(disabled, 'Levels')}
            placeholder="All levels"
            options={levelOptions}
            value={value.levels ?? []}
            onChange={(next: (1 | 2 | 3)[]) => set({ levels: next })}
          />
        </TargetingField>
      </Col>
      <CodedOptionField
        section={section}
        option="gender"
        name="gender"
        label="Gender"
        options={GENDER_OPTIONS}
      />
      {appVersionChoice && (
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('app-versions')} label="App versions">
            <Select
              id={id('app-versions')}
              {...multiSelect(disabled, 'App versions')}
              placeholder="Any version"
              options={appVersionOptions(value.user_type)}
              value={value.app_versions ?? []}
              onChange={(next: string[]) => set({ app_versions: next })}
            />
          </TargetingField>
        </Col>
      )}
    </>
  );
}

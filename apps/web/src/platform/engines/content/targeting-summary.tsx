import { SEGMENTS, type TargetingFilter } from '@console/contract';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTargetAsset, type TargetingScope } from '../../kit/targeting/targeting-assets.ts';
import {
  COACHING_TYPE_OPTIONS,
  COED_OPTIONS,
  GENDER_OPTIONS,
  HOSTEL_CAMPUS_OPTIONS,
  HOSTEL_OPTIONS,
  LEVEL_LABELS,
  TARGET_METHOD_OPTIONS,
  TRANSPORT_OPTIONS,
  USER_TYPE_OPTIONS,
} from '../../kit/targeting/targeting-options.ts';
import { SegmentTags } from '../../kit/tags/segment-tags.tsx';

// Who an item reaches, in words: the saved targeting filter with names for the places chosen
// (looked up in the same asset lists the form offers) and the refinements that narrow it.

const optionLabel = (options: { value: number; label: string }[], value: number | undefined) =>
  value ? options.find((option) => option.value === value)?.label : undefined;

const names = (ids: readonly number[] | undefined, list: { id: number; name: string }[] = []) =>
  (ids ?? []).map((id) => list.find((entry) => entry.id === id)?.name ?? `#${id}`).join(', ');

const count = (ids: readonly unknown[] | undefined, one: string, many: string) =>
  ids && ids.length > 0 ? `${ids.length} ${ids.length === 1 ? one : many}` : undefined;

/** The refinements of a filter as label and text, leaving out what does not narrow. */
export function targetingRefinements(filter: TargetingFilter): { label: string; value: string }[] {
  const rows: [string, string | undefined][] = [
    ['Levels', filter.levels?.map((level) => LEVEL_LABELS[level] ?? String(level)).join(', ')],
    ['Courses', count(filter.course_ids, 'course', 'courses')],
    ['Batches', count(filter.batch_ids, 'batch', 'batches')],
    ['Sections', count(filter.section_ids, 'section', 'sections')],
    ['Coaching type', optionLabel(COACHING_TYPE_OPTIONS, filter.coaching_type)],
    ['Gender', optionLabel(GENDER_OPTIONS, filter.gender)],
    ['Transport', optionLabel(TRANSPORT_OPTIONS, filter.transport)],
    ['Co-ed', optionLabel(COED_OPTIONS, filter.coed)],
    ['Hostel', optionLabel(HOSTEL_OPTIONS, filter.hostel)],
    ['Campus', optionLabel(HOSTEL_CAMPUS_OPTIONS, filter.hostel_campus)],
    ['App versions', filter.app_versions?.join(', ')],
    ['Designations', count(filter.designation_ids, 'designation', 'designations')],
    ['Departments', count(filter.department_ids, 'department', 'departments')],
    ['Sub-categories', count(filter.sub_category_ids, 'sub-category', 'sub-categories')],
    ['Admission numbers', filter.admission_numbers?.join(', ')],
    ['Employee numbers', filter.employee_numbers?.join(', ')],
    ['Recipients', filter.phone_only_recipients ? 'Only those without the app' : undefined],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

export function TargetingSummary({
  filter,
  scope,
  branchCount,
}: {
  filter: TargetingFilter;
  scope: TargetingScope;
  /** Branches the targeting resolved to when the item was saved. */
  branchCount: number;
}) {
  const method = filter.target_method;
  const states = useTargetAsset('state', scope, { enabled: !!filter.state_ids?.length });
  const districts = useTargetAsset('district', scope, { enabled: !!filter.district_ids?.length });
  const branches = useTargetAsset('branch', scope, { enabled: !!filter.branch_ids?.length });
  const segmentNames = (filter.segment_ids ?? []).flatMap((id): string[] => {
    const name = SEGMENTS.find((segment) => segment.id === id)?.name;
    return name ? [name] : [];
  });

  const items: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'audience',
      label: 'Audience',
      children: USER_TYPE_OPTIONS.find((option) => option.value === filter.user_type)?.label,
    },
    {
      key: 'method',
      label: 'Target',
      children: TARGET_METHOD_OPTIONS.find((option) => option.value === method)?.label,
    },
  ];
  if (filter.state_ids?.length) {
    items.push({ key: 'states', label: 'States', children: names(filter.state_ids, states.data) });
  }
  if (filter.district_ids?.length) {
    items.push({
      key: 'districts',
      label: 'Districts',
      children: names(filter.district_ids, districts.data),
    });
  }
  if (filter.branch_ids?.length) {
    items.push({
      key: 'branches',
      label: 'Branches',
      children: names(filter.branch_ids, branches.data),
    });
  }
  items.push({
    key: 'segments',
    label: 'Segments',
    children: <SegmentTags names={segmentNames} />,
  });
  for (const row of targetingRefinements(filter)) {
    items.push({ key: row.label, label: row.label, children: row.value });
  }
  items.push({
    key: 'reach',
    label: 'Branches reached',
    children: (
      <Typography.Text>
        {branchCount.toLocaleString('en-IN')} {branchCount === 1 ? 'branch' : 'branches'} within the
        author&apos;s access
      </Typography.Text>
    ),
  });
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

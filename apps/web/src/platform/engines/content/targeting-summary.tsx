import { SEGMENTS, type TargetingFilter } from '@console/contract';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTargetAsset, type TargetingScope } from '../../kit/targeting/targeting-assets.ts';
import { TARGET_METHOD_OPTIONS, USER_TYPE_OPTIONS } from '../../kit/targeting/targeting-options.ts';
import { audienceRefinements } from '../../kit/targeting/audience-words.ts';
import { SegmentTags } from '../../kit/tags/segment-tags.tsx';

// Who an item reaches, in words: the saved targeting filter with names for the places chosen
// (looked up in the same asset lists the form offers) and the refinements that narrow it.

const names = (ids: readonly number[] | undefined, list: { id: number; name: string }[] = []) =>
  (ids ?? []).map((id) => list.find((entry) => entry.id === id)?.name ?? `#${id}`).join(', ');

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
  // Segments are their coloured tags above.
  for (const row of audienceRefinements(filter).filter((line) => line.label !== 'Segments')) {
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

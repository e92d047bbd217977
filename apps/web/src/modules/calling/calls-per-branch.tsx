import {
  CALL_STATUS_COUNT_FIELDS,
  CALL_STATUSES,
  STORED_CALL_STATUSES,
  type CallBranchSummary,
  type StoredCallStatusCode,
} from '@console/contract';
import { Alert, Collapse, Empty, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { QueryValue } from '../../platform/core/api/api-client.ts';
import { barChartOption } from '../../platform/kit/charts/bar-chart-option.ts';
import { Chart } from '../../platform/kit/charts/chart.tsx';
import { useChartColours } from '../../platform/kit/charts/chart-colours.ts';
import { useBranchSummary } from './calling-api.ts';

// Above the calls list, closed until asked for: the filtered calls per branch, one bar per
// branch in parts by status (the MIS spreadsheet's branch summary, as the server counts it).
// Opening it is what loads the summary and the chart code.

export const CALLS_PER_BRANCH = 'Calls per branch by status';

/** One bar's height; the chart grows with the branches and scrolls past a screenful. */
const ROW_HEIGHT = 26;
const MAX_HEIGHT = 480;

export function CallsPerBranchPanel({ filters }: { filters: Record<string, QueryValue> }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapse
      size="small"
      activeKey={open ? ['chart'] : []}
      onChange={(keys) => setOpen(keys.includes('chart'))}
      items={[
        {
          key: 'chart',
          label: CALLS_PER_BRANCH,
          children: open && <CallsPerBranch filters={filters} />,
        },
      ]}
    />
  );
}

function CallsPerBranch({ filters }: { filters: Record<string, QueryValue> }) {
  const summary = useBranchSummary(filters);
  if (summary.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The calls per branch could not be loaded"
        description={summary.error.message}
      />
    );
  }
  if (!summary.data) return <Skeleton active title={false} />;
  if (summary.data.branches.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No calls match these filters." />
    );
  }
  return <CallsChart summary={summary.data} />;
}

function CallsChart({ summary }: { summary: CallBranchSummary }) {
  // Every status keeps its colour whichever of them the filters leave.
  const colours = useChartColours(STORED_CALL_STATUSES.map((code) => CALL_STATUSES.colour(code)));
  const option = useMemo(() => {
    const series = STORED_CALL_STATUSES.map((code, index) => {
      const field = CALL_STATUS_COUNT_FIELDS[code as StoredCallStatusCode];
      return {
        name: CALL_STATUSES.label(code),
        values: summary.branches.map((branch) => branch[field]),
        colour: colours[index]!,
      };
    });
    return barChartOption({
      categories: summary.branches.map((branch) => branch.branch_name),
      // A status no branch has only crowds the legend.
      series: series.filter((entry) => entry.values.some((value) => value > 0)),
      stacked: true,
      horizontal: true,
      valueName: 'Calls',
    });
  }, [summary, colours]);
  const all = summary.all_branches;
  const height = 80 + ROW_HEIGHT * summary.branches.length;

  return (
    <>
      <Typography.Paragraph type="secondary">
        {all.calls.toLocaleString()} calls in {summary.branches.length.toLocaleString()}{' '}
        {summary.branches.length === 1 ? 'branch' : 'branches'}
        {all.connected_percent !== null && `, ${all.connected_percent}% connected`}. The MIS
        spreadsheet has every figure.
      </Typography.Paragraph>
      {/* Many branches scroll inside the panel; a keyboard scrolls it once focused. */}
      <div
        role="region"
        aria-label={`${CALLS_PER_BRANCH}, scrolling`}
        tabIndex={0}
        style={{ maxHeight: MAX_HEIGHT, overflowY: 'auto' }}
      >
        <Chart label={CALLS_PER_BRANCH} option={option} height={height} />
      </div>
    </>
  );
}

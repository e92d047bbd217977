import { Typography } from 'antd';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ChartOption } from './chart-option.ts';

// The console's one chart component (DESIGN.md "The kit"). ECharts (~1 MB raw) loads with the
// first chart a page draws, in a chunk of its own: the sign-in and home pages never load it.
// The drawing is an image with a name; the figures themselves are in the table beside every
// chart, which is the text alternative.

const EChartView = lazy(() => import('./echart-view.tsx'));

export interface ChartProps {
  /** The accessible name: what the chart shows ("Calls per branch by status"). */
  label: string;
  option: ChartOption;
  /** Pixels; the width follows the container. */
  height?: number;
  /** What it says instead when every figure is 0 or missing ("No answers yet."). */
  emptyText?: string;
}

/** Whether any series holds a figure other than 0: an all-zero chart draws only a 0-1 axis. */
export function hasFigures(option: ChartOption): boolean {
  const series = Array.isArray(option.series)
    ? option.series
    : option.series
      ? [option.series]
      : [];
  return series.some((entry) =>
    ((entry as { data?: unknown[] }).data ?? []).some((point) => {
      const value =
        point !== null && typeof point === 'object' ? (point as { value?: unknown }).value : point;
      return typeof value === 'number' && value !== 0;
    }),
  );
}

export function Chart({
  label,
  option,
  height = 320,
  emptyText = 'Nothing to show yet.',
}: ChartProps) {
  if (!hasFigures(option)) {
    return (
      <Typography.Text type="secondary" data-testid="chart-empty">
        {emptyText}
      </Typography.Text>
    );
  }
  return (
    <div role="img" aria-label={label} style={{ width: '100%', minHeight: height }}>
      <ChartFailure>
        {/* The chart's space is kept while its code loads, so nothing below it jumps. */}
        <Suspense fallback={<div style={{ height }} />}>
          <EChartView option={option} height={height} />
        </Suspense>
      </ChartFailure>
    </div>
  );
}

/** A chart that cannot be drawn says so and leaves the rest of the page (and its table) be. */
class ChartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Chart failed', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <Typography.Text type="secondary">The chart could not be drawn.</Typography.Text>;
  }
}

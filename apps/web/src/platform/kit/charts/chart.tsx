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
}

export function Chart({ label, option, height = 320 }: ChartProps) {
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

import type { BarSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

// Types only: importing this file loads none of ECharts, so pages and option helpers can
// describe a chart while the library itself stays in the chart's own chunk.

/** An option of the chart kinds and components the console registers (echart-view.tsx). */
export type ChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

import type { BarSeriesOption } from 'echarts/charts';
import type { ChartOption } from './chart-option.ts';

// A bar chart described in the console's words (categories, series, stacked or side by side),
// turned into an ECharts option. Plain data: no ECharts code runs here.

export interface BarSeries {
  name: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  /** A CSS colour (chartColours() gives the theme's colour of a status); the palette's otherwise. */
  colour?: string;
}

export interface BarChartSpec {
  categories: readonly string[];
  series: readonly BarSeries[];
  /** One bar per category made of the series (parts of a whole); side by side otherwise. */
  stacked?: boolean;
  /** Categories down the side and bars running right: for long names or many categories. */
  horizontal?: boolean;
  /** What the values count, shown at the end of the value axis ("Calls"). */
  valueName?: string;
  /**
   * Pixels of a category's name before it is cut short (the tooltip shows it whole). Branch
   * names share long beginnings ("Vidyanjali Junior College …"): the default fits most whole.
   */
  labelWidth?: number;
}

const LABEL_WIDTH = 260;

export function barChartOption(spec: BarChartSpec): ChartOption {
  const counts = spec.series.every((series) => series.values.every(Number.isInteger));
  const categoryAxis = {
    type: 'category' as const,
    data: [...spec.categories],
    axisTick: { alignWithLabel: true },
    axisLabel: {
      width: spec.labelWidth ?? LABEL_WIDTH,
      overflow: 'truncate' as const,
      // Names under upright bars lean so that more of them fit; overlapping ones are skipped.
      ...(spec.horizontal ? {} : { rotate: 45 }),
    },
  };
  const valueAxis = {
    type: 'value' as const,
    ...(spec.valueName ? { name: spec.valueName } : {}),
    // Counts never show a tick at 2.5.
    ...(counts ? { minInterval: 1 } : {}),
  };
  const series: BarSeriesOption[] = spec.series.map((entry) => ({
    type: 'bar',
    name: entry.name,
    data: [...entry.values],
    ...(spec.stacked ? { stack: 'total' } : {}),
    ...(entry.colour ? { itemStyle: { color: entry.colour } } : {}),
    emphasis: { focus: 'series' },
    barMaxWidth: 28,
  }));
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
    legend: { top: 0, type: 'plain' },
    grid: { top: 36, left: 8, right: 24, bottom: 8 },
    // Horizontal: the first category at the top, as in the table beside it.
    xAxis: spec.horizontal ? valueAxis : categoryAxis,
    yAxis: spec.horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series,
  };
}

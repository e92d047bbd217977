import { theme, type GlobalToken } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridSimpleComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import type { ChartOption } from './chart-option.ts';

// ECharts itself, loaded only through chart.tsx's lazy import: the kinds and components the
// console draws, registered once, rendered as SVG (DOM elements a test and an accessibility
// tree can see, sharp at any zoom), in the Ant Design theme's colours and font.

registerCharts([
  BarChart,
  GridSimpleComponent,
  LegendPlainComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** The theme's words as an ECharts theme: palette, text, axes, tooltip. */
function chartTheme(token: GlobalToken): object {
  const axis = {
    axisLine: { lineStyle: { color: token.colorBorder } },
    axisTick: { lineStyle: { color: token.colorBorder } },
    axisLabel: { color: token.colorTextSecondary },
    nameTextStyle: { color: token.colorTextSecondary },
    splitLine: { lineStyle: { color: token.colorBorderSecondary } },
  };
  return {
    color: [
      token.colorPrimary,
      token.green6,
      token.gold6,
      token.red6,
      token.cyan6,
      token.purple6,
      token.orange6,
      token.geekblue6,
    ],
    backgroundColor: 'transparent',
    textStyle: { fontFamily: token.fontFamily, fontSize: token.fontSizeSM, color: token.colorText },
    legend: { textStyle: { color: token.colorText } },
    tooltip: {
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorderSecondary,
      textStyle: { color: token.colorText, fontFamily: token.fontFamily },
    },
    categoryAxis: axis,
    valueAxis: axis,
  };
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface EChartViewProps {
  option: ChartOption;
  height: number;
}

export default function EChartView({ option, height }: EChartViewProps) {
  const { token } = theme.useToken();
  const palette = useMemo(() => chartTheme(token), [token]);
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | undefined>(undefined);

  // A new theme needs a new instance: ECharts reads its theme once, at init.
  useEffect(() => {
    const container = element.current!;
    const instance = init(container, palette, { renderer: 'svg' });
    chart.current = instance;
    // The container follows the page (window, side menu, drawer): the drawing follows it.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => instance.resize());
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [palette]);

  useEffect(() => {
    chart.current?.setOption(reducedMotion() ? { ...option, animation: false } : option, {
      notMerge: true,
    });
  }, [option, palette]);

  return <div ref={element} style={{ width: '100%', height }} />;
}

import { render, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { barChartOption } from './bar-chart-option.ts';
import { Chart, hasFigures } from './chart.tsx';
import { chartColours } from './chart-colours.ts';

// The chart component draws ECharts' SVG inside an image named by its label; the bar helper
// and the theme colours are plain functions.

const option = barChartOption({
  categories: ['North campus', 'South campus', 'East campus'],
  series: [
    { name: 'Uploaded', values: [4, 1, 0], colour: '#52c41a' },
    { name: 'Not uploaded', values: [1, 2, 3] },
  ],
  stacked: true,
  valueName: 'Events',
});

describe('Chart', () => {
  // The lazy chunk is loaded (transformed) once here, so the drawing below waits for no build.
  beforeAll(() => import('./echart-view.tsx'));

  it('draws the bars as SVG inside an image named by its label', async () => {
    render(
      <div style={{ width: 600 }}>
        <Chart label="Events per branch" option={option} height={300} />
      </div>,
    );
    const chart = screen.getByRole('img', { name: 'Events per branch' });
    const svg = await waitFor(() => {
      const found = chart.querySelector('svg');
      if (!found) throw new Error('no svg yet');
      return found;
    });
    // The legend names both series; three bars of each (one of them empty), the series
    // without a colour of its own in the theme's primary colour, and a legend swatch each.
    expect(svg.textContent).toContain('Uploaded');
    expect(svg.textContent).toContain('Not uploaded');
    const filled = (colour: string) =>
      [...svg.querySelectorAll('path')].filter(
        (path) => path.getAttribute('fill')?.toLowerCase() === colour.toLowerCase(),
      ).length;
    expect(filled('#52c41a')).toBe(4);
    expect(filled(theme.getDesignToken().colorPrimary)).toBe(4);
  });
});

describe('barChartOption', () => {
  it('stacks series on one category axis, horizontal when asked', () => {
    const stacked = barChartOption({
      categories: ['A', 'B'],
      series: [
        { name: 'Completed', values: [3, 1] },
        { name: 'Busy', values: [0, 2] },
      ],
      stacked: true,
      horizontal: true,
      valueName: 'Calls',
    });
    expect(stacked.yAxis).toMatchObject({ type: 'category', data: ['A', 'B'], inverse: true });
    expect(stacked.xAxis).toMatchObject({ type: 'value', name: 'Calls', minInterval: 1 });
    expect(stacked.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Completed', data: [3, 1], stack: 'total' }),
      expect.objectContaining({ type: 'bar', name: 'Busy', data: [0, 2], stack: 'total' }),
    ]);

    const grouped = barChartOption({
      categories: ['A'],
      series: [{ name: 'Mean rating', values: [3.5] }],
    });
    expect(grouped.xAxis).toMatchObject({ type: 'category' });
    expect(grouped.yAxis).not.toHaveProperty('minInterval');
    expect(grouped.series).toEqual([expect.not.objectContaining({ stack: expect.anything() })]);
  });
});

describe('chartColours', () => {
  const token = theme.getDesignToken();

  it('gives a status the colour of its tag, and repeated hues further shades', () => {
    const colours = chartColours(token, ['default', 'processing', 'blue', 'green', 'default']);
    expect(colours[1]).toBe(token.blue6);
    expect(colours[2]).toBe(token.blue4);
    expect(colours[3]).toBe(token.green6);
    expect(colours[0]).not.toBe(colours[4]);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

describe('an empty chart', () => {
  it('says there is nothing yet instead of drawing a 0–1 axis', () => {
    const none = barChartOption({
      categories: ['Yes', 'No'],
      series: [{ name: 'Answers', values: [0, 0] }],
      horizontal: true,
      valueName: 'Answers',
    });
    render(<Chart label="Answers to question 1" option={none} emptyText="No answers yet." />);
    expect(screen.getByTestId('chart-empty').textContent).toBe('No answers yet.');
    expect(screen.queryByRole('img', { name: 'Answers to question 1' })).toBeNull();
    expect(hasFigures(option)).toBe(true);
    expect(hasFigures(none)).toBe(false);
  });
});

import type { Page } from 'playwright-core';

// A console chart (platform/charts) as a journey reads it: an image named by its label, with
// ECharts' SVG inside. Bars are the filled rectangles drawn with some size; the legend's
// swatches are rounded (arcs in their path) and an empty bar has no size, so neither counts.

/** The named chart. */
export const chart = (page: Page, name: string) =>
  page.getByRole('img', { name, exact: true }).filter({ visible: true });

/** How many bars the named chart draws now (0 until its SVG is there and has grown). */
export async function barsIn(page: Page, name: string): Promise<number> {
  const svg = chart(page, name).locator('svg').first();
  if ((await svg.count()) === 0) return 0;
  return svg.evaluate(
    (element) =>
      Array.from(element.querySelectorAll('path')).filter((path) => {
        const fill = path.getAttribute('fill');
        if (!fill || fill === 'none' || path.getAttribute('fill-opacity') === '0') return false;
        if (/[Aa]/.test(path.getAttribute('d') ?? '')) return false;
        const box = (path as SVGGraphicsElement).getBBox();
        return box.width > 0 && box.height > 0;
      }).length,
  );
}

/** The words of the chart's SVG: legend entries, axis names, category labels. */
export async function wordsIn(page: Page, name: string): Promise<string> {
  return (await chart(page, name).locator('svg').first().textContent()) ?? '';
}

import type { Hue } from '@console/contract';

// The one palette of every coloured tag: each hue of the documents (and the few of ours) as a
// light background and border of that hue with text in a dark shade of the same hue, dark
// enough to read at WCAG AA (4.5:1) on that background. Ant Design's preset tags write text in
// a mid shade instead; its yellow read 2.04:1.

export interface TagTone {
  text: string;
  background: string;
  border: string;
}

export const TAG_PALETTE: Record<Hue, TagTone> = {
  grey: { text: '#434343', background: '#fafafa', border: '#d9d9d9' },
  yellow: { text: '#876800', background: '#feffe6', border: '#fffb8f' },
  gold: { text: '#874d00', background: '#fffbe6', border: '#ffe58f' },
  orange: { text: '#ad4e00', background: '#fff7e6', border: '#ffd591' },
  red: { text: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
  magenta: { text: '#9e1068', background: '#fff0f6', border: '#ffadd2' },
  purple: { text: '#531dab', background: '#f9f0ff', border: '#d3adf7' },
  blue: { text: '#003eb3', background: '#e6f4ff', border: '#91caff' },
  'sky-blue': { text: '#0369a1', background: '#f0f9ff', border: '#7dd3fc' },
  cyan: { text: '#006d75', background: '#e6fffb', border: '#87e8de' },
  green: { text: '#237804', background: '#f6ffed', border: '#b7eb8f' },
};

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

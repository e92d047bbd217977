import { HUES } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { TAG_PALETTE, contrastRatio } from './tag-palette.ts';

// WCAG AA for normal text (a tag's 12px label): 4.5:1 between the text and the tag background.
const AA_TEXT = 4.5;

/** The hue angle (0–360) of a #rrggbb colour, and its saturation (0–1). */
function hueOf(hex: string): { angle: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const spread = max - min;
  const lightness = (max + min) / 2;
  const saturation = spread === 0 ? 0 : spread / (1 - Math.abs(2 * lightness - 1));
  if (spread === 0) return { angle: 0, saturation };
  const sector =
    max === r ? (g - b) / spread + 6 : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
  return { angle: (sector * 60) % 360, saturation };
}

const angleBetween = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('the tag palette', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Ant Design's yellow tag (yellow-7 on yellow-1), the one that read poorly: 2.04:1.
    const antYellow = contrastRatio('#d4b106', '#feffe6');
    expect(Math.floor(antYellow * 100) / 100).toBe(2.04);
    expect(antYellow).toBeLessThan(AA_TEXT);
  });

  it.each(HUES)('%s text reads at 4.5:1 or more on its tag background', (hue) => {
    const tone = TAG_PALETTE[hue];
    expect(contrastRatio(tone.text, tone.background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(HUES.filter((hue) => hue !== 'grey'))(
    '%s keeps its hue: text, background and border within 25° of each other',
    (hue) => {
      const tone = TAG_PALETTE[hue];
      const border = hueOf(tone.border).angle;
      expect(angleBetween(hueOf(tone.text).angle, border)).toBeLessThanOrEqual(25);
      expect(angleBetween(hueOf(tone.background).angle, border)).toBeLessThanOrEqual(25);
    },
  );

  it('keeps grey without a hue', () => {
    expect(hueOf(TAG_PALETTE.grey.text).saturation).toBe(0);
    expect(hueOf(TAG_PALETTE.grey.background).saturation).toBe(0);
  });
});

import { theme } from 'antd';
import type { GlobalToken } from 'antd';
import { useMemo } from 'react';

// The colours of a chart's series from the Ant Design theme, by the same names the contract's
// status metadata gives its tags ('green', 'red', 'gold', 'processing', 'default', …), so a
// status reads in the same colour in a tag and in a bar.

const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
type Preset = (typeof PRESETS)[number];

/** A tag's status words, as their preset colours. */
const STATUS_WORDS: Record<string, Preset> = {
  processing: 'blue',
  success: 'green',
  warning: 'gold',
  error: 'red',
  // The contract's code tables name this hue in the documents' words (common/codes.ts HUES).
  'sky-blue': 'cyan',
};

/** Shades of one hue, in the order repeated uses of it take them: the tag's own shade first. */
const SHADES = [6, 4, 8, 3, 9] as const;

/** The hue a tone names: a preset colour, or the theme's greys for 'default' and the rest. */
function hueOf(tone: string): Preset | 'grey' {
  if ((PRESETS as readonly string[]).includes(tone)) return tone as Preset;
  return STATUS_WORDS[tone] ?? 'grey';
}

function shadesOf(token: GlobalToken, hue: Preset | 'grey'): string[] {
  if (hue === 'grey') {
    return [token.colorTextTertiary, token.colorTextQuaternary, token.colorTextSecondary];
  }
  return SHADES.map((shade) => token[`${hue}${shade}`]);
}

/**
 * One colour per tone, in order. Tones of one hue that repeat ('processing' and 'blue', or
 * Queued and Canceled both 'default') take further shades of it, so every series of a chart
 * can be told apart.
 */
export function chartColours(token: GlobalToken, tones: readonly string[]): string[] {
  const used = new Map<string, number>();
  return tones.map((tone) => {
    const hue = hueOf(tone);
    const shades = shadesOf(token, hue);
    const nth = used.get(hue) ?? 0;
    used.set(hue, nth + 1);
    return shades[nth % shades.length]!;
  });
}

/** chartColours() in the current theme. */
export function useChartColours(tones: readonly string[]): string[] {
  const { token } = theme.useToken();
  // Callers pass a new array each render: its words are what matters.
  const key = tones.join(',');
  return useMemo(() => chartColours(token, key === '' ? [] : key.split(',')), [token, key]);
}

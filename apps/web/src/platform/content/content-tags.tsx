import { SEGMENTS, type ContentCategory, type Hue } from '@console/contract';
import { Flex, Tag } from 'antd';
import dayjs from 'dayjs';
import { HueTag } from '../tags/hue-tag.tsx';
import { contrastRatio } from '../tags/tag-palette.ts';

// How content lists and details show dates, segments and categories (000 §9: dates as
// day-Mon-year with 12-hour time; segment colours college blue, high-school red, e-kidz yellow,
// e-champs purple, coaching center sky-blue; a category in its own colour).

export const DATE_TIME_FORMAT = 'DD-MMM-YYYY hh:mm A';

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '—';
}

/** Black or white text, whichever reads better on a #RRGGBB background. */
export function readableTextColour(hex: string): string {
  const colour = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!colour) return '#fff';
  // A mid purple takes black: white on #a461d8 is 3.97:1, black 5.3:1.
  return contrastRatio(`#${colour}`, '#000000') > contrastRatio(`#${colour}`, '#ffffff')
    ? '#000'
    : '#fff';
}

/** The palette hue of each segment colour (the data spells sky-blue "skyblue"). */
const SEGMENT_HUES: Record<(typeof SEGMENTS)[number]['colour'], Hue> = {
  grey: 'grey',
  blue: 'blue',
  red: 'red',
  purple: 'purple',
  yellow: 'yellow',
  skyblue: 'sky-blue',
};

export function segmentHue(name: string): Hue {
  const colour = SEGMENTS.find((segment) => segment.name === name)?.colour;
  return colour ? SEGMENT_HUES[colour] : 'grey';
}

export function SegmentTag({ name }: { name: string }) {
  return <HueTag hue={segmentHue(name)}>{name}</HueTag>;
}

/** An item's segments; none, or every one, reads "All segments". */
export function SegmentTags({ names }: { names: readonly string[] }) {
  if (names.length === 0 || names.length === SEGMENTS.length) return <>All segments</>;
  return (
    <Flex gap={4} wrap>
      {names.map((name) => (
        <SegmentTag key={name} name={name} />
      ))}
    </Flex>
  );
}

export function CategoryTag({
  category,
}: {
  category: Pick<ContentCategory, 'display_label' | 'colour_hex_code'> | undefined;
}) {
  if (!category) return <>—</>;
  return (
    // Solid, so a category never looks like a segment tag; text in black or white to stay legible.
    <Tag
      variant="solid"
      color={category.colour_hex_code}
      style={{ color: readableTextColour(category.colour_hex_code) }}
    >
      {category.display_label}
    </Tag>
  );
}

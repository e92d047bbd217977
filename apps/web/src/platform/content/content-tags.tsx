import { SEGMENTS, type ContentCategory } from '@console/contract';
import { Flex, Tag } from 'antd';
import dayjs from 'dayjs';

// How content lists and details show dates, segments and categories (000 §9: dates as
// day-Mon-year with 12-hour time; segment colours college blue, high-school red, e-kidz yellow,
// e-champs purple, coaching center sky-blue; a category in its own colour).

export const DATE_TIME_FORMAT = 'DD-MMM-YYYY hh:mm A';

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '—';
}

/** Black or white text, whichever reads better on a #RRGGBB background. */
export function readableTextColour(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#fff';
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16)) as [number, number, number];
  // Perceived brightness (ITU-R BT.601 weights).
  return r * 0.299 + g * 0.587 + b * 0.114 > 160 ? 'rgba(0, 0, 0, 0.88)' : '#fff';
}

/** Tag colours of the segment colours that are not Ant Design presets (sky-blue, grey). */
const SEGMENT_TAG_COLOURS: Record<string, string | undefined> = {
  skyblue: '#0EA5E9',
  grey: undefined,
};

export function segmentTagColour(name: string): string | undefined {
  const colour = SEGMENTS.find((segment) => segment.name === name)?.colour;
  if (!colour) return undefined;
  return colour in SEGMENT_TAG_COLOURS ? SEGMENT_TAG_COLOURS[colour] : colour;
}

export function SegmentTag({ name }: { name: string }) {
  return <Tag color={segmentTagColour(name)}>{name}</Tag>;
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

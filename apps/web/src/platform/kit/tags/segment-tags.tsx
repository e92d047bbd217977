import { SEGMENTS, type Hue } from '@console/contract';
import { Flex } from 'antd';
import { HueTag } from './hue-tag.tsx';

// Segments in their colours (000 §9: college blue, high-school red, e-kidz yellow, e-champs
// purple, coaching center sky-blue).

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

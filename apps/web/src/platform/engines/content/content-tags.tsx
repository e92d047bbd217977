import type { ContentCategory } from '@console/contract';
import { Tag } from 'antd';
import { contrastRatio } from '../../kit/tags/tag-palette.ts';

// How content lists and details show a category: in its own colour.

/** Black or white text, whichever reads better on a #RRGGBB background. */
export function readableTextColour(hex: string): string {
  const colour = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!colour) return '#fff';
  // A mid purple takes black: white on #a461d8 is 3.97:1, black 5.3:1.
  return contrastRatio(`#${colour}`, '#000000') > contrastRatio(`#${colour}`, '#ffffff')
    ? '#000'
    : '#fff';
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

import type { Hue } from '@console/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { TAG_PALETTE } from './tag-palette.ts';

// A tag in one hue of the palette. Statuses go through StatusTag (their code table chooses the
// hue); this is for the few tags that are not a code (a pickup match, a segment, a badge).

export function HueTag({ hue, children }: { hue: Hue; children: ReactNode }) {
  const tone = TAG_PALETTE[hue];
  return (
    <Tag
      className={`hue-tag hue-tag-${hue}`}
      style={{ color: tone.text, background: tone.background, borderColor: tone.border }}
    >
      {children}
    </Tag>
  );
}

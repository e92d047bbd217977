import type { wellnessBody, wellnessListQuery } from '@console/contract';
import type { z } from 'zod';
import { categoryField } from '../../platform/engines/content/content-category-field.ts';
import { wellnessKind } from './wellness.kind.ts';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

/** Wellness posts (000 §3, §7): content items with a category. */
export const wellnessContent: ContentModule<
  z.output<typeof wellnessBody>,
  z.output<typeof wellnessListQuery>
> = {
  kind: wellnessKind,
  extra: categoryField(wellnessKind),
};

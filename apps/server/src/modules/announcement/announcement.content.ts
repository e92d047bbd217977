import type { announcementBody, announcementListQuery } from '@console/contract';
import type { z } from 'zod';
import { categoryField } from '../../platform/engines/content/content-category-field.ts';
import { announcementKind } from './announcement.kind.ts';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

/** Announcements (000 §3, §7): content items with a category. */
export const announcementContent: ContentModule<
  z.output<typeof announcementBody>,
  z.output<typeof announcementListQuery>
> = {
  kind: announcementKind,
  extra: categoryField(announcementKind),
};

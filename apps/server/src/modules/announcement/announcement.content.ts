import { announcementBody, announcementItem, announcementListQuery } from '@console/contract';
import type { z } from 'zod';
import { categoryField } from '../../platform/content/content-category-field.ts';
import { CONTENT_KINDS } from '../../platform/content/content-kinds.ts';
import type { ContentModule } from '../../platform/content/content-module.ts';

/** Announcements (000 §3, §7): content items with a category. */
export const announcementContent: ContentModule<
  z.output<typeof announcementBody>,
  z.output<typeof announcementListQuery>
> = {
  kind: CONTENT_KINDS.announcement,
  body: announcementBody,
  item: announcementItem,
  listQuery: announcementListQuery,
  extra: categoryField(CONTENT_KINDS.announcement),
};

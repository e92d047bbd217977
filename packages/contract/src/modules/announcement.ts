import { z } from 'zod';
import { int4Id } from '../common/numbers.ts';
import { categoryFilterField, contentBody, contentItem, contentListQuery } from './content.ts';

// Announcements (000 §2, §3, §7): content items with a category. Export file announcements.csv.

export const ANNOUNCEMENT_EXPORT_FILE = 'announcements.csv';

const categoryId = int4Id.nullable().optional();

export const announcementBody = contentBody({ category: categoryId });
export type AnnouncementBody = z.input<typeof announcementBody>;
export const announcementItem = contentItem.extend({ category: z.number().int().nullable() });
export type Announcement = z.infer<typeof announcementItem>;
export const announcementListQuery = contentListQuery(categoryFilterField);

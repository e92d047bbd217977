import type { z } from 'zod';
import { contentBody, contentItem, contentListQuery } from './content.ts';

// Marketing items (002 §3, §4, §7). Export file marketing.csv (002 §9).

export const MARKETING_EXPORT_FILE = 'marketing.csv';

export const marketingBody = contentBody({});
export type MarketingBody = z.input<typeof marketingBody>;
export const marketingItem = contentItem;
export type MarketingItem = z.infer<typeof marketingItem>;
export const marketingListQuery = contentListQuery({});

import { z } from 'zod';
import { int4Id } from '../common/numbers.ts';
import { categoryFilterField, contentBody, contentItem, contentListQuery } from './content.ts';

// Wellness posts (000 §3, §7): content items with a category. Export file wellness.csv.

export const WELLNESS_EXPORT_FILE = 'wellness.csv';

const categoryId = int4Id.nullable().optional();

export const wellnessBody = contentBody({ category: categoryId });
export type WellnessBody = z.input<typeof wellnessBody>;
export const wellnessItem = contentItem.extend({ category: z.number().int().nullable() });
export type WellnessItem = z.infer<typeof wellnessItem>;
export const wellnessListQuery = contentListQuery(categoryFilterField);

import { z } from 'zod';

// Saved filters of a list page (000 §3 "Preset filter", §7): per user, per page.

/** Which list page a filter belongs to: the page's route path, e.g. "/announcement". */
const presetPage = z.string().trim().min(1).max(200);

export const presetFilterBody = z.strictObject({
  page: presetPage,
  name: z.string().trim().min(1, 'Name is required').max(100),
  /** The list's query string values, as the page binds them. */
  data: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]),
  ),
});
export type PresetFilterBody = z.infer<typeof presetFilterBody>;

export const presetFilterListQuery = z.strictObject({ page: presetPage });

export const presetFilter = presetFilterBody.extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PresetFilter = z.infer<typeof presetFilter>;

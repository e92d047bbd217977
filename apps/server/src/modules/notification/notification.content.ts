import {
  NOTIFICATION_APPLICATION_LABELS,
  NOTIFICATION_PLATFORM_LABELS,
  type notificationBody,
  type notificationListQuery,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notificationKind } from './notification.kind.ts';
import { labelsOf } from '../../platform/engines/content/content-labels.ts';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

/** Each code once, in code order. */
const codes = (values: readonly number[]) =>
  sql`${sql.param([...new Set(values)].sort((a, b) => a - b))}::int[]`;

/** Push notifications (002 §3, §7): aimed at platforms and applications. */
export const notificationContent: ContentModule<
  z.output<typeof notificationBody>,
  z.output<typeof notificationListQuery>
> = {
  kind: notificationKind,
  extra: {
    answer: { platforms: sql`c.platforms`, applications: sql`c.applications` },
    exportColumns: {
      Platforms: labelsOf(sql`c.platforms`, NOTIFICATION_PLATFORM_LABELS),
      Applications: labelsOf(sql`c.applications`, NOTIFICATION_APPLICATION_LABELS),
    },
    columns: (body) => ({
      platforms: codes(body.platforms),
      applications: codes(body.applications),
    }),
    filters: (query) => [
      query.platform !== undefined && sql`c.platforms @> ARRAY[${query.platform}]::int[]`,
      query.application !== undefined && sql`c.applications @> ARRAY[${query.application}]::int[]`,
    ],
  },
};

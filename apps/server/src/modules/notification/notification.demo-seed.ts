import { ContentStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  contentDemoSeed,
  type DemoItem,
} from '../../platform/engines/content/content.demo-seed.ts';
import { notificationKind } from './notification.kind.ts';

// The demo group's push notifications: a few by the superuser, the principal and the zonal
// coordinator, in every status.

const { Active, Scheduled, Draft } = ContentStatus;

const ITEMS: DemoItem[] = [
  {
    author: 'admin',
    status: Active,
    daysAgo: 2,
    title: 'App update available',
    description: 'A new version of the app is available with gate pass and event gallery.',
  },
  {
    author: 'admin',
    status: Scheduled,
    daysAgo: 0,
    scheduledInDays: 1,
    title: 'Results published',
    description: 'Unit test results are published. Open the app to see them.',
  },
  {
    author: 'zonal',
    status: Draft,
    daysAgo: 0,
    title: 'Fee payment reminder',
    description: 'The second term fee is due on 10 December.',
  },
];

export const notificationDemoSeed = contentDemoSeed(notificationKind, 'push notifications', {
  items: ITEMS,
  columnsOf: () => ({
    platforms: sql`ARRAY[1, 2, 3]::int[]`,
    applications: sql`ARRAY[2, 3]::int[]`,
  }),
});

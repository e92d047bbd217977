import { ContentStatus, SmsPriority, smsSegments } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  contentDemoSeed,
  type DemoItem,
} from '../../platform/engines/content/content.demo-seed.ts';
import { smsKind } from './sms.kind.ts';

// The demo group's SMS messages: a few by the superuser, the principal and the zonal
// coordinator, in every status.

/** A DLT template id as operators issue them (19 digits). */
const DLT_DEMO_TEMPLATE_ID = '1107172839405162738';

const { Active, Scheduled, Draft } = ContentStatus;

const ITEMS: DemoItem[] = [
  {
    author: 'admin',
    status: Active,
    daysAgo: 3,
    title: 'Rain holiday',
    description: 'Dear parent, schools are closed tomorrow due to heavy rain. Stay safe.',
  },
  {
    author: 'zonal',
    status: Scheduled,
    daysAgo: 1,
    scheduledInDays: 2,
    title: 'PTM reminder',
    description: 'Dear parent, the parent-teacher meeting is on Saturday at 10 am.',
  },
  {
    author: 'admin',
    status: Draft,
    daysAgo: 0,
    title: 'Fee reminder',
    description: 'Dear parent, the second term fee is due on 10 December.',
  },
];

export const smsDemoSeed = contentDemoSeed(smsKind, 'SMS messages', {
  items: ITEMS,
  columnsOf: (item) => ({
    priority: sql`${item.status === Active ? SmsPriority.High : SmsPriority.Normal}`,
    dlt_template_id: sql`${item.status === Draft ? null : DLT_DEMO_TEMPLATE_ID}::text`,
    segments_per_message: sql`${smsSegments(item.description).segments}`,
  }),
});

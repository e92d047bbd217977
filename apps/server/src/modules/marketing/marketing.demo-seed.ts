import { ContentStatus } from '@console/contract';
import {
  contentDemoSeed,
  type DemoItem,
} from '../../platform/engines/content/content.demo-seed.ts';
import { marketingKind } from './marketing.kind.ts';

// The demo group's marketing messages: a few by the superuser, the principal and the zonal
// coordinator, in every status.

const { Active, Scheduled, Draft } = ContentStatus;

const ITEMS: DemoItem[] = [
  {
    author: 'admin',
    status: Active,
    daysAgo: 7,
    title: 'Admissions open for 2026-27',
    description: 'Admissions for the 2026-27 academic year are open. Apply in the parent app.',
  },
  {
    author: 'zonal',
    status: Scheduled,
    daysAgo: 1,
    scheduledInDays: 5,
    title: 'Open house this Saturday',
    description: 'Visit our campuses this Saturday: labs, library and sports facilities.',
  },
  {
    author: 'admin',
    status: Draft,
    daysAgo: 0,
    title: 'Refer a friend',
    description: 'Refer a family and both get a discount on the first term fee.',
  },
];

export const marketingDemoSeed = contentDemoSeed(marketingKind, 'marketing messages', {
  items: ITEMS,
});

import { ContentStatus } from '@console/contract';
import {
  contentDemoSeed,
  type DemoItem,
  type DemoCategory,
} from '../../platform/engines/content/content.demo-seed.ts';
import { announcementKind } from './announcement.kind.ts';

// The demo group's announcements: a few by the superuser, the principal and the zonal
// coordinator, in every status.

const { Active, Scheduled, Draft, Hidden } = ContentStatus;

const CATEGORIES: DemoCategory[] = [
  {
    name: 'general',
    displayLabel: 'General',
    description: 'Notices for everyone',
  },
  {
    name: 'exams',
    displayLabel: 'Exams',
    description: 'Timetables and results',
    colour: '#D4380D',
  },
  {
    name: 'events',
    displayLabel: 'Events',
    description: 'Sports, culture, celebrations',
    colour: '#389E0D',
  },
  {
    name: 'holidays',
    displayLabel: 'Holidays',
    description: 'Breaks and closures',
    colour: '#096DD9',
  },
];

const ITEMS: DemoItem[] = [
  {
    author: 'admin',
    status: Active,
    category: 'events',
    daysAgo: 6,
    title: 'Annual Sports Day',
    description: 'The annual sports day is on 14 December. Parents are welcome from 9 am.',
  },
  {
    author: 'admin',
    status: Scheduled,
    category: 'holidays',
    daysAgo: 1,
    scheduledInDays: 3,
    title: 'Winter break',
    description: 'Schools close for the winter break from 24 December and reopen on 2 January.',
  },
  {
    author: 'admin',
    status: Active,
    category: 'general',
    userType: 'staff',
    daysAgo: 4,
    title: 'Staff meeting on Monday',
    description: 'All staff meet in the main hall on Monday at 3:30 pm.',
  },
  {
    author: 'principal',
    status: Active,
    category: 'exams',
    daysAgo: 3,
    title: 'Half-yearly exam timetable',
    description: 'The half-yearly exams begin on 2 December. The timetable is attached in the app.',
  },
  {
    author: 'principal',
    status: Draft,
    category: 'general',
    daysAgo: 0,
    title: 'Parent-teacher meeting',
    description: 'The parent-teacher meeting is on Saturday from 10 am to 1 pm.',
  },
  {
    author: 'zonal',
    status: Hidden,
    category: 'general',
    daysAgo: 2,
    title: 'Bus route change',
    description: 'Route 12 now stops at the market gate. (Recalled: sent too early.)',
  },
];

export const announcementDemoSeed = contentDemoSeed(announcementKind, 'announcements', {
  categories: CATEGORIES,
  items: ITEMS,
  // The zonal coordinator's announcement grant is three branches of the first state.
  zonalReachesPrincipalBranch: true,
});

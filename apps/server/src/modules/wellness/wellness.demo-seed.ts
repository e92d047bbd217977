import { ContentStatus } from '@console/contract';
import {
  contentDemoSeed,
  type DemoItem,
  type DemoCategory,
} from '../../platform/engines/content/content.demo-seed.ts';
import { wellnessKind } from './wellness.kind.ts';

// The demo group's wellness posts: a few by the superuser, the principal and the zonal
// coordinator, in every status.

const { Active, Scheduled, Draft } = ContentStatus;

const CATEGORIES: DemoCategory[] = [
  {
    name: 'mental-health',
    displayLabel: 'Mental health',
    description: 'Stress, sleep, talking to someone',
  },
  {
    name: 'nutrition',
    displayLabel: 'Nutrition',
    description: 'Food and healthy habits',
    colour: '#389E0D',
  },
  {
    name: 'fitness',
    displayLabel: 'Fitness',
    description: 'Sport and movement',
    colour: '#096DD9',
  },
];

const ITEMS: DemoItem[] = [
  {
    author: 'admin',
    status: Active,
    category: 'nutrition',
    daysAgo: 5,
    title: 'Healthy lunch boxes',
    description: 'Fruit, a whole grain and a protein: ideas for a balanced lunch box.',
  },
  {
    author: 'principal',
    status: Scheduled,
    category: 'mental-health',
    daysAgo: 1,
    scheduledInDays: 2,
    title: 'Exam stress: talk to us',
    description: 'Counsellors are available every afternoon during the exams.',
  },
  {
    author: 'admin',
    status: Draft,
    category: 'fitness',
    daysAgo: 0,
    title: 'Morning yoga sessions',
    description: 'Yoga for students and parents every Sunday at 7 am.',
  },
];

export const wellnessDemoSeed = contentDemoSeed(wellnessKind, 'wellness posts', {
  categories: CATEGORIES,
  items: ITEMS,
});

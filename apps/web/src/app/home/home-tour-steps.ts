import type { TourProps } from 'antd';
import { tourTarget } from '../tour/tour-store.ts';

// The home tour's steps, loaded with the tour's view (most visits to home never show it).

const byId = (step: string) => () =>
  document.getElementById(tourTarget('home', step)) as HTMLElement;

export const homeTourSteps = (): NonNullable<TourProps['steps']> => [
  {
    title: 'My Account Info',
    description: 'Your profile, employee details and password live here.',
    target: byId('account-info'),
    placement: 'left',
  },
  {
    title: 'Help & Feedback',
    description: 'Stuck, or have an idea? Write to the team, with a screenshot if you like.',
    target: byId('help-feedback'),
    placement: 'left',
  },
  {
    title: 'Feedback',
    description: 'The quickest way to the feedback form, from any page.',
    target: byId('feedback-icon'),
    placement: 'bottomRight',
  },
  {
    title: 'Search and sort',
    description: 'Find a module by name, and order the cards the way you like.',
    target: byId('search-sort'),
    placement: 'bottom',
  },
  {
    title: 'Modules',
    description: 'Each card opens a module. You see the modules your role allows.',
    target: byId('module-card'),
    placement: 'right',
  },
  {
    title: 'Guide',
    description: 'Replay this tour at any time from Guide in the account menu.',
    target: byId('guide'),
    placement: 'left',
  },
];

import type { TourProps } from 'antd';
import { tourTarget } from '../tour/tour-store.ts';

// The home tour's steps, loaded with the tour's view (most visits to home never show it). Each
// points at something on the page itself (never inside a menu that would have to be held open),
// and a step whose target is not on the page for this user (no day's work) is left out.

type Step = NonNullable<TourProps['steps']>[number];

/** Phones: the header's controls are in one row at the top; the panel goes below them. */
const PHONE = '(max-width: 575px)';

const element = (step: string) => document.getElementById(tourTarget('home', step));

interface HomeStep {
  id: string;
  title: string;
  description: string;
  placement: Step['placement'];
}

export const HOME_STEPS: readonly HomeStep[] = [
  {
    id: 'search',
    title: 'Search',
    description:
      'Find students, staff, gate passes, messages, events and calls by name, number or id. Press / from anywhere.',
    placement: 'bottom',
  },
  {
    id: 'go-to',
    title: 'Go to',
    description: 'Open any module or a "New …" form by typing part of its name. Press Ctrl K.',
    placement: 'bottom',
  },
  {
    id: 'day-work',
    title: 'Today’s work',
    description: 'What waits for you: each count opens its list, filtered.',
    placement: 'bottom',
  },
  {
    id: 'bell',
    title: 'Notifications',
    description: 'The same work and the day’s events, from any page. Press ? for the shortcuts.',
    placement: 'bottomRight',
  },
  {
    id: 'feedback-icon',
    title: 'Feedback',
    description: 'The quickest way to the feedback form, from any page.',
    placement: 'bottomRight',
  },
  {
    id: 'search-sort',
    title: 'Search and sort',
    description: 'Find a module by name, and order the cards the way you like.',
    placement: 'bottom',
  },
  {
    id: 'module-card',
    title: 'Modules',
    description: 'Each card opens a module. You see the modules your role allows.',
    placement: 'right',
  },
  {
    id: 'account',
    title: 'Your account',
    description:
      'My Account Info, Help & Feedback and Guide are in this menu: Guide replays this tour.',
    placement: 'bottomRight',
  },
];

/** Whether a step's target is on the page (the compact header keeps every one of them). */
const shown = (id: string) => element(id) !== null;

export const homeTourSteps = (): NonNullable<TourProps['steps']> => {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;
  return HOME_STEPS.filter((step) => shown(step.id)).map((step) => ({
    title: step.title,
    description: step.description,
    target: () => element(step.id) as HTMLElement,
    // On a phone every panel opens below its target, across the screen's width.
    placement: phone ? 'bottom' : step.placement,
  }));
};

import { Button, Space, Tour, type TourProps } from 'antd';
import { useEffect, useState } from 'react';
import {
  endTour,
  markTourSeen,
  startTour,
  toursSeen,
  tourTarget,
  useRunningTour,
} from '../tour/tour-store.ts';

const PAGE = 'home';
/** 000 §9: the tour's overlay opacity. */
export const TOUR_OVERLAY_OPACITY = 0.4;

const byId = (step: string) => () =>
  document.getElementById(tourTarget(PAGE, step)) as HTMLElement;

/** The home page's guided tour (000 §2); it starts by itself on the first visit. */
export function HomeTour({ ready }: { ready: boolean }) {
  const running = useRunningTour() === PAGE;
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (ready && !toursSeen().includes(PAGE)) {
      // Let the cards and the open account menu lay out before the first step measures them.
      const timer = setTimeout(() => startTour(PAGE), 300);
      return () => clearTimeout(timer);
    }
  }, [ready]);
  useEffect(() => {
    if (running) setCurrent(0);
    return undefined;
  }, [running]);
  useEffect(() => () => endTour(), []);

  const close = () => {
    markTourSeen(PAGE);
    endTour();
  };

  const steps: NonNullable<TourProps['steps']> = [
    {
      title: 'My Account Info',
      description: 'Your profile, employee details and password live here.',
      target: byId('account-info'),
    },
    {
      title: 'Help & Feedback',
      description: 'Stuck, or have an idea? Write to the team, with a screenshot if you like.',
      target: byId('help-feedback'),
    },
    {
      title: 'Feedback',
      description: 'The quickest way to the feedback form, from any page.',
      target: byId('feedback-icon'),
    },
    {
      title: 'Search and sort',
      description: 'Find a module by name, and order the cards the way you like.',
      target: byId('search-sort'),
    },
    {
      title: 'Modules',
      description: 'Each card opens a module. You see the modules your role allows.',
      target: byId('module-card'),
    },
    {
      title: 'Guide',
      description: 'Replay this tour at any time from Guide in the account menu.',
      target: byId('guide'),
    },
  ];
  const last = steps.length - 1;

  return (
    <Tour
      open={running}
      current={current}
      onChange={setCurrent}
      onClose={close}
      steps={steps}
      mask={{ color: `rgba(0, 0, 0, ${TOUR_OVERLAY_OPACITY})` }}
      actionsRender={() => (
        <Space size={8}>
          {current < last && (
            <Button size="small" type="text" onClick={close}>
              Skip
            </Button>
          )}
          {current > 0 && (
            <Button size="small" onClick={() => setCurrent(current - 1)}>
              Previous
            </Button>
          )}
          {current < last ? (
            <Button size="small" type="primary" onClick={() => setCurrent(current + 1)}>
              Next
            </Button>
          ) : (
            <Button size="small" type="primary" onClick={close}>
              Don&apos;t show again!
            </Button>
          )}
        </Space>
      )}
    />
  );
}

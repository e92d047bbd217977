import { lazy, Suspense, useEffect, useState } from 'react';
import {
  endTour,
  markTourSeen,
  skipTour,
  startTour,
  tourDue,
  tourTarget,
  useRunningTour,
} from '../tour/tour-store.ts';

// antd's Tour and its buttons load when the tour first runs: most visits never show it.
const HomeTourView = lazy(() => import('./home-tour-view.tsx'));

const PAGE = 'home';

const byId = (step: string) => () => document.getElementById(tourTarget(PAGE, step)) as HTMLElement;

/** The home page's guided tour (000 §2); it starts by itself on the first visit. */
export function HomeTour({ ready }: { ready: boolean }) {
  const running = useRunningTour() === PAGE;
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (ready && tourDue(PAGE)) {
      // Let the cards and the open account menu lay out before the first step measures them.
      const timer = setTimeout(() => startTour(PAGE), 300);
      return () => clearTimeout(timer);
    }
  }, [ready]);
  // The first steps point into the account menu, which opens when the tour starts: show the
  // tour once the menu's entries are laid out, so the first step measures the right place.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setCurrent(0);
    setShown(false);
    if (!running) return;
    let settledAt = 0;
    const timer = setInterval(() => {
      const first = byId('account-info')();
      if (!first || first.getBoundingClientRect().width === 0) return;
      settledAt ||= Date.now();
      if (Date.now() - settledAt < 350) return;
      clearInterval(timer);
      setShown(true);
    }, 50);
    return () => clearInterval(timer);
  }, [running]);
  useEffect(() => () => endTour(), []);
  // Once loaded the Tour stays rendered, so that closing it still animates.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (running) setWanted(true);
  }, [running]);

  // Skip and the close icon end the tour for now: it starts again on the next visit. Only
  // 'Don't show again!' on the first-visit step (Guide) keeps it away for good.
  const skip = () => skipTour(PAGE);
  const dontShowAgain = () => {
    markTourSeen(PAGE);
    endTour();
  };

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HomeTourView
        open={running && shown}
        current={current}
        onChange={setCurrent}
        onSkip={skip}
        onDontShowAgain={dontShowAgain}
      />
    </Suspense>
  );
}

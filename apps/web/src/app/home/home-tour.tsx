import { lazy, Suspense, useEffect, useState } from 'react';
import { endTour, startTour, useRunningTour } from '../tour/tour-store.ts';
import { tourDueFor, useEndTourForGood, useUiState } from '../tour/tours-done.ts';

// antd's Tour and its buttons load when the tour first runs: most visits never show it.
const HomeTourView = lazy(() => import('./home-tour-view.tsx'));

const PAGE = 'home';

/** Let the cards and the day's work lay out before the first step measures its target. */
const SETTLE_MS = 300;

/**
 * The home page's guided tour (000 §2): it starts by itself until the user ends it, by Skip (or
 * the close icon) or by the last step's "Don't show again!"; either ends it for good, kept on
 * the server for every browser. Guide in the account menu replays it.
 */
export function HomeTour({ ready }: { ready: boolean }) {
  const running = useRunningTour() === PAGE;
  const [current, setCurrent] = useState(0);
  const kept = useUiState();
  const endForGood = useEndTourForGood();
  const due = ready && tourDueFor(PAGE, kept.data);

  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => startTour(PAGE), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [due]);
  useEffect(() => {
    setCurrent(0);
  }, [running]);
  useEffect(() => () => endTour(), []);
  // Once loaded the Tour stays rendered, so that closing it still animates.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (running) setWanted(true);
  }, [running]);

  const end = () => {
    endTour();
    void endForGood(PAGE);
  };

  // Whether the tour is still to come for this user, once their kept state has answered: what
  // a test waits for before it says the tour did not start.
  const state = !kept.data ? 'waiting' : tourDueFor(PAGE, kept.data) ? 'due' : 'ended';
  return (
    <>
      <span hidden data-home-tour={state} />
      {wanted && (
        <Suspense fallback={null}>
          <HomeTourView
            open={running}
            current={current}
            onChange={setCurrent}
            onSkip={end}
            onDontShowAgain={end}
          />
        </Suspense>
      )}
    </>
  );
}

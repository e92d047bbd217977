import { Button } from 'antd';
import Tour from 'antd/es/tour';
import { useMemo } from 'react';
import { homeTourSteps } from './home-tour-steps.ts';

/** 000 §9: the tour's overlay opacity. */
const TOUR_OVERLAY_OPACITY = 0.4;

/**
 * antd's Tour with home's buttons (Skip, Previous, Next, Don't show again!). Loaded when the
 * tour first runs: most visits to home never show it. Its panel is never wider than the screen
 * and its buttons wrap, so Skip and Next stay in view on a phone (home.css).
 */
export default function HomeTourView({
  open,
  current,
  onChange,
  onSkip,
  onDontShowAgain,
}: {
  open: boolean;
  current: number;
  onChange: (current: number) => void;
  onSkip: () => void;
  onDontShowAgain: () => void;
}) {
  // The steps are read when the tour opens: which targets the page has for this user.
  const steps = useMemo(() => (open ? homeTourSteps() : []), [open]);
  const last = steps.length - 1;
  return (
    <Tour
      open={open && steps.length > 0}
      current={current}
      onChange={onChange}
      onClose={onSkip}
      steps={steps}
      rootClassName="home-tour"
      mask={{ color: `rgba(0, 0, 0, ${TOUR_OVERLAY_OPACITY})` }}
      actionsRender={() => (
        <span className="home-tour-actions">
          <Button size="small" type="text" onClick={onSkip}>
            Skip
          </Button>
          {current > 0 && (
            <Button size="small" onClick={() => onChange(current - 1)}>
              Previous
            </Button>
          )}
          {current < last ? (
            <Button size="small" type="primary" onClick={() => onChange(current + 1)}>
              Next
            </Button>
          ) : (
            <Button size="small" type="primary" onClick={onDontShowAgain}>
              Don&apos;t show again!
            </Button>
          )}
        </span>
      )}
    />
  );
}

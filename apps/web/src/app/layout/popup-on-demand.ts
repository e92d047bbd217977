import { useCallback, useRef, useState, type MouseEvent } from 'react';

/**
 * A header control whose popup (the account menu, the notifications) loads with its first
 * opening: until then the control is its plain trigger, and antd's Dropdown or Popover is not
 * part of the page's code. Pointing at or focusing the trigger starts the load, so a click
 * rarely waits for it.
 *
 * The popup's component wraps the trigger, so the trigger is drawn anew when it arrives; a
 * trigger that had the focus (opened from the keyboard) gets it back then (`popupShown`).
 */
export function usePopupOnDemand(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const triggerProps = {
    ref: trigger,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // Once the popup is there, its own trigger handling opens and closes it.
    onClick: wanted
      ? undefined
      : (event: MouseEvent<HTMLButtonElement>) => {
          refocus.current = document.activeElement === event.currentTarget;
          setWanted(true);
          setOpen(true);
        },
  };
  const popupShown = useCallback(() => {
    if (!refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, []);

  return {
    /** Render the popup's component (inside Suspense, the trigger as its fallback). */
    wanted,
    open,
    setOpen,
    triggerProps,
    popupShown,
  };
}

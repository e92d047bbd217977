import { useEffect, useLayoutEffect, useRef } from 'react';

// Single-key shortcuts of a page (issue 13: the frequent actions by keyboard): a plain letter,
// no modifier. They stay quiet while the user types (a field, a select, an editable area) and
// while a dialog is open, where the letter belongs to the dialog; the buttons they press name
// them in aria-keyshortcuts and their tooltips. Kept in the gate-pass module while it is the
// only one with shortcuts; it moves to the platform with the second.

/** The action of each key; a missing or null action leaves the key alone. */
export type ShortcutActions = Record<string, (() => void) | null | undefined>;

const EDITABLE =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="spinbutton"]';

/** Whether the key was typed into something that takes text. */
function typing(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(EDITABLE) !== null;
}

/**
 * A dialog is on screen. An antd modal stays in the page once closed: hidden, or on its way out
 * (its motion's `-leave` class) while it fades.
 */
export function dialogOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll('[role="dialog"], [role="alertdialog"], [aria-modal="true"]')]
    .filter((dialog) => !dialog.closest('[hidden], [aria-hidden="true"], [class*="-leave"]'))
    .some((dialog) => !hiddenByStyle(dialog));
}

function hiddenByStyle(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === 'none') return true;
  }
  return false;
}

/** Listens for the keys while `enabled`; the latest actions run (no re-subscription per render). */
export function useShortcuts(actions: ShortcutActions, enabled = true): void {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (typing(event.target) || dialogOpen()) return;
      const action = latest.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

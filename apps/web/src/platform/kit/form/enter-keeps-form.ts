import type { KeyboardEvent } from 'react';

// Enter in a field never submits the form (issue 25): in Chromium, Enter that accepted a typed
// date in a picker, or a choice in a list, also submitted the form around it ("implicit
// submission"), so a half-filled meeting was created and the page left. A form with several
// sections submits from its buttons only; the pickers still take Enter for their own choice
// (their handlers run first, on the field), and a focused button still presses on Enter.

/** The controls whose Enter the browser turns into a submit of their form. */
const SUBMITTING_FIELDS = new Set(['INPUT', 'SELECT']);
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset', 'image']);

/** A form's keydown: stops Enter in a field from submitting it; leaves buttons and text areas. */
export function keepFormOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter') return;
  const field = event.target as HTMLElement;
  if (!SUBMITTING_FIELDS.has(field.tagName)) return;
  if (field instanceof HTMLInputElement && BUTTON_INPUTS.has(field.type)) return;
  event.preventDefault();
}

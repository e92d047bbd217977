import { fireEvent } from '@testing-library/react';

/**
 * Enter in a field as Chromium handles it: the keydown goes to the field, and unless a handler
 * prevented its default, the field's form is submitted ("implicit submission", HTML §4.10.21.2:
 * a form with a submit button, from an input or a select). happy-dom does the keydown only, so a
 * test of "Enter never submits" would pass whatever the form did without this.
 */
export function pressEnter(field: HTMLElement, init: KeyboardEventInit = {}): void {
  const notPrevented = fireEvent.keyDown(field, {
    key: 'Enter',
    code: 'Enter',
    keyCode: 13,
    ...init,
  });
  const form = (field as HTMLInputElement).form ?? field.closest('form');
  const submits = field instanceof HTMLInputElement || field instanceof HTMLSelectElement;
  if (
    notPrevented &&
    submits &&
    form?.querySelector('button[type="submit"], input[type="submit"]')
  ) {
    form.requestSubmit();
  }
}

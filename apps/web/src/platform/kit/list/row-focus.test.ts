import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusInRows } from './row-focus.ts';

// A row's action done: the focus goes on to the row in its place, not to <body>.

afterEach(() => {
  document.body.innerHTML = '';
});

function table(ids: number[]) {
  document.body.innerHTML = `<main><h1 tabindex="-1">Gate Pass</h1><table><tbody>${ids
    .map(
      (id) =>
        `<tr data-row-key="${id}"><td><a href="/p/${id}">${id}</a></td><td><button data-act>Approve ${id}</button></td></tr>`,
    )
    .join('')}</tbody></table></main>`;
}
const row = (id: number) => document.querySelector<HTMLElement>(`[data-row-key="${id}"]`)!;
const focused = () => document.activeElement?.textContent;
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

describe('focus after a row action', () => {
  it('goes to the next row’s action when the row leaves the list, also when lost again later', async () => {
    table([11, 12, 13]);
    row(12).querySelector('button')!.focus();
    keepFocusInRows(row(12), '[data-act]');
    row(12).remove();
    await frames(2);
    expect(focused()).toBe('Approve 13');
    // The confirmation's close gives the focus back to the gone button: <body> again.
    (document.activeElement as HTMLElement).blur();
    await frames(2);
    expect(focused()).toBe('Approve 13');
  });

  it('goes to the next row’s action when the row stays without its buttons', async () => {
    table([11, 12, 13]);
    keepFocusInRows(row(12), '[data-act]');
    row(12).querySelector('button')!.remove();
    await frames(2);
    expect(focused()).toBe('Approve 13');
  });

  it('goes to the nearest row above from the last row, and to the heading when none is left', async () => {
    table([11, 12]);
    keepFocusInRows(row(12), '[data-act]');
    row(12).remove();
    await frames(2);
    expect(focused()).toBe('Approve 11');

    table([11]);
    keepFocusInRows(row(11), '[data-act]');
    row(11).remove();
    await frames(2);
    expect(focused()).toBe('Gate Pass');
  });

  it('leaves a focus the user moved elsewhere', async () => {
    table([11, 12, 13]);
    keepFocusInRows(row(12), '[data-act]');
    row(11).querySelector('a')!.focus();
    row(12).remove();
    await frames(2);
    expect(focused()).toBe('11');
  });
});

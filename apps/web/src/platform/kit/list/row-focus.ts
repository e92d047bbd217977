// After an action on one row of a list (a gate pass approved from its row) the row's buttons go
// away with its new status or the row leaves the list, and the focus fell to <body>: a keyboard
// user started again from the page's top. The focus goes instead to the next row's action (the
// row now in its place, else the next one down, else the nearest above), else the row's link,
// else the page's heading. It is placed whenever the focus is lost in the seconds the change
// takes to show: the confirmation's close gives the focus back to a button that may be gone by
// then, and while it is still open its focus trap keeps the focus in the dialog.

/** How long the list may take to show the change (the dialog closing, the list reloading). */
const WATCH_MS = 5_000;

const rowsOf = (body: Element): HTMLElement[] => [
  ...body.querySelectorAll<HTMLElement>(':scope > [data-row-key]'),
];

const actionIn = (row: HTMLElement, selector: string) =>
  row.querySelector<HTMLElement>(`${selector}:not([disabled])`);

function placeFor(body: Element, index: number, key: string | undefined, selector: string) {
  const rows = rowsOf(body);
  const same = rows.find((row) => row.dataset.rowKey === key);
  const own = same && actionIn(same, selector);
  if (own) return own;
  const from = same ? index + 1 : index;
  const ordered = [...rows.slice(from), ...rows.slice(0, Math.min(index, rows.length)).reverse()];
  for (const row of ordered) {
    const action = actionIn(row, selector);
    if (action) return action;
  }
  return (
    (same ?? rows[index])?.querySelector<HTMLElement>('a[href]') ??
    document.querySelector<HTMLElement>('main h1')
  );
}

/**
 * Call as an action on `row` (a table row, `data-row-key`) is confirmed: while the list shows
 * the change, a focus lost to <body> goes to the `selector` action of the row that takes its
 * place. A focus the user moved elsewhere meanwhile is left alone.
 */
export function keepFocusInRows(row: HTMLElement | null, selector: string): void {
  const body = row?.parentElement;
  if (!row || !body) return;
  const index = rowsOf(body).indexOf(row);
  const key = row.dataset.rowKey;
  const started = performance.now();
  // Checked every frame: a focus given back to a removed button changes nothing in the page
  // that an observer would see.
  const watch = () => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) placeFor(body, index, key, selector)?.focus();
    if (performance.now() - started < WATCH_MS) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

// Two gaps in antd's Table that axe-core reports as serious:
// - a table wider than its column scrolls sideways inside `.ant-table-content` (or
//   `.ant-table-body`), which keyboard users cannot scroll unless it can take focus (WCAG
//   2.1.1): such a scroller gets tabindex 0 and a name while, and only while, it overflows;
// - the hidden row antd measures column widths with (`.ant-table-measure-row`, aria-hidden)
//   can hold focusable copies of header cells (WCAG 4.1.2): it is made inert.

const SCROLLERS = '.ant-table-content, .ant-table-body';
const MEASURE_ROW = 'tr.ant-table-measure-row';

function tableName(scroller: HTMLElement): string {
  const labelled = scroller.closest<HTMLElement>('[aria-label]')?.getAttribute('aria-label');
  return labelled ? `${labelled} (scrolls sideways)` : 'Table (scrolls sideways)';
}

function fitFocus(scroller: HTMLElement): void {
  const overflows = scroller.scrollWidth > scroller.clientWidth + 1;
  if (overflows && !scroller.hasAttribute('tabindex')) {
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', tableName(scroller));
    scroller.dataset.scrollRegion = 'true';
  } else if (!overflows && scroller.dataset.scrollRegion) {
    scroller.removeAttribute('tabindex');
    scroller.removeAttribute('role');
    scroller.removeAttribute('aria-label');
    delete scroller.dataset.scrollRegion;
  }
}

/** Watches the document for tables as pages render them, for the life of the page. */
export function fitTables(root: HTMLElement = document.body): MutationObserver {
  const resized = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      // The inner table reports its own growth (rows arriving): refit its scroller.
      const scroller = target.matches(SCROLLERS) ? target : target.parentElement;
      if (scroller instanceof HTMLElement) fitFocus(scroller);
    }
  });
  const watched = new WeakSet<Element>();
  const visit = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    const within = (selector: string) => [
      ...(node.matches(selector) ? [node] : []),
      ...node.querySelectorAll<HTMLElement>(selector),
    ];
    for (const row of within(MEASURE_ROW)) row.setAttribute('inert', '');
    for (const scroller of within(SCROLLERS)) {
      if (watched.has(scroller)) continue;
      watched.add(scroller);
      resized.observe(scroller);
      // The table inside grows with its columns and rows, not the scroller: watch it too.
      if (scroller.firstElementChild) resized.observe(scroller.firstElementChild);
    }
  };
  visit(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(visit);
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

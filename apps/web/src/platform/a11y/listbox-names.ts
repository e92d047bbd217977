// antd's Select renders its option list (role="listbox", id "<select id>_list") with no
// accessible name, which WCAG 4.1.2 requires and axe-core reports as serious. antd offers no
// prop for it, so the console names each list after the control that opens it: the field's
// label when it has one, else the control's own aria-label.

const unnamed = '[role="listbox"]:not([aria-label]):not([aria-labelledby])';

function nameListbox(listbox: HTMLElement): void {
  const control = listbox.id
    ? document.querySelector<HTMLInputElement>(`[aria-controls="${CSS.escape(listbox.id)}"]`)
    : null;
  const label = control?.labels?.[0];
  if (label) {
    label.id ||= `${control.id || listbox.id}-label`;
    listbox.setAttribute('aria-labelledby', label.id);
    return;
  }
  listbox.setAttribute('aria-label', control?.getAttribute('aria-label') ?? 'Options');
}

function nameWithin(node: Node): void {
  if (!(node instanceof HTMLElement)) return;
  if (node.matches(unnamed)) nameListbox(node);
  node.querySelectorAll<HTMLElement>(unnamed).forEach(nameListbox);
}

/** Watches the document for option lists as dropdowns open, for the life of the page. */
export function nameListboxes(root: HTMLElement = document.body): MutationObserver {
  root.querySelectorAll<HTMLElement>(unnamed).forEach(nameListbox);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(nameWithin);
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

// antd's Select renders its option list (role="listbox", id "<select id>_list") with no
// accessible name, which WCAG 4.1.2 requires and axe-core reports as serious; antd offers no
// prop for it. Each such list is named "Choices": the control that opens it (aria-controls)
// carries the field's own name, which is what a screen reader announces while the user moves
// through the choices. The list is not named after the field so that the field's label keeps
// naming one element only (the combobox), as label lookups expect.

export const LISTBOX_NAME = 'Choices';
const unnamed = '[role="listbox"]:not([aria-label]):not([aria-labelledby])';

function nameWithin(node: Node): void {
  if (!(node instanceof HTMLElement)) return;
  if (node.matches(unnamed)) node.setAttribute('aria-label', LISTBOX_NAME);
  node.querySelectorAll(unnamed).forEach((list) => list.setAttribute('aria-label', LISTBOX_NAME));
}

/** Watches the document for option lists as dropdowns open, for the life of the page. */
export function nameListboxes(root: HTMLElement = document.body): MutationObserver {
  nameWithin(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(nameWithin);
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

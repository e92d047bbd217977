// antd's date and time pickers, two gaps antd offers no prop for (axe: serious, both):
// - The hours, minutes and AM/PM of a time panel are columns that scroll, of items that take no
//   focus: a keyboard cannot scroll them (scrollable-region-focusable, WCAG 2.1.1). Each column
//   takes the focus (arrow keys then scroll it) and is named for what it holds. Typing the time
//   in the field stays the keyboard's way to set it.
// - The month, year and decade buttons are named "Choose a month" while they show "Dec"
//   (label-content-name-mismatch, WCAG 2.5.3: a voice user says what they see). The name goes,
//   so each is named by what it shows. React sets an attribute again only when its prop changes,
//   and antd's never does; a header drawn anew is caught as it is added.

const unreachedColumns = '.ant-picker-time-panel-column:not([tabindex])';
const misnamedButtons =
  '.ant-picker-month-btn[aria-label], .ant-picker-year-btn[aria-label], .ant-picker-decade-btn[aria-label]';

const COLUMN_NAMES: Record<string, string> = {
  hour: 'Hours',
  minute: 'Minutes',
  second: 'Seconds',
  meridiem: 'AM or PM',
};

function reach(column: Element): void {
  column.setAttribute('tabindex', '0');
  const name = COLUMN_NAMES[column.getAttribute('data-type') ?? ''];
  if (name && !column.hasAttribute('aria-label')) column.setAttribute('aria-label', name);
}

function fixWithin(node: Node): void {
  if (!(node instanceof HTMLElement)) return;
  if (node.matches(unreachedColumns)) reach(node);
  node.querySelectorAll(unreachedColumns).forEach(reach);
  if (node.matches(misnamedButtons)) node.removeAttribute('aria-label');
  node.querySelectorAll(misnamedButtons).forEach((button) => button.removeAttribute('aria-label'));
}

/** Watches the document for picker panels as they open, for the life of the page. */
export function fixPickerPanels(root: HTMLElement = document.body): MutationObserver {
  fixWithin(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(fixWithin);
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

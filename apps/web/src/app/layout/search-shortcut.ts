import { CONSOLE_SHORTCUTS, pressed } from '../../platform/kit/layout/keyboard-shortcuts.ts';

// "/" focuses the header's search field, unless the user is typing somewhere (a field, an
// editable area, a select's search) where "/" is a character.

const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);

/** Whether a key press happened while typing in a field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      type,
    );
  }
  return TYPING_ROLES.has(target.getAttribute('role') ?? '');
}

/** Whether this key press asks for the search field. */
export const isSearchShortcut = (event: KeyboardEvent): boolean =>
  pressed(CONSOLE_SHORTCUTS.search, event) && !isTypingTarget(event.target);

/** Whether this key press asks for the shortcut sheet. */
export const isShortcutSheetKey = (event: KeyboardEvent): boolean =>
  pressed(CONSOLE_SHORTCUTS.shortcuts, event) && !isTypingTarget(event.target);

// The console's keyboard shortcuts, defined once: the code that listens for a key and the
// control it presses read their key from here (aria-keyshortcuts), and the shortcut sheet ("?")
// lists this registry with what the modules' manifests add (`shortcuts`), so the sheet cannot
// drift from what the keys do.

export interface KeyboardShortcut {
  /** The keys as the sheet shows them, pressed together: ['Ctrl', 'K']. */
  keys: readonly string[];
  /** The same as aria-keyshortcuts spells it: 'Control+K'. */
  aria: string;
  /** What it does: 'Open Go to'. */
  does: string;
  /** Where it works: 'Anywhere'. */
  where: string;
}

/** The shortcuts of the console itself (the header, every form, every dialog). */
export const CONSOLE_SHORTCUTS = {
  search: {
    keys: ['/'],
    aria: '/',
    does: 'Search people, passes, messages and more',
    where: 'Anywhere outside a field',
  },
  goTo: {
    keys: ['Ctrl', 'K'],
    aria: 'Control+K',
    does: 'Go to a module or a "New …" form',
    where: 'Anywhere',
  },
  shortcuts: {
    keys: ['?'],
    aria: '?',
    does: 'Show these shortcuts and the help',
    where: 'Anywhere outside a field',
  },
  send: {
    keys: ['Ctrl', 'Enter'],
    aria: 'Control+Enter',
    does: 'Send the message (asking first, with its reach)',
    where: 'A messaging form',
  },
  close: {
    keys: ['Esc'],
    aria: 'Escape',
    does: 'Close a dialog, a menu or the search results',
    where: 'Anywhere',
  },
} as const satisfies Record<string, KeyboardShortcut>;

/** Whether the key press is a shortcut's (a single key, or Ctrl/⌘ with one key). */
export function pressed(shortcut: KeyboardShortcut, event: KeyboardEvent): boolean {
  const parts = shortcut.aria.split('+');
  const key = parts.at(-1)!;
  const control = parts.includes('Control');
  if (control !== (event.ctrlKey || event.metaKey) || event.altKey) return false;
  return event.key.toLowerCase() === key.toLowerCase();
}

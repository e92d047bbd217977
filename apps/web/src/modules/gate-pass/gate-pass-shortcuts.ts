import type { KeyboardShortcut } from '../../platform/kit/layout/keyboard-shortcuts.ts';

/** A gate pass's keys (keyboard-shortcuts.ts): listed in the console's shortcut sheet. */
export const GATE_PASS_SHORTCUTS: readonly KeyboardShortcut[] = [
  { keys: ['A'], aria: 'a', does: 'Approve the pass', where: 'A gate pass' },
  { keys: ['R'], aria: 'r', does: 'Reject the pass', where: 'A gate pass' },
  { keys: ['N'], aria: 'n', does: 'Next pass of the list', where: 'A gate pass' },
  { keys: ['P'], aria: 'p', does: 'Previous pass of the list', where: 'A gate pass' },
];

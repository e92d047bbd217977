import type { PageEntry } from '../core/pages/page-entry.ts';
import type { HomeQueue } from '../kit/home/home-queue.ts';
import type { AccountMenuIcon } from '../kit/layout/account-menu-icons.tsx';
import type { KeyboardShortcut } from '../kit/layout/keyboard-shortcuts.ts';

/**
 * What a console module brings: its pages and the browser-storage keys that hold a user's
 * data and so go at logout. The registry (app/web-modules.ts) finds every module folder's
 * index.ts; nothing else is edited to add a module. Menu entries come from the contract's
 * module registry (MODULES), so a module not built yet still has its entry and "coming soon".
 */
export interface WebModule {
  /** The module's folder name under src/modules. */
  id: string;
  pages: readonly PageEntry[];
  sessionKeys?: readonly string[];
  /** Work waiting for the user that home counts above the module cards, with a link to it. */
  homeQueues?: readonly HomeQueue[];
  /** Entries it adds to the account menu, each opening one of its pages. */
  accountMenu?: readonly AccountMenuEntry[];
  /** Its pages' own keyboard shortcuts, listed in the shortcut sheet ("?"). */
  shortcuts?: readonly KeyboardShortcut[];
  /**
   * Short help in the user's words, shown in Help for each of its menu entries (MODULES ids);
   * a module without gets the console's default for its entry.
   */
  help?: Readonly<Record<string, string>>;
}

/**
 * An entry of the account menu (the avatar's dropdown, 000 §2) that opens one of the module's
 * pages; it is offered to whoever may open that page (the page's access).
 */
export interface AccountMenuEntry {
  label: string;
  /** The path of one of the module's pages. */
  path: string;
  icon: AccountMenuIcon;
}

/** A module's manifest: the one thing its index.ts exports, as `manifest`. */
export function defineWebModule(manifest: WebModule): WebModule {
  return manifest;
}

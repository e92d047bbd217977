import type { Permission } from '@console/contract';
import type { ComponentType } from 'react';
import type { HomeQueue } from '../home/home-queue.ts';

/** Who may open a page. Every condition given must hold; the server refuses the calls anyway. */
export interface PageAccess {
  /** A module registry id that must be among the user's visible modules (GET /me). */
  module?: string;
  /**
   * The menu entry the address selects must be visible: for /adoption-calling the calling
   * entry its `call_type` query names (renewal, televerification, …; none is adoption).
   */
  moduleFromAddress?: boolean;
  /** A permission, or a list of which any one suffices (superusers hold all). */
  permission?: Permission | readonly Permission[];
  superuser?: boolean;
}

/**
 * A page of the console: its route path inside the layout ('/gatepass/:id'), how to load it
 * (a dynamic import, so each page is its own chunk), whether it is kept alive when the user
 * leaves it (list pages: filters and scroll survive going back; at most 3 are kept), and who
 * may open it.
 */
export interface PageEntry {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  keepAlive?: boolean;
  access?: PageAccess;
}

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
}

/** A module's manifest: the one thing its index.ts exports, as `manifest`. */
export function defineWebModule(manifest: WebModule): WebModule {
  return manifest;
}

import type { Permission } from '@console/contract';
import type { ComponentType } from 'react';

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

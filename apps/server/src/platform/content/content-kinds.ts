import type { GlobalModuleId, Permission } from '@console/contract';
import type { AppTopic } from '../adapters/push/push-addressing.ts';

/**
 * A messaging module as data: what the shared content engine (routes, rules, lists) and the
 * delivery job need to know about it. Each module defines its own (`defineContentKind`, in its
 * folder) and hands it to the engine through its manifest; the platform lists none of them.
 */
export interface ContentKind {
  /** The module's name in job payloads, delivery rows and purposes: 'announcement'. */
  key: string;
  /** The module's table. */
  table: string;
  /** The calls' path under /api. */
  path: string;
  globalModule: GlobalModuleId;
  access: { read: Permission; create: Permission; update: Permission };
  /** Has categories (GET/POST/PUT/DELETE {path}/category). */
  categories: boolean;
  /** How a sent item reaches people: push to app users, or SMS to every phone number. */
  channel: 'push' | 'sms';
  exportFile: string;
  /** Server setting listing users for whom the module is hidden (and its calls refused). */
  hiddenForUsersSetting?: string;
  /**
   * Which apps and platforms an item's pushes go to, when the item chooses (push
   * notifications); without it a push goes to the recipient's default app on every platform.
   */
  pushAudience?: {
    apps(userType: 'student' | 'staff', item: { applications?: number[] }): AppTopic[];
    platforms(item: { platforms?: number[] }): number[] | undefined;
  };
}

/** One permission for reading, creating and changing (most messaging modules). */
export const singlePermission = (permission: Permission) => ({
  read: permission,
  create: permission,
  update: permission,
});

export function defineContentKind<const Kind extends ContentKind>(kind: Kind): Kind {
  return kind;
}

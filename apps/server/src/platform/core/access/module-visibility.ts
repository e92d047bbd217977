import { GlobalModule, MODULES, type ModuleEntry } from '@console/contract';

// Module menu visibility (000 §6, 002 §6). Pure: the caller loads grants and settings.

export interface VisibilityInput {
  userId: number;
  isSuperuser: boolean;
  /** Effective permissions (role ∪ user's). Ignored for a superuser, who holds them all. */
  permissions: ReadonlySet<string>;
  /** The user's permitted_assets rows of the academic year in question. */
  grants: readonly { moduleId: number }[];
  /** Server settings holding user-id lists, by key. A missing key is an empty list. */
  settings: ReadonlyMap<string, readonly number[]>;
}

/**
 * Whether one entry is shown. The user-id limits come first and bind superusers too:
 * - `allowedUsersSetting`: only the listed user ids see the entry (an absent or empty setting
 *   shows it to nobody);
 * - `hiddenForUsersSetting`: the listed user ids never see it.
 * Then a superuser sees the entry; `superuserOnly` entries stop there. Everyone else needs the
 * entry's read permission, and a branch grant that covers it: no grant in the year shows only
 * entries flagged `displayableWithoutBranchPermission`; a module 0 grant shows every entry; else
 * the entries whose global module has its own grant, plus the flagged ones.
 */
export function isModuleVisible(entry: ModuleEntry, input: VisibilityInput): boolean {
  const listed = (key: string) => (input.settings.get(key) ?? []).includes(input.userId);
  if (entry.allowedUsersSetting && !listed(entry.allowedUsersSetting)) return false;
  if (entry.hiddenForUsersSetting && listed(entry.hiddenForUsersSetting)) return false;
  if (input.isSuperuser) return true;
  if (entry.superuserOnly) return false;
  if (entry.readPermission === null || !input.permissions.has(entry.readPermission)) return false;
  if (entry.displayableWithoutBranchPermission) return true;
  return input.grants.some(
    (grant) => grant.moduleId === GlobalModule.system_wide || grant.moduleId === entry.globalModule,
  );
}

/** Ids of the menu entries the user sees, in registry (menu) order. */
export function visibleModules(
  input: VisibilityInput,
  modules: readonly ModuleEntry[] = MODULES,
): string[] {
  return modules.filter((entry) => isModuleVisible(entry, input)).map((entry) => entry.id);
}

import { GlobalModule, MODULES, type ModuleEntry } from '@console/contract';

/**
 * The menu entry a console address belongs to: the entry whose path is the longest prefix of
 * the address, the calling entries told apart by their `call_type` query (000 §2).
 */
export function moduleForLocation(pathname: string, search: string): ModuleEntry | undefined {
  const callType = new URLSearchParams(search).get('call_type');
  let best: ModuleEntry | undefined;
  for (const entry of MODULES) {
    const [entryPath, entryQuery] = entry.path.split('?');
    if (!entryPath || !(pathname === entryPath || pathname.startsWith(`${entryPath}/`))) continue;
    const entryCallType = entryQuery ? new URLSearchParams(entryQuery).get('call_type') : null;
    if (entryCallType !== callType) continue;
    if (!best || entryPath.length > (best.path.split('?')[0] ?? '').length) best = entry;
  }
  return best;
}

export interface ActiveModule {
  module: ModuleEntry | undefined;
  /** The global module number analytics and scope use; system_wide (0) outside modules. */
  globalModuleId: number;
}

export function activeModuleFor(pathname: string, search: string): ActiveModule {
  const module = moduleForLocation(pathname, search);
  return { module, globalModuleId: module?.globalModule ?? GlobalModule.system_wide };
}

import { contentSettingOf, PortalSettingKey, type PortalSettingKeyName } from '@console/contract';
import type { Config } from '../../../config.ts';
import type { RequestContext } from '../http/request-context.ts';
import { settingValues } from './settings-cache.ts';

// A content-management setting as the product uses it: the value a superuser stored (GET
// /content, POST /content/server_setting), else its default. Read through the settings cache,
// at the version the caller's request read with its session: a change made in any server
// process is obeyed from the next request on.

/** The environment variables a portal's address falls back to (config.ts `portals`). */
const PORTAL_DEFAULTS: Record<PortalSettingKeyName, keyof Config['portals']> = {
  [PortalSettingKey.coTraining]: 'coTrainingUrl',
  [PortalSettingKey.learningAndDevelopment]: 'ldUrl',
  [PortalSettingKey.selfServicePortal]: 'selfServicePortalUrl',
  [PortalSettingKey.serviceDesk]: 'serviceDeskUrl',
  [PortalSettingKey.serviceDeskV2]: 'serviceDeskV2Url',
  [PortalSettingKey.digitalLibrary]: 'digitalLibraryUrl',
};

/** A setting's value while none is stored: an empty list, or a portal's configured address. */
export function settingDefault(config: Config, key: string): string | number[] | null {
  const definition = contentSettingOf(key);
  if (!definition) return null;
  if (definition.kind === 'user_ids') return [];
  const variable = PORTAL_DEFAULTS[key as PortalSettingKeyName];
  return (variable && config.portals[variable]) || null;
}

/** The value the product uses now for the caller's request: the stored one, else the default. */
export async function currentSetting(
  caller: RequestContext,
  config: Config,
  key: string,
): Promise<unknown> {
  const stored = (await settingValues(caller.db, caller.auth.settingsVersion)).get(key);
  return stored ?? settingDefault(config, key);
}

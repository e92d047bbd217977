import type { z } from 'zod';

// The settings a configuration reads besides the platform's own: each module's variables, those
// under the prefixes it declares, checked by its schema. config.ts (the only reader of the
// environment) hands them the variables and reports their problems with its own.

/** What settings are resolved with beyond their variables. */
export interface SettingsContext {
  /** DATA_DIR, resolved. */
  dataDir: string;
  /** Where a relative path in a variable is from: the folder the command was typed in. */
  workingDir: string;
}

/**
 * Settings a module reads: the variables under its prefixes, checked by its schema as the
 * platform's are. Made by defineModuleSettings (platform/modules/module-settings.ts).
 */
export interface SettingsSource {
  /** The prefixes of its variables (RECORDER_, STREAM_): it reads no other variable. */
  prefixes: readonly string[];
  /** Its variables' names. */
  names: readonly string[];
  /** Variables whose values are never shown, only whether they are set. */
  secrets: readonly string[];
  /** Checks its variables by its schema: what is wrong, or their values and how to keep them. */
  check(variables: Readonly<Record<string, string>>): SettingsCheck;
}

export type SettingsCheck = { error: z.ZodError } | SettingsChecked;

export interface SettingsChecked {
  /** Each variable's value, its default when unset. */
  values: Readonly<Record<string, unknown>>;
  /** Keeps the settings its code takes for this configuration (the module asks later). */
  keep(context: SettingsContext, read: SettingsRead): void;
}

/** A module whose settings a configuration reads (the registry's manifests are these). */
export interface SettingsOwner {
  id: string;
  settings?: SettingsSource;
}

/** One owner's variables as read: the platform's, or a module's. */
export interface OwnerSettings {
  /** 'platform', or the module's id. */
  owner: string;
  /** Its variables' prefixes; none for the platform, which reads the names it lists. */
  prefixes: readonly string[];
  /** Every variable it reads, set or not. */
  names: readonly string[];
  /** Each variable's effective value (its default when unset); secrets too, never answered. */
  values: Readonly<Record<string, unknown>>;
  /** The variables set in the environment. */
  given: ReadonlySet<string>;
  secrets: ReadonlySet<string>;
}

/** Everything read from the environment, by owner: what Config.settings holds. */
export interface SettingsRead {
  owners: readonly OwnerSettings[];
}

/** A schema's complaints as a configuration error lists them: `VARIABLE: what is wrong`. */
export function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/**
 * Each variable has one reader: a module's prefix covers no variable of the platform's, nor
 * another module's prefix (a mistake in the code, not in the environment).
 */
function checkOwnership(modules: readonly SettingsOwner[], platformNames: readonly string[]) {
  const claimed: { owner: string; prefix: string }[] = [];
  for (const { id, settings } of modules) {
    for (const prefix of settings?.prefixes ?? []) {
      const platform = platformNames.find((name) => name.startsWith(prefix));
      if (platform)
        throw new Error(`Module ${id} reads ${prefix}*, but ${platform} is the platform's.`);
      const other = claimed.find((c) => c.prefix.startsWith(prefix) || prefix.startsWith(c.prefix));
      if (other) throw new Error(`Modules ${other.owner} and ${id} both read ${prefix}*.`);
      claimed.push({ owner: id, prefix });
    }
  }
}

export interface ModulesRead {
  /** What is wrong with their variables, each naming its variable. */
  problems: string[];
  owners: OwnerSettings[];
  /** Keeps each module's settings for the configuration that holds `read`. */
  keep(context: SettingsContext, read: SettingsRead): void;
}

/** Each module's variables (those under its prefixes), checked by its schema. */
export function readModuleSettings(
  given: Readonly<Record<string, string>>,
  modules: readonly SettingsOwner[],
  platformNames: readonly string[],
): ModulesRead {
  checkOwnership(modules, platformNames);
  const problems: string[] = [];
  const owners: OwnerSettings[] = [];
  const checked: SettingsChecked[] = [];
  for (const { id, settings: source } of modules) {
    if (!source) continue;
    const picked = Object.fromEntries(
      Object.entries(given).filter(([name]) =>
        source.prefixes.some((prefix) => name.startsWith(prefix)),
      ),
    );
    const check = source.check(picked);
    if ('error' in check) {
      problems.push(...problemsOf(check.error));
      continue;
    }
    checked.push(check);
    owners.push({
      owner: id,
      prefixes: source.prefixes,
      names: source.names,
      values: check.values,
      given: new Set(source.names.filter((name) => picked[name] !== undefined)),
      secrets: new Set(source.secrets),
    });
  }
  return {
    problems,
    owners,
    keep(context, read) {
      for (const check of checked) check.keep(context, read);
    },
  };
}

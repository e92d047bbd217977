import type { EffectiveSetting, EffectiveSettingsOwner } from '@console/contract';
import type { OwnerSettings, SettingsRead } from './settings-read.ts';

// What a superuser may see of the settings the server runs with: every variable read, by owner,
// with its effective value; a secret only as set or not, and an address's password masked
// (a go2rtc or gateway URL may carry one).

/** A value as the answer shows it; an address with a password in it shows *** instead. */
function shown(value: unknown): EffectiveSetting['value'] {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(String);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return withoutPassword(text);
}

function withoutPassword(text: string): string {
  if (!URL.canParse(text)) return text;
  const address = new URL(text);
  if (!address.password) return text;
  address.password = '***';
  return address.toString();
}

function ownerSettings(read: OwnerSettings): EffectiveSettingsOwner {
  return {
    owner: read.owner,
    prefixes: [...read.prefixes],
    settings: [...read.names]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((name) => {
        const isSecret = read.secrets.has(name);
        return {
          name,
          value: isSecret ? null : shown(read.values[name]),
          is_set: read.given.has(name),
          is_secret: isSecret,
        };
      }),
  };
}

/** The platform's settings, then each module's, secrets hidden. */
export function effectiveSettings(read: SettingsRead): EffectiveSettingsOwner[] {
  return read.owners.map(ownerSettings);
}

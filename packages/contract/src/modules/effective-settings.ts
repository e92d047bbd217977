import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

// GET /settings/effective (superusers): the settings the server runs with, read from its
// environment: the platform's variables and each module's (under its prefixes). A secret's
// value is never answered, only whether it is set.

export const effectiveSetting = z.object({
  /** The environment variable, e.g. RECORDER_TIMEOUT_MS. */
  name: z.string(),
  /** Its effective value (the default when unset); null for a secret or a variable unset. */
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).nullable(),
  /** Whether the environment sets it; otherwise the default applies. */
  is_set: z.boolean(),
  /** A secret: its value is never shown, only whether it is set. */
  is_secret: z.boolean(),
});
export type EffectiveSetting = z.infer<typeof effectiveSetting>;

export const effectiveSettingsOwner = z.object({
  /** 'platform', or the id of the module that reads them. */
  owner: z.string(),
  /** The prefixes of a module's variables (RECORDER_, STREAM_); none for the platform. */
  prefixes: z.array(z.string()),
  settings: z.array(effectiveSetting),
});
export type EffectiveSettingsOwner = z.infer<typeof effectiveSettingsOwner>;

export const effectiveSettingsEndpoints = {
  effective: defineEndpoint({
    method: 'GET',
    path: '/settings/effective',
    answer: z.array(effectiveSettingsOwner),
    summary:
      'The settings the server runs with, the platform’s then each module’s; secrets only as set or not',
    errors: [403],
  }),
};

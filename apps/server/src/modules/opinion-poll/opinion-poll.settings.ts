import { z } from 'zod';
import { defineModuleSettings } from '../../platform/modules/module-settings.ts';

// The polls' settings (POLL_*), read from the environment when the configuration loads.

export interface OpinionPollSettings {
  /** A poll's non-responders are buzzed at most once per this many minutes. */
  buzzIntervalMinutes: number;
}

export const opinionPollSettings = defineModuleSettings({
  prefixes: ['POLL_'],
  schema: z.object({
    /** An opinion poll's non-responders are buzzed at most once per this many minutes. */
    POLL_BUZZ_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  }),
  resolve: (e): OpinionPollSettings => ({ buzzIntervalMinutes: e.POLL_BUZZ_INTERVAL_MINUTES }),
});

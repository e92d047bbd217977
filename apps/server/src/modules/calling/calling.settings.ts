import { z } from 'zod';
import { defineModuleSettings } from '../../platform/modules/module-settings.ts';

// Calling's settings: click-to-call's telephony (TELEPHONY_*, and Exotel's account, EXOTEL_*),
// read from the environment under those prefixes when the configuration loads.

const variables = z
  .object({
    /** Click-to-call: the built-in simulator (default, offline) or Exotel's Connect API. */
    TELEPHONY_DRIVER: z.enum(['simulator', 'exotel']).default('simulator'),
    /** How long the simulator stays in each status (queued, ringing, in progress). */
    TELEPHONY_SIMULATOR_STEP_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
    /** Exotel's API address (the Mumbai cluster is https://api.in.exotel.com); tests use loopback. */
    EXOTEL_API_URL: z.string().url().default('https://api.exotel.com'),
    EXOTEL_ACCOUNT_SID: z.string().optional(),
    EXOTEL_API_KEY: z.string().optional(),
    EXOTEL_API_TOKEN: z.string().optional(),
    /** The ExoPhone (virtual number) the called person sees. */
    EXOTEL_CALLER_ID: z.string().optional(),
  })
  .superRefine((given, context) => {
    const complete =
      given.EXOTEL_ACCOUNT_SID &&
      given.EXOTEL_API_KEY &&
      given.EXOTEL_API_TOKEN &&
      given.EXOTEL_CALLER_ID;
    if (given.TELEPHONY_DRIVER === 'exotel' && !complete) {
      context.addIssue({
        code: 'custom',
        message:
          'TELEPHONY_DRIVER=exotel needs EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN and EXOTEL_CALLER_ID',
      });
    }
  });

export interface ExotelSettings {
  apiUrl: string;
  accountSid: string;
  apiKey: string;
  apiToken: string;
  callerId: string;
}

export interface TelephonySettings {
  driver: 'simulator' | 'exotel';
  simulatorStepMs: number;
  /** Set when the Exotel settings are complete (always when the driver is exotel). */
  exotel: ExotelSettings | undefined;
}

export interface CallingSettings {
  telephony: TelephonySettings;
}

export const callingSettings = defineModuleSettings({
  prefixes: ['TELEPHONY_', 'EXOTEL_'],
  schema: variables,
  secrets: ['EXOTEL_API_KEY', 'EXOTEL_API_TOKEN'],
  resolve: (e): CallingSettings => {
    const { EXOTEL_ACCOUNT_SID: accountSid, EXOTEL_API_KEY: apiKey } = e;
    const { EXOTEL_API_TOKEN: apiToken, EXOTEL_CALLER_ID: callerId } = e;
    return {
      telephony: {
        driver: e.TELEPHONY_DRIVER,
        simulatorStepMs: e.TELEPHONY_SIMULATOR_STEP_MS,
        exotel:
          accountSid && apiKey && apiToken && callerId
            ? {
                apiUrl: e.EXOTEL_API_URL.replace(/\/+$/, ''),
                accountSid,
                apiKey,
                apiToken,
                callerId,
              }
            : undefined,
      },
    };
  },
});

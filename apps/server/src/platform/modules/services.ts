import type { ServerModule } from './server-module.ts';

// What the module layer adds to the app's services (core/services.ts); the whole shape is
// exported from here for modules and app wiring.
declare module '../core/services.ts' {
  interface AppServices {
    /** Every module's manifest (the registry's), for what the platform runs on their behalf. */
    modules: readonly ServerModule[];
  }
}

export type { AppServices } from '../core/services.ts';

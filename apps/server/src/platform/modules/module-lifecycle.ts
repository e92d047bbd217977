import type { FastifyBaseLogger } from 'fastify';
import type { ModuleStop, ServerModule } from './server-module.ts';
import type { AppServices } from './services.ts';

// The modules' start and stop hooks, as the server process runs them: starts in the registry's
// order, stops in the reverse order, every stop tried even when one fails.

export interface StartedModules {
  /** Stops what the modules started, the last started first; rejects once all were tried. */
  stop(): Promise<void>;
}

export async function startModules(
  modules: readonly ServerModule[],
  services: AppServices,
  log: FastifyBaseLogger,
): Promise<StartedModules> {
  const stops: { id: string; stop: ModuleStop }[] = [];
  const stopAll = async () => {
    const failures: unknown[] = [];
    for (const { id, stop } of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        failures.push(new Error(`module ${id} did not stop cleanly`, { cause: error }));
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'stopping the modules failed');
  };
  for (const module of modules) {
    if (!module.start) continue;
    try {
      const stop = await module.start(services, log.child({ module: module.id }));
      if (stop) stops.push({ id: module.id, stop });
    } catch (error) {
      // What started before it is stopped: a failed start leaves nothing running.
      await stopAll().catch((failure: unknown) =>
        log.error({ err: failure }, 'stopping the modules started before a failed start'),
      );
      throw new Error(`module ${module.id} did not start`, { cause: error });
    }
  }
  return { stop: stopAll };
}

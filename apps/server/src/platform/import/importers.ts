import type { AppServices } from '../services.ts';
import type { Importer } from './importer.ts';

/** The importers of the module manifests, by kind. */
export function importersOf(services: AppServices): ReadonlyMap<string, Importer> {
  return new Map(
    services.modules
      .flatMap((module) => module.importers?.(services) ?? [])
      .map((importer) => [importer.kind, importer]),
  );
}

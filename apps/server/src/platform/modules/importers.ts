import type { Importer } from '../kit/import/importer.ts';
import type { AppServices } from './services.ts';

/** The importers of the module manifests, by kind. */
export function importersOf(
  modules: AppServices['modules'],
  services: AppServices,
): ReadonlyMap<string, Importer> {
  return new Map(
    modules
      .flatMap((module) => module.importers?.(services) ?? [])
      .map((importer) => [importer.kind, importer]),
  );
}

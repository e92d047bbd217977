import type { AnyEndpoint } from './endpoint.ts';

// Apart from endpoint.ts, which loads zod: the console's start-up code fills in paths too, and
// a bundle takes a module whole, with what it imports.

/** A path with its parameters filled in, each percent-encoded: '/gate_pass/12'. */
export function endpointPath(
  endpoint: Pick<AnyEndpoint, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`${endpoint.path}: no value for ${name}.`);
    return encodeURIComponent(String(value));
  });
}

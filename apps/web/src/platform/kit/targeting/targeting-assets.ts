import { ORGANISATION_ASSET_LISTS, assetEndpoints, type AnyEndpoint } from '@console/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QueryValue } from '../../core/api/api-client.ts';
import { callEndpoint, type EndpointAnswerOf } from '../../core/api/call-endpoint.ts';

// The targeting pickers' lists (000 §7 "Targeting assets"). The server answers only what the
// caller may reach for the module and academic year, so the form never offers a branch the
// sender could not send to; the staff vocabularies are the organisation's, asked without a
// scope. Lists change rarely: cached for ten minutes.

export interface TargetingScope {
  globalModuleId: number;
  academicYearId: number;
}

export type AssetName =
  | 'state'
  | 'district'
  | 'branch'
  | 'segment'
  | 'student_course'
  | 'student_batch'
  | 'student_sections'
  | 'staff_designation'
  | 'staff_department'
  | 'staff_sub_category'
  | 'student_admission_numbers';

/** Each list's rows, as its endpoint answers them. */
export type AssetShapes = {
  [Name in AssetName]: EndpointAnswerOf<(typeof assetEndpoints)[Name]>;
};

const ASSET_STALE_MS = 10 * 60_000;

/** Lists that are the same in every module and year: the server refuses a scope sent to them. */
const ORGANISATION_LISTS: ReadonlySet<string> = new Set(ORGANISATION_ASSET_LISTS);

/** A list by its name: the endpoint of that name answers that list's rows. */
function fetchAsset<N extends AssetName>(
  name: N,
  query: Record<string, QueryValue>,
  signal: AbortSignal,
): Promise<AssetShapes[N]> {
  const endpoint: AnyEndpoint & { answer: z.ZodType } = assetEndpoints[name];
  return callEndpoint(endpoint, { query, signal }) as Promise<AssetShapes[N]>;
}

export function assetQueryKey(name: AssetName, query: Record<string, QueryValue>) {
  return ['asset', 'target_info', name, query] as const;
}

/** The query a list is asked with: the scope, except for the organisation's own lists. */
function assetQuery(
  name: AssetName,
  scope: TargetingScope,
  extra: Record<string, QueryValue> | undefined,
): Record<string, QueryValue> {
  return {
    ...(ORGANISATION_LISTS.has(name)
      ? {}
      : { global_module_id: scope.globalModuleId, academic_year_id: scope.academicYearId }),
    ...extra,
  };
}

/** A list outside a component (the send confirmation): the pickers' cache entry when fresh. */
export function fetchTargetAsset<N extends AssetName>(
  client: QueryClient,
  name: N,
  scope: TargetingScope,
  extra?: Record<string, QueryValue>,
): Promise<AssetShapes[N]> {
  const query = assetQuery(name, scope, extra);
  return client.fetchQuery({
    queryKey: assetQueryKey(name, query),
    queryFn: ({ signal }) => fetchAsset(name, query, signal),
    staleTime: ASSET_STALE_MS,
  });
}

export function useTargetAsset<N extends AssetName>(
  name: N,
  scope: TargetingScope,
  options: { enabled?: boolean; query?: Record<string, QueryValue> } = {},
) {
  const query = assetQuery(name, scope, options.query);
  return useQuery({
    queryKey: assetQueryKey(name, query),
    queryFn: ({ signal }) => fetchAsset(name, query, signal),
    enabled: options.enabled ?? true,
    staleTime: ASSET_STALE_MS,
  });
}

/** Admission numbers come back as strings or as rows naming the number; accept either. */
export function admissionNumberOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    const row = entry as Record<string, unknown>;
    const value = row.admission_number ?? row.name;
    if (typeof value === 'string') return value;
  }
  return null;
}

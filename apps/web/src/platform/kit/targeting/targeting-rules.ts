import type { BranchAsset, TargetingFilter } from '@console/contract';
import {
  appVersionOptions,
  FIELDS_BY_USER_TYPE,
  type TargetMethod,
  type TargetUserType,
} from './targeting-options.ts';

// How the targeting filter changes as the sender picks: fields of the other audience go away,
// and a narrower choice never keeps values outside the wider one (a district outside the chosen
// states, a branch outside the chosen districts).

type District = { id: number; state_id: number };

/** Empty lists, "all" (0) codes and unset flags are the same as absent; leave them out. */
export function compactFilter(filter: TargetingFilter): TargetingFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (value === 0 || value === false) continue;
    out[key] = value;
  }
  return out as TargetingFilter;
}

export function withUserType(filter: TargetingFilter, userType: TargetUserType): TargetingFilter {
  const allowed = FIELDS_BY_USER_TYPE[userType];
  const next: Record<string, unknown> = {
    user_type: userType,
    target_method: filter.target_method,
  };
  for (const [key, value] of Object.entries(filter)) {
    if (allowed.has(key as never)) next[key] = value;
  }
  // App versions differ between the parent and the staff app.
  const versions = new Set(appVersionOptions(userType).map((option) => option.value as string));
  if (Array.isArray(next.app_versions)) {
    next.app_versions = (next.app_versions as string[]).filter((version) => versions.has(version));
  }
  return compactFilter(next as TargetingFilter);
}

/** Switching method keeps the wider location choices that narrow the new picker. */
export function withTargetMethod(filter: TargetingFilter, method: TargetMethod): TargetingFilter {
  const next = { ...filter, target_method: method };
  if (method === 'all') {
    delete next.state_ids;
    delete next.district_ids;
    delete next.branch_ids;
  } else if (method === 'state') {
    delete next.district_ids;
    delete next.branch_ids;
  } else if (method === 'district') {
    delete next.branch_ids;
  }
  return compactFilter(next);
}

/** New states: districts and branches outside them are dropped. */
export function withStates(
  filter: TargetingFilter,
  stateIds: number[],
  districts: readonly District[],
  branches: readonly BranchAsset[],
): TargetingFilter {
  const states = new Set(stateIds);
  const inStates = (stateId: number) => states.size === 0 || states.has(stateId);
  const districtState = new Map(districts.map((district) => [district.id, district.state_id]));
  const branchById = new Map(branches.map((branch) => [branch.id, branch]));
  return compactFilter({
    ...filter,
    state_ids: stateIds,
    district_ids: filter.district_ids?.filter((id) => inStates(districtState.get(id) ?? -1)),
    branch_ids: filter.branch_ids?.filter((id) => inStates(branchById.get(id)?.state_id ?? -1)),
  });
}

/** New districts: branches outside them are dropped. */
export function withDistricts(
  filter: TargetingFilter,
  districtIds: number[],
  branches: readonly BranchAsset[],
): TargetingFilter {
  const districts = new Set(districtIds);
  const branchById = new Map(branches.map((branch) => [branch.id, branch]));
  return compactFilter({
    ...filter,
    district_ids: districtIds,
    branch_ids: filter.branch_ids?.filter(
      (id) => districts.size === 0 || districts.has(branchById.get(id)?.district_id ?? -1),
    ),
  });
}

/** The districts the district picker offers: those of the chosen states (all without any). */
export function districtChoices<T extends District>(all: readonly T[], filter: TargetingFilter) {
  const states = new Set(filter.state_ids ?? []);
  return all.filter((district) => states.size === 0 || states.has(district.state_id));
}

/** The branches the branch picker offers: those of the chosen states and districts. */
export function branchChoices(all: readonly BranchAsset[], filter: TargetingFilter) {
  const states = new Set(filter.state_ids ?? []);
  const districts = new Set(filter.district_ids ?? []);
  return all.filter(
    (branch) =>
      (states.size === 0 || states.has(branch.state_id)) &&
      (districts.size === 0 || districts.has(branch.district_id)),
  );
}

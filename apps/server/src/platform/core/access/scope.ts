import { GlobalModule, SEGMENTS, UserLevel } from '@console/contract';
import type { BranchGroupKind } from '../../../organisation/organisation.table.ts';

// A user's targeting scope (000 §6 "Targeting scope"): which branches, master branches, states,
// districts, segments and user levels a user reaches in one academic year for one module. Pure:
// the database reads live in access.repo.ts.

/** One row of permitted_assets. */
export interface Grant {
  academicYearId: number;
  /** The global module number; 0 (system_wide) means every module. */
  moduleId: number;
  branchIds: readonly number[];
  stateIds: readonly number[];
  masterStateIds: readonly number[];
  segmentIds: readonly number[];
}

export interface OrgBranch {
  id: number;
  stateId: number;
  districtId: number;
  /** 1 College, 2 School, 3 other. */
  level: number;
  masterBranchId: number | null;
  admissionBranchId: number | null;
  payrollBranchId: number | null;
}

export interface OrgBranchGroup {
  id: number;
  kind: BranchGroupKind;
  stateId: number;
}

/** A snapshot of the organisation the scope rules need. */
export interface OrgDirectory {
  branches: readonly OrgBranch[];
  branchGroups: readonly OrgBranchGroup[];
}

/**
 * What decided a limited scope: the module's own grant, the module 0 grant, the staff-branch
 * fallback, or nothing (no grant in the year and no staff branch).
 */
export type ScopeSource = 'module' | 'module0' | 'staff-branch' | 'none';

export interface LimitedScope {
  all: false;
  /** Every list is sorted ascending and free of duplicates. */
  branchIds: number[];
  masterBranchIds: number[];
  stateIds: number[];
  districtIds: number[];
  /** Only 1 (College) and 2 (School). */
  userLevels: number[];
  /** Never empty while branches are reachable: a grant without segments lists every segment. */
  segmentIds: number[];
  admissionStateIds: number[];
  payrollStateIds: number[];
  source: ScopeSource;
}

export type Scope = { all: true } | LimitedScope;

export interface ScopeInput {
  grants: readonly Grant[];
  isSuperuser: boolean;
  /** The branch of the user's staff row, or null for a user without one. */
  staffBranchId: number | null;
  academicYearId: number;
  /** The global module the scope is for; 0 (system_wide) for the module-independent scope. */
  globalModule: number;
  directory: OrgDirectory;
}

export const ALL_SEGMENT_IDS: readonly number[] = SEGMENTS.map((segment) => segment.id);

const TARGETABLE_LEVELS: ReadonlySet<number> = new Set([UserLevel.College, UserLevel.School]);

const sortedUnique = (values: Iterable<number>): number[] =>
  [...new Set(values)].sort((a, b) => a - b);

/**
 * The grant that decides a module's scope: the module's own row takes precedence, else the
 * module 0 row, else none. The presence of the row decides, not its contents: a module-specific
 * row with empty lists still masks the module 0 row (and then falls back to the staff branch).
 */
export function chooseGrant(
  grants: readonly Grant[],
  academicYearId: number,
  globalModule: number,
): { grant: Grant; source: 'module' | 'module0' } | null {
  const ofYear = grants.filter((grant) => grant.academicYearId === academicYearId);
  if (globalModule !== GlobalModule.system_wide) {
    const own = ofYear.find((grant) => grant.moduleId === globalModule);
    if (own) return { grant: own, source: 'module' };
  }
  const general = ofYear.find((grant) => grant.moduleId === GlobalModule.system_wide);
  return general ? { grant: general, source: 'module0' } : null;
}

export function computeScope(input: ScopeInput): Scope {
  if (input.isSuperuser) return { all: true };
  const { directory } = input;
  const chosen = chooseGrant(input.grants, input.academicYearId, input.globalModule);
  const grant = chosen?.grant;

  // Branches in permitted states plus branches listed by id. Ids that name no branch of the
  // organisation are dropped: nothing can be reached through them.
  const grantStates = new Set(grant?.stateIds ?? []);
  const listed = new Set(grant?.branchIds ?? []);
  let branches = directory.branches.filter(
    (branch) => grantStates.has(branch.stateId) || listed.has(branch.id),
  );
  let source: ScopeSource = chosen?.source ?? 'none';

  // Fallback (000 §6 "Permitted branches for a user without permitted_branch_ids fall back to
  // the staff branch"): whenever the chosen grant yields no branch — no grant at all in the year,
  // or a grant whose branch and state lists are empty (or name no existing branch) — the user
  // reaches their staff branch. The grant's master states and segments still apply.
  if (branches.length === 0 && input.staffBranchId !== null) {
    const own = directory.branches.find((branch) => branch.id === input.staffBranchId);
    if (own) {
      branches = [own];
      source = 'staff-branch';
    }
  }

  const groupsById = new Map(directory.branchGroups.map((group) => [group.id, group]));
  const groupStates = (ids: (number | null)[]): number[] =>
    ids.flatMap((id) => {
      const group = id === null ? undefined : groupsById.get(id);
      return group ? [group.stateId] : [];
    });

  const masterStates = new Set(grant?.masterStateIds ?? []);
  const masterBranchIds = [
    ...branches.flatMap((branch) =>
      branch.masterBranchId === null ? [] : [branch.masterBranchId],
    ),
    ...directory.branchGroups
      .filter((group) => group.kind === 'master' && masterStates.has(group.stateId))
      .map((group) => group.id),
  ];

  // An empty permitted_segment_ids means no segment restriction (every segment); with nothing
  // reachable there is nothing to restrict and the list stays empty.
  const grantSegments = grant?.segmentIds ?? [];
  const reachable = branches.length > 0 || masterBranchIds.length > 0;
  const segmentIds = !reachable ? [] : grantSegments.length > 0 ? grantSegments : ALL_SEGMENT_IDS;

  return {
    all: false,
    branchIds: sortedUnique(branches.map((branch) => branch.id)),
    masterBranchIds: sortedUnique(masterBranchIds),
    stateIds: sortedUnique([...branches.map((branch) => branch.stateId), ...grantStates]),
    districtIds: sortedUnique(branches.map((branch) => branch.districtId)),
    userLevels: sortedUnique(
      branches.map((branch) => branch.level).filter((level) => TARGETABLE_LEVELS.has(level)),
    ),
    segmentIds: sortedUnique(segmentIds),
    admissionStateIds: sortedUnique(
      groupStates(branches.map((branch) => branch.admissionBranchId)),
    ),
    payrollStateIds: sortedUnique(groupStates(branches.map((branch) => branch.payrollBranchId))),
    source,
  };
}

export function canReachBranch(scope: Scope, branchId: number): boolean {
  return scope.all || scope.branchIds.includes(branchId);
}

export function canReachSegment(scope: Scope, segmentId: number): boolean {
  return scope.all || scope.segmentIds.includes(segmentId);
}

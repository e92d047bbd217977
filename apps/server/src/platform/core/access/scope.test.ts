import { GlobalModule } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  canReachBranch,
  canReachSegment,
  computeScope,
  type Grant,
  type LimitedScope,
  type OrgDirectory,
  type Scope,
} from './scope.ts';

const YEAR = 20;
const ALL_SEGMENTS = [1, 2, 3, 4, 5, 6];

// States 1, 2, 3 (and 9 without branches). Groups: master 100 (state 1), 101 (state 2),
// 102 (state 3, no branch of ours); admission 200 (state 1), 201 (state 2); payroll 300
// (state 1), 301 (state 3).
// prettier-ignore
const directory: OrgDirectory = {
  branches: [
    { id: 1, stateId: 1, districtId: 11, level: 1, masterBranchId: 100, admissionBranchId: 200, payrollBranchId: 300 },
    { id: 2, stateId: 1, districtId: 12, level: 2, masterBranchId: 100, admissionBranchId: 200, payrollBranchId: 301 },
    { id: 3, stateId: 1, districtId: 11, level: 3, masterBranchId: null, admissionBranchId: null, payrollBranchId: null },
    { id: 4, stateId: 2, districtId: 21, level: 2, masterBranchId: 101, admissionBranchId: 201, payrollBranchId: 300 },
    { id: 5, stateId: 3, districtId: 31, level: 3, masterBranchId: null, admissionBranchId: 201, payrollBranchId: 301 },
  ],
  branchGroups: [
    { id: 100, kind: 'master', stateId: 1 },
    { id: 101, kind: 'master', stateId: 2 },
    { id: 102, kind: 'master', stateId: 3 },
    { id: 200, kind: 'admission', stateId: 1 },
    { id: 201, kind: 'admission', stateId: 2 },
    { id: 300, kind: 'payroll', stateId: 1 },
    { id: 301, kind: 'payroll', stateId: 3 },
    { id: 400, kind: 'accounting', stateId: 3 },
  ],
};

const grant = (moduleId: number, lists: Partial<Omit<Grant, 'moduleId'>> = {}): Grant => ({
  academicYearId: YEAR,
  moduleId,
  branchIds: [],
  stateIds: [],
  masterStateIds: [],
  segmentIds: [],
  ...lists,
});

const limited = (fields: Partial<LimitedScope>): LimitedScope => ({
  all: false,
  branchIds: [],
  masterBranchIds: [],
  stateIds: [],
  districtIds: [],
  userLevels: [],
  segmentIds: [],
  admissionStateIds: [],
  payrollStateIds: [],
  source: 'none',
  ...fields,
});

interface Case {
  name: string;
  grants?: Grant[];
  isSuperuser?: boolean;
  staffBranchId?: number | null;
  globalModule?: number;
  expected: Scope;
}

const announcement = GlobalModule.announcement;
const sms = GlobalModule.sms;
const bothGrants = [grant(0, { branchIds: [4] }), grant(announcement, { branchIds: [1] })];

// prettier-ignore
const cases: Case[] = [
  {
    name: 'a superuser reaches everything, grants or not',
    isSuperuser: true,
    grants: [grant(0, { branchIds: [1] })],
    expected: { all: true },
  },
  {
    name: 'the module-specific grant wins for its module',
    grants: bothGrants,
    globalModule: announcement,
    expected: limited({
      branchIds: [1], masterBranchIds: [100], stateIds: [1], districtIds: [11], userLevels: [1],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [1], payrollStateIds: [1], source: 'module',
    }),
  },
  {
    name: 'other modules use the module 0 grant',
    grants: bothGrants,
    globalModule: sms,
    expected: limited({
      branchIds: [4], masterBranchIds: [101], stateIds: [2], districtIds: [21], userLevels: [2],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [2], payrollStateIds: [1], source: 'module0',
    }),
  },
  {
    name: 'the module 0 scope itself uses the module 0 grant',
    grants: bothGrants,
    globalModule: GlobalModule.system_wide,
    expected: limited({
      branchIds: [4], masterBranchIds: [101], stateIds: [2], districtIds: [21], userLevels: [2],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [2], payrollStateIds: [1], source: 'module0',
    }),
  },
  {
    name: 'a state grant expands to every branch of the state, plus listed ids, without duplicates',
    grants: [grant(0, { stateIds: [1], branchIds: [2, 4, 2] })],
    expected: limited({
      branchIds: [1, 2, 3, 4], masterBranchIds: [100, 101], stateIds: [1, 2],
      districtIds: [11, 12, 21], userLevels: [1, 2], segmentIds: ALL_SEGMENTS,
      admissionStateIds: [1, 2], payrollStateIds: [1, 3], source: 'module0',
    }),
  },
  {
    name: 'permitted states count even without branches; unknown branch ids are dropped',
    grants: [grant(0, { stateIds: [9], branchIds: [1, 999] })],
    expected: limited({
      branchIds: [1], masterBranchIds: [100], stateIds: [1, 9], districtIds: [11], userLevels: [1],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [1], payrollStateIds: [1], source: 'module0',
    }),
  },
  {
    name: 'master states add their master branches to those of the branches',
    grants: [grant(0, { branchIds: [1], masterStateIds: [3, 1] })],
    expected: limited({
      branchIds: [1], masterBranchIds: [100, 102], stateIds: [1], districtIds: [11], userLevels: [1],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [1], payrollStateIds: [1], source: 'module0',
    }),
  },
  {
    name: 'a level-3 branch contributes no user level',
    grants: [grant(0, { branchIds: [3, 5] })],
    expected: limited({
      branchIds: [3, 5], masterBranchIds: [], stateIds: [1, 3], districtIds: [11, 31],
      userLevels: [], segmentIds: ALL_SEGMENTS, admissionStateIds: [2], payrollStateIds: [3],
      source: 'module0',
    }),
  },
  {
    name: 'districts, levels, admission and payroll states come from the branches',
    grants: [grant(0, { branchIds: [1, 2, 3, 5] })],
    expected: limited({
      branchIds: [1, 2, 3, 5], masterBranchIds: [100], stateIds: [1, 3], districtIds: [11, 12, 31],
      userLevels: [1, 2], segmentIds: ALL_SEGMENTS, admissionStateIds: [1, 2],
      payrollStateIds: [1, 3], source: 'module0',
    }),
  },
  {
    name: "the grant's segments restrict, sorted and without duplicates",
    grants: [grant(0, { branchIds: [2], segmentIds: [3, 2, 3] })],
    expected: limited({
      branchIds: [2], masterBranchIds: [100], stateIds: [1], districtIds: [12], userLevels: [2],
      segmentIds: [2, 3], admissionStateIds: [1], payrollStateIds: [3], source: 'module0',
    }),
  },
  {
    name: 'no grants at all: the staff branch',
    grants: [],
    staffBranchId: 2,
    expected: limited({
      branchIds: [2], masterBranchIds: [100], stateIds: [1], districtIds: [12], userLevels: [2],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [1], payrollStateIds: [3], source: 'staff-branch',
    }),
  },
  {
    name: 'grants of another academic year do not count',
    grants: [{ ...grant(0, { branchIds: [1] }), academicYearId: 19 }],
    staffBranchId: 4,
    expected: limited({
      branchIds: [4], masterBranchIds: [101], stateIds: [2], districtIds: [21], userLevels: [2],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [2], payrollStateIds: [1], source: 'staff-branch',
    }),
  },
  {
    name: "a grant without branch or state ids falls back to the staff branch, keeping the grant's segments",
    grants: [grant(0, { segmentIds: [4] })],
    staffBranchId: 5,
    expected: limited({
      branchIds: [5], masterBranchIds: [], stateIds: [3], districtIds: [31], userLevels: [],
      segmentIds: [4], admissionStateIds: [2], payrollStateIds: [3], source: 'staff-branch',
    }),
  },
  {
    name: 'an empty module-specific grant still masks module 0 and falls back to the staff branch',
    grants: [grant(0, { branchIds: [1, 2] }), grant(announcement)],
    staffBranchId: 4,
    globalModule: announcement,
    expected: limited({
      branchIds: [4], masterBranchIds: [101], stateIds: [2], districtIds: [21], userLevels: [2],
      segmentIds: ALL_SEGMENTS, admissionStateIds: [2], payrollStateIds: [1], source: 'staff-branch',
    }),
  },
  {
    name: 'a grant without branches and no staff row: no branch, no level, no segment',
    grants: [grant(0, { segmentIds: [2] })],
    staffBranchId: null,
    expected: limited({ source: 'module0' }),
  },
  {
    name: 'master states alone reach master branches only',
    grants: [grant(0, { masterStateIds: [2] })],
    staffBranchId: null,
    expected: limited({ masterBranchIds: [101], segmentIds: ALL_SEGMENTS, source: 'module0' }),
  },
  {
    name: 'no staff row and no grants: nothing',
    grants: [],
    staffBranchId: null,
    expected: limited({ source: 'none' }),
  },
];

describe('computeScope', () => {
  it.each(cases)(
    '$name',
    ({ grants = [], isSuperuser = false, staffBranchId = null, globalModule = 0, expected }) => {
      const scope = computeScope({
        grants,
        isSuperuser,
        staffBranchId,
        academicYearId: YEAR,
        globalModule,
        directory,
      });
      expect(scope).toEqual(expected);
    },
  );
});

describe('canReachBranch / canReachSegment', () => {
  const scope = computeScope({
    grants: [grant(0, { branchIds: [1, 4], segmentIds: [2] })],
    isSuperuser: false,
    staffBranchId: 3,
    academicYearId: YEAR,
    globalModule: 0,
    directory,
  });

  it.each([
    [1, true],
    [4, true],
    [3, false],
    [999, false],
  ])('limited scope, branch %i → %s', (branchId, reachable) => {
    expect(canReachBranch(scope, branchId)).toBe(reachable);
  });

  it('a superuser reaches any branch and segment', () => {
    expect(canReachBranch({ all: true }, 999)).toBe(true);
    expect(canReachSegment({ all: true }, 6)).toBe(true);
  });

  it.each([
    [2, true],
    [3, false],
  ])('limited scope, segment %i → %s', (segmentId, reachable) => {
    expect(canReachSegment(scope, segmentId)).toBe(reachable);
  });
});

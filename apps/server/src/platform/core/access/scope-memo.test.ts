import { GlobalModule } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { rememberedScope } from './scope-memo.ts';
import { computeScope, type Grant, type OrgDirectory, type ScopeInput } from './scope.ts';

const YEAR = 20;

const branch = (id: number, stateId: number) => ({
  id,
  stateId,
  districtId: stateId * 10,
  level: 2,
  masterBranchId: null,
  admissionBranchId: null,
  payrollBranchId: null,
});

const directoryOf = (...branches: ReturnType<typeof branch>[]): OrgDirectory => ({
  branches,
  branchGroups: [],
});

const grant = (lists: Partial<Grant>): Grant => ({
  academicYearId: YEAR,
  moduleId: GlobalModule.system_wide,
  branchIds: [],
  stateIds: [],
  masterStateIds: [],
  segmentIds: [],
  ...lists,
});

const inputOf = (directory: OrgDirectory, grants: Grant[], staffBranchId: number | null = null) =>
  ({
    grants,
    isSuperuser: false,
    staffBranchId,
    academicYearId: YEAR,
    globalModule: GlobalModule.gate_pass,
    directory,
  }) satisfies ScopeInput;

describe('rememberedScope', () => {
  const directory = directoryOf(branch(1, 1), branch(2, 1), branch(3, 2));

  it('answers what computeScope answers, and the same scope again for the same inputs', () => {
    const input = inputOf(directory, [grant({ stateIds: [1] })]);
    const first = rememberedScope(input);
    expect(first).toEqual(computeScope(input));
    // Equal inputs in new objects (the next request's grants, read with its session).
    expect(rememberedScope(inputOf(directory, [grant({ stateIds: [1] })]))).toBe(first);
  });

  it('follows a change of grants, staff branch, module or year at once', () => {
    const before = rememberedScope(inputOf(directory, [grant({ branchIds: [1] })]));
    expect(before).toMatchObject({ branchIds: [1] });
    expect(rememberedScope(inputOf(directory, [grant({ branchIds: [1, 3] })]))).toMatchObject({
      branchIds: [1, 3],
    });
    expect(rememberedScope(inputOf(directory, [], 2))).toMatchObject({
      branchIds: [2],
      source: 'staff-branch',
    });
    const otherYear = { ...inputOf(directory, [grant({ branchIds: [1] })]), academicYearId: 21 };
    expect(rememberedScope(otherYear)).toMatchObject({ branchIds: [], source: 'none' });
    // A module's own grant masks the module 0 grant for that module only.
    const ownGrant = [
      grant({ branchIds: [1] }),
      grant({ moduleId: GlobalModule.gate_pass, branchIds: [2] }),
    ];
    expect(rememberedScope(inputOf(directory, ownGrant))).toMatchObject({ branchIds: [2] });
    expect(
      rememberedScope({ ...inputOf(directory, ownGrant), globalModule: GlobalModule.system_wide }),
    ).toMatchObject({ branchIds: [1] });
  });

  it('computes again on a new organisation snapshot (a branch added to a granted state)', () => {
    const grants = [grant({ stateIds: [2] })];
    expect(rememberedScope(inputOf(directory, grants))).toMatchObject({ branchIds: [3] });
    const reloaded = directoryOf(branch(1, 1), branch(2, 1), branch(3, 2), branch(4, 2));
    expect(rememberedScope(inputOf(reloaded, grants))).toMatchObject({ branchIds: [3, 4] });
  });

  it('shares frozen scopes: a caller cannot change what the next request reads', () => {
    const scope = rememberedScope(inputOf(directory, [grant({ stateIds: [1] })]));
    if (scope.all) throw new Error('expected a limited scope');
    expect(() => scope.branchIds.push(3)).toThrow(TypeError);
    expect(() => Object.assign(scope, { branchIds: [3] })).toThrow(TypeError);
  });

  it('leaves a superuser to computeScope (every branch)', () => {
    expect(rememberedScope({ ...inputOf(directory, []), isSuperuser: true })).toEqual({
      all: true,
    });
  });
});

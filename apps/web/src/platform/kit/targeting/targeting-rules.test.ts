import type { BranchAsset } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  branchChoices,
  compactFilter,
  districtChoices,
  withDistricts,
  withStates,
  withTargetMethod,
  withUserType,
} from './targeting-rules.ts';

const branch = (id: number, state_id: number, district_id: number): BranchAsset => ({
  id,
  name: `Branch ${id}`,
  code: `B${id}`,
  state_id,
  district_id,
  level: 2,
  segment_ids: [3],
  master_branch_id: null,
  admission_branch_id: null,
  payroll_branch_id: null,
  accounting_branch_id: null,
});
const branches = [branch(1, 10, 100), branch(2, 10, 101), branch(3, 20, 200)];
const districts = [
  { id: 100, state_id: 10 },
  { id: 101, state_id: 10 },
  { id: 200, state_id: 20 },
];

describe('targeting filter rules', () => {
  it('keeps only the fields of the chosen audience and its app versions', () => {
    const parents = {
      user_type: 'student' as const,
      target_method: 'all' as const,
      gender: 1 as const,
      transport: 1 as const,
      course_ids: [5],
      app_versions: ['1.0.3'],
      admission_numbers: ['A1'],
    };
    expect(withUserType(parents, 'staff')).toEqual({
      user_type: 'staff',
      target_method: 'all',
      gender: 1,
      app_versions: ['1.0.3'],
    });
    expect(
      withUserType(
        { ...parents, user_type: 'staff', app_versions: ['1.0.5'], designation_ids: [30] },
        'student',
      ),
    ).toEqual({
      user_type: 'student',
      target_method: 'all',
      gender: 1,
      transport: 1,
      course_ids: [5],
      admission_numbers: ['A1'],
    });
  });

  it('drops districts and branches outside newly chosen states, and branches outside districts', () => {
    const filter = {
      user_type: 'student' as const,
      target_method: 'branch' as const,
      state_ids: [10, 20],
      district_ids: [100, 200],
      branch_ids: [1, 3],
    };
    expect(withStates(filter, [10], districts, branches)).toMatchObject({
      state_ids: [10],
      district_ids: [100],
      branch_ids: [1],
    });
    expect(withDistricts(filter, [200], branches).branch_ids).toEqual([3]);
    expect(districtChoices(districts, { ...filter, state_ids: [20] }).map((d) => d.id)).toEqual([
      200,
    ]);
    expect(
      branchChoices(branches, { ...filter, state_ids: [10], district_ids: [101] }).map((b) => b.id),
    ).toEqual([2]);
    expect(branchChoices(branches, { user_type: 'student', target_method: 'branch' })).toHaveLength(
      3,
    );
  });

  it('clears the location lists a method does not use', () => {
    const filter = {
      user_type: 'staff' as const,
      target_method: 'branch' as const,
      state_ids: [10],
      district_ids: [100],
      branch_ids: [1],
    };
    expect(withTargetMethod(filter, 'district')).toEqual({
      user_type: 'staff',
      target_method: 'district',
      state_ids: [10],
      district_ids: [100],
    });
    expect(withTargetMethod(filter, 'all')).toEqual({ user_type: 'staff', target_method: 'all' });
  });

  it('leaves empty lists and "all" codes out', () => {
    expect(
      compactFilter({
        user_type: 'student',
        target_method: 'all',
        gender: 0,
        branch_ids: [],
        levels: [1],
      }),
    ).toEqual({ user_type: 'student', target_method: 'all', levels: [1] });
  });
});

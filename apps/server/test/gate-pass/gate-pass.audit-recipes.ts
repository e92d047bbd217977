import { GatePassStatus, StudentRelation, gatePassEndpoints as endpoints } from '@console/contract';
import type { HistoryRecipes, Recipes, Walk } from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';
import {
  clearGatePasses,
  insertLog,
  insertMember,
  insertPass,
  studentsOf,
  type DemoStudent,
} from './gate-pass-kit.ts';

// The audit walk's recipes for gate pass (see audit/audit-walk-kit.ts).

const PASSES = { module: 'gate-pass', item_type: 'gate_passes' };
const MEMBERS = { module: 'gate-pass', item_type: 'gate_pass_authorized_members' };

const studentsByWalk = new WeakMap<Walk, Promise<DemoStudent[]>>();

/**
 * Three students of the walk's branch, once per walk. The demo seed's passes and members are
 * cleared first: its members would fill a student's list, and the recipes add their own.
 */
function students(walk: Walk): Promise<DemoStudent[]> {
  if (!studentsByWalk.has(walk)) {
    studentsByWalk.set(
      walk,
      clearGatePasses(walk.t).then(() => studentsOf(walk.t, walk.branchId, 3)),
    );
  }
  return studentsByWalk.get(walk)!;
}

export const recipes: Recipes = {
  [routeOf(endpoints.decide)]: async (walk) => {
    const id = await insertPass(walk.t, (await students(walk))[0]!);
    return {
      url: urlOf(endpoints.decide, { id }),
      body: { status: GatePassStatus.Approved },
      expect: PASSES,
    };
  },
  [routeOf(endpoints.decidePickup)]: async (walk) => {
    const student = (await students(walk))[0]!;
    const passId = await insertPass(walk.t, student, { status: GatePassStatus.Approved });
    const logId = await insertLog(walk.t, passId, { matched: false });
    return {
      url: urlOf(endpoints.decidePickup, { gate_pass_id: passId, member_id: logId }),
      body: { is_approved: true },
      // The pickup decision is recorded as a change of its pass.
      expect: PASSES,
    };
  },
  [routeOf(endpoints.addAuthorizedMember)]: async (walk) => ({
    url: urlOf(endpoints.addAuthorizedMember, { admission: (await students(walk))[1]!.admission }),
    body: { name: 'Lakshmi Devi', relation: StudentRelation.GrandParent, mobile: '9876501234' },
    expect: MEMBERS,
  }),
  [routeOf(endpoints.archiveAuthorizedMember)]: async (walk) => {
    const student = (await students(walk))[2]!;
    const id = await insertMember(walk.t, student, { mobile: '9000000031' });
    return {
      url: urlOf(endpoints.archiveAuthorizedMember, { admission: student.admission }),
      body: { authorized_member_id: id, is_archived: true },
      expect: MEMBERS,
    };
  },
};

/** The history walk's passes: one of a student of each branch. */
export const histories: HistoryRecipes = {
  gate_passes: async (walk, outsideBranchId) => ({
    inBranch: await insertPass(walk.t, (await studentsOf(walk.t, walk.branchId, 1))[0]!),
    outside: await insertPass(walk.t, (await studentsOf(walk.t, outsideBranchId, 1))[0]!),
  }),
};

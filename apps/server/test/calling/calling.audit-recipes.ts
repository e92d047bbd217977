import { CallStatus, CallType, callingEndpoints as endpoints } from '@console/contract';
import { simulatedCallSid } from '../../src/modules/calling/drivers/telephony/simulated-telephony.ts';
import type { HistoryRecipes, Recipes } from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';
import { insertCalls, studentAt } from './calling-kit.ts';

// The audit walk's recipes for calling (see audit/audit-walk-kit.ts), on the default telephony
// driver, the simulator.

const CALLS = { module: 'calling', item_type: 'call_records' };

export const recipes: Recipes = {
  [routeOf(endpoints.teleCall)]: async (walk) => ({
    url: urlOf(endpoints.teleCall),
    body: {
      call_type: CallType.Adoption,
      student_id: (await studentAt(walk.t, walk.branchId)).id,
      agent_number: '9876512345',
    },
    expect: CALLS,
  }),
  [routeOf(endpoints.refreshStatuses)]: async (walk) => {
    // Placed an hour ago, still queued here: the simulator now says it completed.
    const sid = simulatedCallSid(new Date(Date.now() - 3_600_000), 'completed');
    await insertCalls(walk.t, [
      { branchId: walk.branchId, callSid: sid, driver: 'simulator', status: CallStatus.Queued },
    ]);
    return {
      url: urlOf(endpoints.refreshStatuses),
      body: { call_sids: [sid] },
      expect: CALLS,
    };
  },
  [routeOf(endpoints.review)]: async (walk) => {
    const [id] = await insertCalls(walk.t, [{ branchId: walk.branchId }]);
    return {
      url: urlOf(endpoints.review, { id: id! }),
      body: { remarks: 'Parent is pleased.' },
      expect: CALLS,
    };
  },
};

/** The history walk's calls: one of each branch. */
export const histories: HistoryRecipes = {
  call_records: async (walk, outsideBranchId) => {
    const [inBranch, outside] = await insertCalls(walk.t, [
      { branchId: walk.branchId },
      { branchId: outsideBranchId },
    ]);
    return { inBranch: inBranch!, outside: outside! };
  },
};
